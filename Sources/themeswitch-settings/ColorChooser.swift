import CAdwaita
import GObjectKit
import ThemeCore

/// GTK's color chooser dialog (`GtkColorChooserDialog`; GTK 4.8 has no `GtkColorDialog`), opened
/// modal on the window with the recent colors as its custom palette; `onColor` gets the chosen
/// color, opaque and quantized to 8 bits a channel, only when the person confirms.
@MainActor
final class ColorChooser {
    private let dialog: Widget
    private var response: SignalConnection?
    private var keepAlive: ColorChooser?

    init(title: String, parent: Widget?, initial: RGBAColor? = nil, recent: [String] = [], onColor: @escaping @MainActor (RGBAColor) -> Void) {
        dialog = gtk_color_chooser_dialog_new(title, parent.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) })
        gtk_window_set_modal(dialog.cast(), 1)
        gtk_color_chooser_set_use_alpha(OpaquePointer(dialog), 0)
        var palette = recent.compactMap { try? RGBAColor(hex: $0) }.map {
            GdkRGBA(red: Float($0.red), green: Float($0.green), blue: Float($0.blue), alpha: 1)
        }
        if !palette.isEmpty {
            gtk_color_chooser_add_palette(OpaquePointer(dialog), GTK_ORIENTATION_HORIZONTAL, Int32(palette.count), Int32(palette.count), &palette)
        }
        if let initial {
            var rgba = GdkRGBA(red: Float(initial.red), green: Float(initial.green), blue: Float(initial.blue), alpha: 1)
            gtk_color_chooser_set_rgba(OpaquePointer(dialog), &rgba)
        }
        response = SignalConnection(dialog.object, "response", integer: { [unowned self] answer in
            if answer == GTK_RESPONSE_OK.rawValue {
                var rgba = GdkRGBA()
                gtk_color_chooser_get_rgba(OpaquePointer(dialog), &rgba)
                onColor(RGBAColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue)).quantized)
            }
            response?.disconnect()
            gtk_window_destroy(dialog.cast())
            keepAlive = nil
        })
    }

    /// Shows the dialog; it keeps itself until answered.
    func present() {
        keepAlive = self
        gtk_window_present(dialog.cast())
    }
}
