/// High contrast (NFR-ACC-04) for the accent: the accent moves in OKLCH lightness (darker in
/// light mode, lighter in dark; hue kept) as little as gives every audited pair that involves
/// an accent-family color its high-contrast minimum, as published and with reduce transparency;
/// the whole family is then derived from that accent (FR-BT-03).
enum HighContrastAccent {
    /// Moves the accent of `semantic`, a high-contrast semantic level, and re-derives its family.
    static func adjust(_ semantic: inout SemanticTokens, scheme: ColorScheme) {
        let base = semantic
        let accent = ColorAdjustment.minimalLightnessShift(of: base[.accent], darker: scheme == .light) { candidate in
            var trial = base
            AccentFamily.set(candidate, in: &trial, scheme: scheme)
            return passes(trial)
        }
        AccentFamily.set(accent, in: &semantic, scheme: scheme)
    }

    /// Whether every pair the accent can change reaches its high-contrast minimum in `semantic`,
    /// as published and with reduce transparency.
    static func passes(_ semantic: SemanticTokens) -> Bool {
        guard passesAsPublished(semantic) else { return false }
        var reduced = semantic
        TokenResolver.reduceTransparency(&reduced)
        return passesAsPublished(reduced)
    }

    private static func passesAsPublished(_ semantic: SemanticTokens) -> Bool {
        requirements.allSatisfy { requirement in
            (requirement.ratio { semantic[$0] } ?? 0) >= requirement.minimum(highContrast: true)
        }
    }

    /// The audited pairs the accent can change.
    private static let requirements: [ContrastRequirement] = {
        let family = Set(AccentFamily.members + [.accent])
        return ContrastAudit.requirements.filter { requirement in
            family.contains(requirement.foreground) || family.contains(requirement.background)
                || requirement.backdrop.map(family.contains) == true
        }
    }()
}
