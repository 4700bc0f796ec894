/// The wallpaper layer (issue 12 §5, seed 004 §6): the colors a preset gives the palette of one
/// theme in one scheme, and the text opacity they need to keep every pair readable.
///
/// The rule, for preset P, theme T and scheme S:
/// 1. **Palette.** The table's palette of P for S (``WallpaperPreset/palette(_:)``, SimpleX's
///    values) is `default`'s. Every other theme — built-in or user — has no table entry and turns
///    each color's OKLCH hue 25 % of the way toward its own accent's hue in S, lightness and
///    chroma kept (grays stay gray), so a forest theme's cats are a little greener.
/// 2. **Background.** `color.background` becomes the palette's background, mixed (in linear
///    light) into the background below the layer at the strongest of 100 %, 75 %, 50 % and 25 %
///    at which every audited pair on the background that meets its minimum below the layer still
///    meets it (``ContrastAudit``, with the variant's accessibility flags; a pair the layers below
///    already fail, e.g. through a global override, does not hold the tint back; in high contrast
///    the accent's pairs are left to the final step, which moves the accent over the new
///    background); where none does, the layer sets nothing.
/// 3. **Text.** At each strength, translucent `textSecondary` and `textTertiary` are first made
///    more opaque, 5 % at a time, as far as their pairs on the new background need (never less
///    opaque than below the layer, so their other pairs only gain).
/// 4. **Chat bubbles.** The palette's bubble colors (SimpleX's preset message colors, turned like
///    the rest) replace the derived `color.chat.*` bubbles, each only where `textPrimary` and
///    `textSecondary` on it still reach their minimums; the chat title follows the new background.
enum WallpaperTints {
    /// How far other themes' palettes turn toward their accent's hue.
    static let hueTurn = 0.25

    /// The strengths tried, strongest first; when none passes the layer sets nothing.
    static let strengths: [Double] = [1, 0.75, 0.5, 0.25]

    /// How much opacity a text color gains per step.
    static let opacityStep = 0.05

    /// The audited pairs drawn on (or over) the background, but for the toolkit colors', which the
    /// resolver fits to the tinted background when it applies the layer (``ToolkitColors``), and the
    /// chat title's, derived again over the new background (``ChatColors``).
    static let requirements = ContrastAudit.requirements.filter { requirement in
        (requirement.background == .background || requirement.backdrop == .background)
            && !ToolkitColors.fitted.contains(requirement.foreground) && !ChatColors.members.contains(requirement.foreground)
    }

    /// Each chat bubble with the audited text pairs on it.
    static let bubblePairs: [(color: SemanticColor, pairs: [ContrastRequirement])] = ChatColors.bubbles.map { bubble in
        (bubble.color, ContrastAudit.requirements.filter { $0.background == bubble.color })
    }

    /// The same in high contrast: without the accent's pairs, which the resolver's final high-contrast
    /// step settles by moving the accent over the new background (``HighContrastAccent``).
    static let highContrastRequirements = requirements.filter { $0.foreground != .accent }

    /// The translucent text colors the layer may make more opaque, each with its pairs on the background.
    static let adjustableText: [(color: SemanticColor, pairs: [ContrastRequirement])] = [.textSecondary, .textTertiary].map { text in
        (text, requirements.filter { $0.foreground == text })
    }

    /// The palette of `preset` for a theme: the table's for `default`, else turned toward `accent`.
    static func palette(_ preset: WallpaperPreset, themeID: String, accent: RGBAColor, scheme: ColorScheme) -> WallpaperPalette {
        let table = preset.palette(scheme)
        return themeID == ThemeRegistry.defaultThemeID ? table : table.turned(toward: OKLCH(accent).hue, by: hueTurn)
    }

    /// The values the wallpaper layer sets over `lower` (the semantic values below it) with the
    /// theme's `palette` of the preset, and the pattern's tint.
    static func layer(_ palette: WallpaperPalette, lower: SemanticTokens,
                      accessibility: AccessibilityFlags) -> (values: [SemanticKey: TokenValue], tint: RGBAColor) {
        let below = audited(lower, accessibility)
        let checked = accessibility.highContrast ? highContrastRequirements : requirements
        let held = checked.filter { ContrastAudit.passes(below, highContrast: accessibility.highContrast, requirements: [$0]) }
        let adjustable = adjustableText.map { text, pairs in (text, pairs.filter(held.contains)) }
        for strength in strengths {
            var candidate = lower
            candidate[.background] = mix(lower[.background], palette.background, strength)
            var values: [SemanticKey: TokenValue] = [.color(.background): .color(candidate[.background])]
            for (text, kept) in adjustable {
                while candidate[text].alpha < 1,
                      !ContrastAudit.passes(audited(candidate, accessibility), highContrast: accessibility.highContrast, requirements: kept) {
                    candidate[text] = candidate[text].withAlpha(min(1, candidate[text].alpha + opacityStep)).quantized
                    values[.color(text)] = .color(candidate[text])
                }
            }
            if ContrastAudit.passes(audited(candidate, accessibility), highContrast: accessibility.highContrast, requirements: held) {
                // SimpleX's bubbles for the preset, each where the text on it still reaches its minimum.
                for ((bubble, pairs), color) in zip(bubblePairs, palette.bubbles) {
                    var trial = candidate
                    trial[bubble] = color
                    if ContrastAudit.passes(audited(trial, accessibility), highContrast: accessibility.highContrast, requirements: pairs) {
                        values[.color(bubble)] = .color(color)
                    }
                }
                return (values, palette.tint)
            }
        }
        return ([:], palette.tint)
    }

    /// `semantic` as it is published and audited: with reduce transparency, translucent colors made solid.
    private static func audited(_ semantic: SemanticTokens, _ accessibility: AccessibilityFlags) -> SemanticTokens {
        guard accessibility.reduceTransparency else { return semantic }
        var solid = semantic
        TokenResolver.reduceTransparency(&solid)
        return solid
    }

    /// `from` moved `amount` of the way to `to` in linear light, quantized; alpha from `to`.
    private static func mix(_ from: RGBAColor, _ to: RGBAColor, _ amount: Double) -> RGBAColor {
        if amount == 1 { return to }
        let start = LinearSRGB(from), end = LinearSRGB(to)
        return LinearSRGB(
            red: start.red + (end.red - start.red) * amount, green: start.green + (end.green - start.green) * amount,
            blue: start.blue + (end.blue - start.blue) * amount
        ).rgba(alpha: to.alpha).quantized
    }
}
