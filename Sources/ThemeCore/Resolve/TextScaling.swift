/// Seed 000's Dynamic Type (FR-TY-03, NFR-ACC-02) for token sets: every `typography.*` size is
/// multiplied by the text scale in force (the desktop's text size or the user's own), the
/// heights that hold a line of text grow with it, and `typography.scale` carries the factor.
public enum TextScaling {
    /// `typography.scale`: the factor the set's text sizes are scaled by, 1 at the seed's sizes.
    public static let key = "typography.scale"
    /// The factors accepted: GNOME's own range for `text-scaling-factor`.
    public static let range: ClosedRange<Double> = 0.5...3.0
    /// The heights that hold a line of text (buttons' and rows' minimum, the search field, the tab
    /// bar). They grow with a factor above 1 and never shrink below the seed's values, so touch
    /// targets stay at least 44 pt; paddings and gaps between elements keep their values.
    public static let textHeights: [SemanticDimension] = [.touchMinimum, .searchBarHeight, .bottomTabHeight]

    /// `factor` within ``range``; a factor that is not a number is 1.
    public static func clamped(_ factor: Double) -> Double {
        factor.isNaN ? 1 : min(max(factor, range.lowerBound), range.upperBound)
    }

    /// One text length (a font size) at `factor`, to 1/100 pt: the one function every scaled
    /// text measure goes through.
    public static func scaled(_ length: Double, by factor: Double) -> Double {
        (length * factor * 100).rounded() / 100
    }

    /// Scales `semantic`'s text sizes and text heights by `factor` (clamped to ``range``).
    static func apply(_ factor: Double, to semantic: inout SemanticTokens) {
        let factor = clamped(factor)
        guard factor != 1 else { return }
        for role in TypographyRole.allCases {
            semantic[role].size = scaled(semantic[role].size, by: factor)
        }
        let growth = max(factor, 1)
        for dimension in textHeights {
            semantic[dimension] = scaled(semantic[dimension], by: growth)
        }
    }
}
