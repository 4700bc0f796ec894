/// The `dim` dark variant's backgrounds (issue 12 §4): SimpleX's Dark `#121212` background with
/// lighter surfaces over it, set over every theme's dark scheme. Here, in ThemeCore, so a theme
/// that sets its own text colors can be fitted to them too (``Base16Mapping``).
public enum DimBackgrounds {
    public static let colors: [(SemanticColor, RGBAColor)] = [
        (.background, PrimitiveColors.dimBackground), (.surface, PrimitiveColors.dimSurface),
        (.surfaceElevated, PrimitiveColors.dimSurfaceElevated),
    ]
}
