/// How dark the dark scheme is (issue 12 §4, seed 004 §3 and §8), persisted with the settings
/// and applied whenever the resolved scheme is dark, also while following the system.
public enum DarkVariant: String, Sendable, Hashable, Codable, CaseIterable {
    /// Seed 000's AMOLED dark: a `#000000` background (the default).
    case black
    /// Dark gray backgrounds, like SimpleX's Dark theme.
    case dim
    /// SimpleX's purple-tinted dark backgrounds, its SIMPLEX theme (issue 20 §3).
    case simplex

    /// The layer the variant puts right over the base theme, under every override: dark values only.
    public var layer: SemanticOverrides {
        var layer = SemanticOverrides()
        let backgrounds = switch self {
        case .black: [(SemanticColor, RGBAColor)]()
        case .dim: DimBackgrounds.colors
        case .simplex: SimplexBackgrounds.colors
        }
        for (color, value) in backgrounds {
            // The values are constants that pass their rule; a failure would be a bug caught by the tests.
            try? layer.set(color.key, .string(value.hex), for: .dark)
        }
        return layer
    }
}
