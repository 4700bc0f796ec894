import CAdwaita
import ThemeCore

/// A small round swatch of one color (a theme's accent in the theme list).
enum ColorSwatch {
    /// A 20×20 drawing area filled with `color`; decorative, so hidden from screen readers.
    @MainActor
    static func make(_ color: RGBAColor) -> Widget {
        let area: Widget = gtk_drawing_area_new()
        gtk_drawing_area_set_content_width(area.cast(), 20)
        gtk_drawing_area_set_content_height(area.cast(), 20)
        gtk_widget_set_valign(area, GTK_ALIGN_CENTER)
        let components = UnsafeMutablePointer<Double>.allocate(capacity: 4)
        components.initialize(from: [color.red, color.green, color.blue, color.alpha], count: 4)
        gtk_drawing_area_set_draw_func(area.cast(), { _, cairo, width, height, data in
            guard let cairo, let rgba = data?.assumingMemoryBound(to: Double.self) else { return }
            let radius = Double(min(width, height)) / 2
            cairo_arc(cairo, Double(width) / 2, Double(height) / 2, radius, 0, 2 * Double.pi)
            cairo_set_source_rgba(cairo, rgba[0], rgba[1], rgba[2], rgba[3])
            cairo_fill(cairo)
        }, components, { data in
            data?.assumingMemoryBound(to: Double.self).deallocate()
        })
        return area
    }
}
