import ImageDecoding
import ThemeCore

/// The colors a picture would give the theme, per dynamic-color style (issue 22), worked out here
/// before the picture is chosen so that the styles can be shown as swatches: the picture's best
/// source color, and for each style its primary, secondary and tertiary accents.
struct PictureColors: Sendable {
    let path: String
    /// The best candidate source color.
    let source: RGBAColor
    /// Per style, in `DynamicSchemeStyle`'s order: three accents (tone 40 of each accent palette).
    let styles: [(style: DynamicSchemeStyle, swatches: [RGBAColor])]

    /// Reads the picture at `path` (PNG, JPEG or WebP); a one-sentence failure when it is none.
    static func load(_ path: String) throws(ImageDecodeError) -> PictureColors {
        let candidates = ImageColors(pixels: try ImageFile.pixels(at: path)).candidates
        let source = candidates.first?.color ?? ImageColors.fallback
        let styles = DynamicSchemeStyle.allCases.map { style in
            let palettes = DynamicTheme(source: source, style: style).palettes
            return (style, [palettes.primary.tone(40), palettes.secondary.tone(40), palettes.tertiary.tone(40)])
        }
        return PictureColors(path: path, source: source, styles: styles)
    }
}
