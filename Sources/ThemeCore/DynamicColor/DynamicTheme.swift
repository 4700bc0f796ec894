/// A whole theme from one source color (issue 22): the style's palettes, and every semantic
/// color for light and dark picked from them by tone. Tones fix luminance, so each audited pair's
/// contrast is fixed by the two tones whatever the hue: the tables below are chosen so that every
/// pair meets its minimum (docs/themes.md lists them); high contrast is the resolver's variant.
/// Status, category and avatar colors keep their shared hues turned toward the source
/// (``HueHarmony``); the terminal palette takes its six hues from them.
public struct DynamicTheme: Sendable {
    /// The source color.
    public let source: HCT
    /// The style the palettes come from.
    public let style: DynamicSchemeStyle
    /// The five palettes.
    public let palettes: DynamicPalettes
    /// Every semantic color the theme sets, per scheme.
    public let values: SemanticOverrides

    /// The theme of `source` in `style`.
    public init(source: RGBAColor, style: DynamicSchemeStyle = .tonalSpot) {
        let hct = HCT(source)
        self.source = hct
        self.style = style
        palettes = style.palettes(source: hct)
        values = SemanticOverrides(light: Self.colors(palettes, source: hct, scheme: .light),
                                   dark: Self.colors(palettes, source: hct, scheme: .dark))
    }

    /// The theme as a user theme over the blank template.
    public func userTheme(id: String, name: String) -> UserTheme {
        UserTheme(id: id, metadata: ThemeMetadata(
            name: name, description: "From \(source.color.hex) (\(style.rawValue))", tags: ["wallpaper", style.rawValue],
            category: style == .vibrant || style == .expressive ? .vibrant : .artistic),
            template: UserTheme.blankTemplate, values: values)
    }

    /// Tone of the accent: the table's, or the source's clamped into the range whose pairs pass.
    static func accentTone(_ palettes: DynamicPalettes, scheme: ColorScheme) -> Double {
        switch scheme {
        case .light: palettes.accentTone.map { min(40, max(25, $0)) } ?? 40
        case .dark: palettes.accentTone.map { min(90, max(80, $0)) } ?? 80
        }
    }

    private static func colors(_ palettes: DynamicPalettes, source: HCT, scheme: ColorScheme) -> [SemanticKey: TokenValue] {
        let light = scheme == .light
        let (neutral, variant) = (palettes.neutral, palettes.neutralVariant)
        let accentTone = accentTone(palettes, scheme: scheme)
        let accent = palettes.primary.tone(accentTone)
        let accentMuted = palettes.primary.tone(light ? 90 : 30)
        let textTertiary = variant.tone(light ? 40 : 70)
        let shimmer = neutral.tone(light ? 90 : 20)
        var colors: [SemanticColor: RGBAColor] = [
            .background: neutral.tone(light ? 98 : 6),
            .surface: neutral.tone(light ? 96 : 10),
            .surfaceElevated: neutral.tone(light ? 94 : 17),
            .surfaceSelected: palettes.secondary.tone(light ? 90 : 30),
            .textPrimary: neutral.tone(light ? 10 : 90),
            .textSecondary: variant.tone(light ? 30 : 80),
            .textTertiary: textTertiary,
            .textInverse: light ? neutral.tone(100) : palettes.primary.tone(20),
            .accent: accent,
            .accentMuted: accentMuted,
            .accentHover: palettes.primary.tone(light ? accentTone - 8 : min(95, accentTone + 5)),
            .unreadDot: palettes.tertiary.tone(light ? 40 : 80),
            .categoryPrimary: accent,
            .categoryPrimaryMuted: accentMuted,
            .categoryUncategorized: textTertiary,
            .categoryUncategorizedMuted: shimmer,
            .separator: variant.tone(light ? 80 : 30),
            .border: variant.tone(light ? 50 : 60),
            .disabled: neutral.tone(light ? 80 : 30),
            .shimmer: shimmer,
        ]
        // Shared hues turned toward the source: strong colors at tone 40 / 80 with their muted
        // backgrounds at 90 / 30 (opaque), as the accent and its muted.
        let shared = SemanticColors.base(scheme: scheme, accent: accent, accentHover: accent, highContrast: false)
        let pairs: [(SemanticColor, SemanticColor)] = [
            (.destructive, .destructiveMuted), (.success, .successMuted), (.warning, .warningMuted),
            (.categorySocial, .categorySocialMuted), (.categoryPromotions, .categoryPromotionsMuted),
            (.categoryUpdates, .categoryUpdatesMuted), (.categoryForums, .categoryForumsMuted),
        ]
        for (strong, muted) in pairs {
            let palette = harmonized(shared[strong], toward: source)
            colors[strong] = palette.tone(light ? 40 : 80)
            colors[muted] = palette.tone(light ? 90 : 30)
        }
        // The star and the avatars keep their own tones: they carry no text.
        for color in [SemanticColor.starred] + SemanticColor.avatarPalette {
            colors[color] = harmonized(shared[color], toward: source).tone(HCT(shared[color]).tone)
        }
        return Dictionary(uniqueKeysWithValues: colors.map { (SemanticKey.color($0.key), TokenValue.color($0.value.quantized)) })
    }

    private static func harmonized(_ color: RGBAColor, toward source: HCT) -> TonalPalette {
        let hct = HCT(color)
        let hue = source.chroma < 5 ? hct.hue : HueHarmony.harmonized(hct.hue, toward: source.hue)
        return TonalPalette(hue: hue, chroma: hct.chroma)
    }
}
