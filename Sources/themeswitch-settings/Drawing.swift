import CAdwaita
import ThemeCore

/// A `GtkDrawingArea` drawn by a Swift closure, which the area keeps until it is finalized.
/// Drawings are decorative: the control around one carries the accessible name.
@MainActor
enum Drawing {
    /// The closure's box, released by the area's destroy notify.
    private final class Painter {
        let paint: @MainActor (OpaquePointer, Double, Double) -> Void
        init(_ paint: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) { self.paint = paint }
    }

    /// An area of `width`×`height` that `paint` draws with cairo (the context, the width, the height).
    static func area(width: Int32, height: Int32, _ paint: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) -> Widget {
        let area: Widget = gtk_drawing_area_new()
        gtk_drawing_area_set_content_width(area.cast(), width)
        gtk_drawing_area_set_content_height(area.cast(), height)
        gtk_widget_set_valign(area, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(area, GTK_ALIGN_CENTER)
        let painter = Unmanaged.passRetained(Painter(paint)).toOpaque()
        gtk_drawing_area_set_draw_func(area.cast(), { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            let painter = Unmanaged<Painter>.fromOpaque(data).takeUnretainedValue()
            // GTK draws on the main thread.
            MainActor.assumeIsolated { painter.paint(cairo, Double(width), Double(height)) }
        }, painter, { data in
            guard let data else { return }
            Unmanaged<Painter>.fromOpaque(data).release()
        })
        return area
    }

    /// A round swatch of `color`, `size` points across.
    static func swatch(_ color: RGBAColor, size: Int32 = 20) -> Widget {
        area(width: size, height: size) { cairo, width, height in
            cairo_arc(cairo, width / 2, height / 2, min(width, height) / 2, 0, 2 * Double.pi)
            setColor(cairo, color)
            cairo_fill(cairo)
        }
    }

    /// A row of round swatches, one per color.
    static func swatches(_ colors: [RGBAColor], size: Int32 = 16) -> Widget {
        let box: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)
        colors.forEach { gtk_box_append(box.cast(), swatch($0, size: size)) }
        return box
    }

    /// Sets cairo's source color.
    static func setColor(_ cairo: OpaquePointer, _ color: RGBAColor) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// A rectangle with corners of `radius`, as the current path.
    static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
