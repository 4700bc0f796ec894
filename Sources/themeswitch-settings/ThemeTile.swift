import CAdwaita
import ThemeClient
import ThemeCore

/// One theme in the grid: a toggle button with a small live preview drawn from the theme's tokens
/// (``ThemePreview``) and its name under it. The button is checked on the applied theme; its accessible name is the
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
        ThemePreview.paint(cairo, tokens, accent: theme.previewColor, width: width, height: height)
    }
}
