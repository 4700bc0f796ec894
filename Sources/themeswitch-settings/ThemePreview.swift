import CAdwaita
import ThemeClient
import ThemeCore

/// A theme drawn small from its tokens, as the theme grid's tiles and the style pictures show it:
/// its background, a surface card with two lines of text, and the accent as a button and a dot.
@MainActor
enum ThemePreview {
    /// Paints `tokens` (a theme in one scheme) into `width`×`height`; before the tokens have
    /// arrived, a neutral grey with `accent`.
    static func paint(_ cairo: OpaquePointer, _ tokens: ThemeTokens?, accent fallback: RGBAColor, width: Double, height: Double) {
        let colors = tokens?.color
        let background = colors?.background ?? RGBAColor(rgb: 0x808080)
        let primary = colors?.textPrimary ?? RGBAColor(rgb: 0x202020)
        let accent = colors?.accent ?? fallback
        Drawing.roundedRectangle(cairo, x: 0.5, y: 0.5, width: width - 1, height: height - 1, radius: 8)
        Drawing.setColor(cairo, background)
        cairo_fill_preserve(cairo)
        Drawing.setColor(cairo, colors?.border ?? background)
        cairo_set_line_width(cairo, 1)
        cairo_stroke(cairo)
        Drawing.roundedRectangle(cairo, x: 10, y: 10, width: width - 20, height: height - 20, radius: min(tokens?.shape.medium ?? 8, 10))
        Drawing.setColor(cairo, colors?.surface ?? background)
        cairo_fill(cairo)
        Drawing.setColor(cairo, primary)
        cairo_rectangle(cairo, 18, 18, width * 0.45, 6)
        cairo_fill(cairo)
        Drawing.setColor(cairo, colors?.textSecondary ?? primary)
        cairo_rectangle(cairo, 18, 30, width * 0.3, 4)
        cairo_fill(cairo)
        Drawing.setColor(cairo, accent)
        Drawing.roundedRectangle(cairo, x: 18, y: height - 28, width: width * 0.35, height: 12, radius: 6)
        cairo_fill(cairo)
        cairo_arc(cairo, width - 24, height - 22, 6, 0, 2 * Double.pi)
        cairo_fill(cairo)
    }
}
