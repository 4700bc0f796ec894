/// The kind of look a theme has, for filtering the catalog (seed 003 Part 5).
public enum ThemeCategory: String, Sendable, CaseIterable {
    /// Clean, lots of whitespace.
    case minimal
    /// Bold colors, high contrast.
    case vibrant
    /// Pastels, gentle contrast.
    case soft
    /// Corporate, conservative.
    case professional
    /// Designer gradients, textures.
    case artistic
    /// The well-known palettes people bring from their editors and terminals (issue 21).
    case popular
}
