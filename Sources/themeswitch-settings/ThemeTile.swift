import CAdwaita
import ThemeClient
import ThemeCore

/// One theme in the grid: a toggle button with a small live preview drawn from the theme's tokens
/// (its background, a surface card with two lines of text, the accent as a button and a dot) and
/// its name under it. The button is checked on the applied theme; its accessible name is the
/// theme's display name.
@MainActor
final class ThemeTile {
    let theme: ThemeInfo
    /// The `GtkToggleButton`.
    let button: Widget
    private var drawing: Widget?
    private var tokens: ThemeTokens?

    init(_ theme: ThemeInfo) {
        self.theme = theme
        button = gtk_toggle_button_new()
        gtk_widget_add_css_class(button, "flat")
        let box: Widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        let label: Widget = gtk_label_new(theme.displayName)
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(label.opaque, 14)
        let drawing = Drawing.area(width: 120, height: 72) { [weak self] cairo, width, height in
            self?.paint(cairo, width: width, height: height)
        }
        self.drawing = drawing
        gtk_box_append(box.cast(), drawing)
        gtk_box_append(box.cast(), label)
        gtk_button_set_child(button.cast(), box)
        button.setAccessibleLabel(theme.displayName)
        gtk_widget_set_tooltip_text(button, theme.displayName)
    }

    /// Draws the preview from `tokens` (the theme in the scheme shown).
    func show(_ tokens: ThemeTokens) {
        self.tokens = tokens
        if let drawing { gtk_widget_queue_draw(drawing) }
    }

    private func paint(_ cairo: OpaquePointer, width: Double, height: Double) {
        let colors = tokens?.color
        let background = colors?.background ?? RGBAColor(rgb: 0x808080)
        let primary = colors?.textPrimary ?? RGBAColor(rgb: 0x202020)
        let accent = colors?.accent ?? theme.previewColor
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
