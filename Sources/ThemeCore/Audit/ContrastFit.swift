/// Moves foreground colors in OKLCH lightness (hue kept, away from their background) as little
/// as makes every audited pair they draw reach its minimum in a variant, with and without reduce
/// transparency. A category color carries its muted background with it (FR-CO-02). Used where a
/// theme's own values meet the shared ones: the catalog presets' seed values, and high contrast
/// over colors a user theme or layer sets.
enum ContrastFit {
    /// The foregrounds that can be fitted without touching the accent family, in fitting order.
    static let foregrounds: [SemanticColor] = [
        .textPrimary, .textSecondary, .textTertiary, .categorySocial, .categoryPromotions, .categoryUpdates,
        .categoryForums, .categoryUncategorized,
    ]

    /// Fits each of `colors` in turn against the pairs of `requirements` it draws (every audited
    /// pair by default), also with each of `alsoOver`'s colors set in place of its own (a dark
    /// variant's backgrounds); colors that already pass stay exactly as they are. A muted partner
    /// in `kept` (set by the user) stays as it is.
    static func fit(_ semantic: inout SemanticTokens, colors: [SemanticColor], scheme: ColorScheme, highContrast: Bool,
                    requirements all: [ContrastRequirement] = ContrastAudit.requirements,
                    keeping kept: Set<SemanticColor> = [], alsoOver replacements: [[(SemanticColor, RGBAColor)]] = []) {
        for color in colors {
            // Text is fitted to the theme's own backgrounds; the chat bubbles then fit themselves to the text (ChatColors).
            let drawn = all.filter { $0.foreground == color && !ChatColors.members.contains($0.background) }
            guard let first = drawn.first else { continue }
            let base = semantic
            let darker = WCAG.relativeLuminance(base[color].composited(over: base[first.background]))
                <= WCAG.relativeLuminance(base[first.background].composited(over: base[first.backdrop ?? first.background]))
            func passing(_ candidate: RGBAColor, _ requirements: [ContrastRequirement]) -> Bool {
                var trial = base
                set(candidate, as: color, in: &trial, scheme: scheme, keeping: kept)
                return ([[]] + replacements).allSatisfy { replacement in
                    var replaced = trial
                    for (background, value) in replacement { replaced[background] = value }
                    return passesBothWays(replaced, requirements, highContrast: highContrast)
                }
            }
            // In the normal variant a pair no lightness this way reaches (a background a user gave in the
            // middle) does not hold the others back, nor push the color to black or white in vain (issue 36 §1).
            let end = ColorAdjustment.withLightness(base[color], darker ? 0 : 1)
            let requirements = highContrast ? drawn : drawn.filter { passing(end, [$0]) || passing(base[color], [$0]) }
            let fitted = ColorAdjustment.minimalLightnessShift(of: base[color], darker: darker) { passing($0, requirements) }
            set(fitted, as: color, in: &semantic, scheme: scheme, keeping: kept)
        }
    }

    /// The muted background that follows a category color.
    static let mutedPartner: [SemanticColor: SemanticColor] = [
        .categoryPrimary: .categoryPrimaryMuted,
        .categorySocial: .categorySocialMuted, .categoryPromotions: .categoryPromotionsMuted,
        .categoryUpdates: .categoryUpdatesMuted, .categoryForums: .categoryForumsMuted,
    ]

    private static func set(_ value: RGBAColor, as color: SemanticColor, in semantic: inout SemanticTokens,
                            scheme: ColorScheme, keeping kept: Set<SemanticColor>) {
        semantic[color] = value
        if let muted = mutedPartner[color], !kept.contains(muted) { semantic[muted] = AccentFamily.muted(value, scheme: scheme) }
    }

    /// Whether every pair of `requirements` reaches its minimum in `semantic`, and again with
    /// reduce transparency's solid colors.
    static func passesBothWays(_ semantic: SemanticTokens, _ requirements: [ContrastRequirement], highContrast: Bool) -> Bool {
        guard passes(semantic, requirements, highContrast: highContrast) else { return false }
        var reduced = semantic
        TokenResolver.reduceTransparency(&reduced)
        return passes(reduced, requirements, highContrast: highContrast)
    }

    private static func passes(_ semantic: SemanticTokens, _ requirements: [ContrastRequirement], highContrast: Bool) -> Bool {
        requirements.allSatisfy { ($0.ratio { semantic[$0] } ?? 0) >= $0.minimum(highContrast: highContrast) }
    }
}
