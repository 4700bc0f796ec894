/// The wallpaper's colors taken as the theme's (issue 22, `wallpaper set --image FILE --dynamic`):
/// the source color the daemon extracted from the image, the style, and the whole semantic color
/// set built from them, applied as the wallpaper layer (over the global overrides, under per-app
/// ones). Stored with the settings as the source and style, so a restart needs no decoding.
public struct WallpaperDynamicColors: Sendable, Hashable {
    /// The source color picked from the image.
    public let source: RGBAColor
    /// The scheme style.
    public let style: DynamicSchemeStyle
    /// The semantic colors for light and dark.
    public let values: SemanticOverrides

    /// The colors of `source` in `style`.
    public init(source: RGBAColor, style: DynamicSchemeStyle) {
        self.source = source.quantized
        self.style = style
        values = DynamicTheme(source: self.source, style: style).values
    }

}
