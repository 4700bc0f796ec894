/// Issue 40 §1: a theme from a terminal scheme (kitty, Alacritty, Ghostty, iTerm2, Windows
/// Terminal; docs/themes.md "Terminal schemes"). The scheme's 16 ANSI colors, foreground,
/// background, cursor and selection are the theme's `terminal.*` tokens exactly, in the variant
/// the scheme is (``UserTheme/terminalScheme``). The rest of the theme is the scheme's Base16
/// equivalent, fitted as a popular palette is (``Base16Mapping/fitted(_:scheme:)``), the other
/// variant derived from it:
///
/// | slot | from the scheme |
/// |---|---|
/// | base00 | the background |
/// | base01 | the background 0.03 darker in OKLCH lightness in a dark scheme (lighter in a light one): away from the text, so a surface never lowers its contrast |
/// | base02 | the selection when the file names one the foreground reaches 4.5:1 on, else the background 0.10 towards the foreground |
/// | base03, base04 | color8 (bright black) when it lies on the text's side of the background (lighter in a dark scheme), else the OKLab midpoint of background and foreground; and its midpoint with the foreground |
/// | base05, base06, base07 | the foreground, color7, color15 |
/// | base08, base0A, base0B, base0C, base0E | color1, 3, 2, 6, 5 (red, yellow, green, cyan, magenta) |
/// | base09, base0F | the OKLab midpoints of red and yellow (an orange), of red and magenta |
/// | base0D | the accent (below) |
///
/// The accent is the one the file names apart from the cursor, when it does (Omarchy's `accent`,
/// Tinted8's `ui.accent`, COSMIC's `accent`); else the cursor color when the file names one that
/// is a color (OKLCH chroma at least 0.05, not a gray) and stands out on the background (3:1);
/// else the selection color by the same test; else the scheme's blue (color4). So a scheme
/// written from a theme (whose cursor or accent is its accent) gives that accent back.
public enum TerminalSchemeMapping {
    /// The tag a theme made from a terminal scheme carries.
    public static let tag = "terminal"
    /// The least OKLCH chroma a cursor or selection color needs to be the accent.
    public static let accentChroma = 0.05
    /// The least contrast on the background a cursor or selection color needs to be the accent.
    static let accentContrast = 3.0

    /// The accent a scheme gives its theme (see the type's rule).
    public static func accent(of scheme: TerminalScheme) -> RGBAColor {
        if let named = scheme.accent { return named }
        let candidates = [scheme.cursor, scheme.selectionBackground].compactMap { $0 }
        return candidates.first { color in
            OKLCH(color).chroma >= accentChroma && WCAG.contrastRatio(color, scheme.background) >= accentContrast
        } ?? scheme.ansi[4]
    }

    /// The OKLab midpoint of two colors, quantized.
    static func midpoint(_ first: RGBAColor, _ second: RGBAColor) -> RGBAColor {
        let (a, b) = (OKLab(LinearSRGB(first)), OKLab(LinearSRGB(second)))
        return OKLCH(OKLab(l: (a.l + b.l) / 2, a: (a.a + b.a) / 2, b: (a.b + b.b) / 2)).rgba().quantized
    }

    /// The scheme's Base16 equivalent, by the type's table.
    public static func base16(of scheme: TerminalScheme) -> Base16Scheme {
        let (background, foreground, ansi) = (scheme.background, scheme.foreground, scheme.ansi)
        let dark = scheme.variant == .dark
        func shifted(_ color: RGBAColor, _ step: Double) -> RGBAColor {
            ColorAdjustment.withLightness(color, min(max(OKLCH(color).lightness + step, 0), 1)).quantized
        }
        let selection = scheme.selectionBackground.flatMap { color in
            WCAG.contrastRatio(foreground, color) >= 4.5 ? color : nil
        } ?? shifted(background, dark ? 0.10 : -0.10)
        let onTextSide = (OKLCH(ansi[8]).lightness > OKLCH(background).lightness) == dark
        let tertiary = onTextSide ? ansi[8] : midpoint(background, foreground)
        let palette = [
            background, shifted(background, dark ? -0.03 : 0.03), selection, tertiary, midpoint(tertiary, foreground), foreground,
            ansi[7], ansi[15], ansi[1], midpoint(ansi[1], ansi[3]), ansi[3], ansi[2], ansi[6], accent(of: scheme), ansi[5],
            midpoint(ansi[1], ansi[5]),
        ]
        return Base16Scheme(system: .base16, name: scheme.name, author: "", variant: scheme.variant, palette: palette)
    }

    /// The values a terminal scheme's import sets: each variant's Base16 equivalent fitted (the
    /// variant the scheme is not derived from it), and how many colors the fit moved in its own variant.
    static func importedValues(_ scheme: TerminalScheme) -> (values: SemanticOverrides, fitted: Int) {
        let equivalent = base16(of: scheme)
        let given = scheme.variant
        let own = Base16Mapping.fitted(equivalent.palette, scheme: given)
        let derived = Base16Mapping.fitted(Base16Mapping.derived(equivalent).palette, scheme: given == .dark ? .light : .dark)
        let values = given == .dark ? SemanticOverrides(light: derived.values, dark: own.values)
            : SemanticOverrides(light: own.values, dark: derived.values)
        return (values, own.moves.count)
    }

    /// The user theme a terminal scheme makes, and how many of its derived colors the fit moved.
    public static func userTheme(_ scheme: TerminalScheme) -> (theme: UserTheme, fitted: Int) {
        let (values, fitted) = importedValues(scheme)
        let other: ColorScheme = scheme.variant == .dark ? .light : .dark
        let metadata = ThemeMetadata(name: scheme.name, tags: [tag, Base16Mapping.derivedTag(other)], category: .popular)
        let theme = UserTheme(id: ThemeID.slug(from: scheme.name, taken: []), metadata: metadata, template: UserTheme.blankTemplate,
                              values: values, terminalScheme: scheme)
        return (theme, fitted)
    }

    /// The colors of `theme` in `scheme` that are the user's own, for a theme imported from a
    /// terminal scheme: the background of the scheme's variant, and every color changed since the
    /// import; the engine fits the others (``DerivedColorFit``). `nil` for any other theme.
    static func userColors(of theme: UserTheme, scheme: ColorScheme) -> Set<SemanticColor>? {
        guard let terminal = theme.terminalScheme else { return nil }
        let imported = importedValues(terminal).values[scheme]
        var own = Set(theme.values[scheme].compactMap { key, value -> SemanticColor? in
            guard case .color(let color) = key, imported[key] != value else { return nil }
            return color
        })
        if scheme == terminal.variant { own.insert(.background) }
        return own
    }
}
