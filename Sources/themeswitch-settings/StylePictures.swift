import CAdwaita
import ThemeClient
import ThemeCore

/// The pictures of the style choices, drawn from the applied theme: Light in its light colors,
/// Dark in its dark ones, System split across the two, as GNOME Settings shows its style choices.
@MainActor
final class StylePictures {
    private var light: ThemeTokens?
    private var dark: ThemeTokens?
    private var areas: [Widget] = []
    private static let width: Int32 = 96, height: Int32 = 60

    /// The picture for `preference`.
    func picture(_ preference: SchemePreference) -> Widget {
        let area = Drawing.area(width: Self.width, height: Self.height) { [weak self] cairo, width, height in
            guard let self else { return }
            let grey = RGBAColor(rgb: 0x808080)
            switch preference {
            case .light: ThemePreview.paint(cairo, light, accent: grey, width: width, height: height)
            case .dark: ThemePreview.paint(cairo, dark, accent: grey, width: width, height: height)
            case .system:
                ThemePreview.paint(cairo, light, accent: grey, width: width, height: height)
                // The dark half, below the diagonal from the top right to the bottom left.
                cairo_move_to(cairo, width, 0)
                cairo_line_to(cairo, width, height)
                cairo_line_to(cairo, 0, height)
                cairo_close_path(cairo)
                cairo_clip(cairo)
                ThemePreview.paint(cairo, dark, accent: grey, width: width, height: height)
                cairo_reset_clip(cairo)
            }
        }
        areas.append(area)
        return area
    }

    /// Draws the pictures from the applied theme's tokens in each scheme.
    func show(light: ThemeTokens, dark: ThemeTokens) {
        self.light = light
        self.dark = dark
        areas.forEach { gtk_widget_queue_draw($0) }
    }
}
