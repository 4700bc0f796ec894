/// The `simplex` dark variant's backgrounds (issue 20 §3): SimpleX's SIMPLEX theme, its
/// purple-tinted `#111528` background and `#121C37` surface (`SimplexColorPalette` in SimpleX's
/// Theme.kt), with an elevated surface a step lighter in the same hue, `#1A2443`. Each is no
/// lighter than the `dim` variant's counterpart, so light text that passes over dim passes here too.
public enum SimplexBackgrounds {
    public static let colors: [(SemanticColor, RGBAColor)] = [
        (.background, PrimitiveColors.simplexBackground), (.surface, PrimitiveColors.simplexSurface),
        (.surfaceElevated, PrimitiveColors.simplexSurfaceElevated),
    ]
}
