/// What a dimension token measures, for the formats that write units (CSS, DTCG): lengths in
/// points (CSS px), plain numbers (fractions such as `component.bubble.roundness`,
/// `wallpaper.intensity`, and the factors `motion.scale` and `typography.scale`), or angles in degrees
/// (`wallpaper.gradient.angle`). By the token, never by a suffix of its name.
public enum TokenUnit: Sendable {
    /// A length in points: CSS `px`, a DTCG `dimension` in `px`.
    case points
    /// A number without unit: CSS unitless, a DTCG `number`.
    case number
    /// An angle: CSS `deg`, a DTCG `number` of degrees (DTCG 2025.10 has no angle type).
    case degrees

    /// The unit of the dimension token `key`.
    public static func of(_ key: String) -> TokenUnit {
        if key == WallpaperTokens.gradientAngle { return .degrees }
        return unitless.contains(key) ? .number : .points
    }

    private static let unitless: Set<String> = Set(
        StyleParameter.allCases.filter { $0.maximum != nil }.map(\.key)
            + [SemanticDimension.motionScale.key, TextScaling.key, WallpaperTokens.intensity, WallpaperTokens.blur])
}
