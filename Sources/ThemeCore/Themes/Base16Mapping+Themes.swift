extension Base16Mapping {
    /// The tag a theme made from a scheme carries, and the one naming a derived scheme.
    public static let tag = "base16"
    /// `derived-light` or `derived-dark`: the theme's other scheme was derived (``derived(_:)``).
    public static func derivedTag(_ scheme: ColorScheme) -> String { "derived-\(scheme.rawValue)" }

    /// The other variant of a one-variant scheme: the eight neutrals (base00–base07) reordered
    /// by OKLCH lightness so base00 is the lightest for a light scheme (the darkest for a dark
    /// one) and base07 the opposite end; the eight hues kept, for the fit to move where needed.
    public static func derived(_ scheme: Base16Scheme) -> Base16Scheme {
        let target: ColorScheme = scheme.variant == .dark ? .light : .dark
        let neutrals = scheme.palette[0..<8].sorted { first, second in
            let (a, b) = (OKLCH(first).lightness, OKLCH(second).lightness)
            return target == .light ? a > b : a < b
        }
        return Base16Scheme(system: scheme.system, name: scheme.name, author: scheme.author, variant: target,
                            palette: neutrals + scheme.palette[8...])
    }

    /// A user theme from a light and a dark scheme (either derived when `nil`; at least one
    /// given), and every move the fit of a derived variant made. A given scheme's own colors are
    /// kept exactly (``values(given:scheme:)``) and the theme keeps the schemes (``UserTheme/schemes``);
    /// a derived variant is fitted whole. Named after the words the two names share (else the
    /// dark one's), category `popular`, tagged ``tag`` (and `base24` for a Base24 scheme) and,
    /// for a derived scheme, ``derivedTag(_:)``.
    public static func userTheme(light: Base16Scheme?, dark: Base16Scheme?) -> (theme: UserTheme, moves: [Move])? {
        guard let given = dark ?? light else { return nil }
        let tags = [tag] + ([light, dark].contains { $0?.system == .base24 } ? [Base16Scheme.System.base24.rawValue] : [])
            + (light == nil ? [derivedTag(.light)] : []) + (dark == nil ? [derivedTag(.dark)] : [])
        func made(_ scheme: Base16Scheme?, _ variant: ColorScheme) -> (values: [SemanticKey: TokenValue], moves: [Move]) {
            if let scheme { return (values(given: scheme.palette, scheme: variant), []) }
            let fitted = fitted(derived(given).palette, scheme: variant)
            return (fitted.values, fitted.moves)
        }
        let (madeLight, madeDark) = (made(light, .light), made(dark, .dark))
        let name = familyName((light ?? given).name, (dark ?? given).name)
        let metadata = ThemeMetadata(name: String(name.prefix(50)), author: given.author.isEmpty ? nil : String(given.author.prefix(100)),
                                     tags: tags, category: .popular)
        let theme = UserTheme(id: ThemeID.slug(from: name, taken: []), metadata: metadata, template: UserTheme.blankTemplate,
                              values: SemanticOverrides(light: madeLight.values, dark: madeDark.values),
                              schemes: [light, dark].compactMap { $0 })
        return (theme, madeLight.moves + madeDark.moves)
    }

    /// The words two scheme names start with in common ("Catppuccin" for Latte and Mocha), else the second name.
    static func familyName(_ first: String, _ second: String) -> String {
        let shared = zip(first.split(separator: " "), second.split(separator: " ")).prefix { $0 == $1 }.map(\.0)
        let name = shared.joined(separator: " ").trimmingSuffix(while: { $0 == "," || $0 == " " })
        return name.count >= 3 ? name : (second.count >= 3 ? second : second + " theme")
    }

    /// A scheme file's palette from a resolved token set (the export): base00 background,
    /// base01 surface, base02 the selection over the surface, base03–05 the text levels over the
    /// background, base06/07 avatar.8/9, base08 destructive, base09 avatar.2, base0A warning,
    /// base0B success, base0C avatar.6, base0D accent, base0E avatar.3, base0F avatar.4 — so a
    /// theme made from a scheme gives back every color the fit left alone. Base24 adds base10/11
    /// (the background 0.04 and 0.08 darker in OKLCH lightness) and base12–17 (base08, 0A, 0B,
    /// 0C, 0D, 0E 0.08 lighter).
    public static func scheme(of tokens: TokenSet, system: Base16Scheme.System, name: String, author: String,
                              variant: ColorScheme) -> Base16Scheme {
        func color(_ color: SemanticColor, over backdrop: SemanticColor = .background) -> RGBAColor {
            let base = tokens.color(SemanticColor.background.key) ?? RGBAColor(rgb: 0)
            let under = (tokens.color(backdrop.key) ?? base).composited(over: base)
            return (tokens.color(color.key) ?? base).composited(over: under).withAlpha(1).quantized
        }
        var palette = [
            color(.background), color(.surface), color(.surfaceSelected, over: .surface), color(.textTertiary),
            color(.textSecondary), color(.textPrimary), color(.avatar8), color(.avatar9), color(.destructive),
            color(.avatar2), color(.warning), color(.success), color(.avatar6), color(.accent), color(.avatar3),
            color(.avatar4),
        ]
        if system == .base24 {
            let shade = { (color: RGBAColor, step: Double) in
                ColorAdjustment.withLightness(color, min(max(OKLCH(color).lightness + step, 0), 1))
            }
            palette += [shade(palette[0], -0.04), shade(palette[0], -0.08)]
            palette += [0x08, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E].map { shade(palette[$0], 0.08) }
        }
        return Base16Scheme(system: system, name: name, author: author, variant: variant, palette: palette)
    }
}

extension Base16Mapping {
    /// The scheme of a token set alone, for `tokens --format base16|base24`: named "Themeswitch",
    /// the variant from the background's OKLCH lightness.
    static func scheme(of tokens: TokenSet, tokenFormat: TokenFormat) -> Base16Scheme {
        let background = tokens.color(SemanticColor.background.key) ?? RGBAColor(rgb: 0)
        return scheme(of: tokens, system: tokenFormat == .base24 ? .base24 : .base16, name: "Themeswitch", author: "themeswitch",
                      variant: OKLCH(background).lightness < 0.5 ? .dark : .light)
    }
}

private extension String {
    func trimmingSuffix(while drop: (Character) -> Bool) -> String {
        var text = Substring(self)
        while let last = text.last, drop(last) { text = text.dropLast() }
        return String(text)
    }
}
