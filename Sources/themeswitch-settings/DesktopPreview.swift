import CAdwaita
import GObjectKit

/// Previews a theme on the whole desktop while the person points at it or moves the focus onto it
/// in the grid, as `themeswitch pick` does (`PreviewTheme`); Escape, or leaving the grid, ends the
/// preview (`EndPreview`) and the applied theme shows again. The daemon ends a preview by itself
/// when this app leaves the bus.
@MainActor
final class DesktopPreview {
    /// How long one preview lasts unless renewed or ended, in seconds.
    private static let seconds: UInt32 = 600
    private let link: DaemonLink
    private var escape: SignalConnection?
    /// The theme previewed now.
    private(set) var previewing: String?
    /// The applied theme, which needs no preview.
    var applied: String?

    /// Escape in `window` ends a running preview (and does nothing else then).
    init(link: DaemonLink, window: Widget) {
        self.link = link
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, keys)
        escape = SignalConnection.answering(UnsafeMutableRawPointer(keys), "key-pressed") { [unowned self] in
            guard previewing != nil, let event = gtk_event_controller_get_current_event(keys),
                  gdk_key_event_get_keyval(event) == UInt32(GDK_KEY_Escape) else { return false }
            end()
            return true
        }
    }

    /// Shows `themeID` on the desktop, unless it is the applied theme or already shown.
    func begin(_ themeID: String) {
        guard themeID != previewing else { return }
        guard themeID != applied else { return end() }
        previewing = themeID
        link.perform(quietly: true) { try await $0.previewTheme(themeID, seconds: Self.seconds) }
    }

    /// Ends the preview, if one runs.
    func end() {
        guard previewing != nil else { return }
        previewing = nil
        link.perform(quietly: true) { try await $0.endPreview() }
    }

    /// The person chose a theme: it is applied, so no preview runs any more.
    func chose(_ themeID: String) {
        previewing = nil
        applied = themeID
    }
}
