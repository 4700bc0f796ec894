import CAdwaita
import GObjectKit

/// Says in the window that the daemon is away, for as long as it is: a toast that stays until the
/// daemon answers again; then a short one says it is back. libadwaita 1.2 has no banner.
@MainActor
final class DaemonNotice {
    private let window: Widget
    private var away: OpaquePointer?
    private var buttonConnections: [SignalConnection] = []

    /// Toasts go to `window`, an `AdwPreferencesWindow`.
    init(window: Widget) {
        self.window = window
    }

    /// Shows or withdraws the notice; the pages cannot be used while the daemon is away.
    func show(daemonPresent present: Bool, pages: [Widget]) {
        pages.forEach { gtk_widget_set_sensitive($0, present ? 1 : 0) }
        if present {
            guard let away else { return }
            adw_toast_dismiss(away)
            g_object_unref(UnsafeMutableRawPointer(away))
            self.away = nil
            toast("The theme daemon is back", timeout: 3)
        } else if away == nil {
            let notice = toast("The theme daemon is not running; changes wait until it is back", timeout: 0)
            g_object_ref(UnsafeMutableRawPointer(notice))
            away = notice
        }
    }

    /// Shows `title` for `timeout` seconds (0: until dismissed), with a button (such as "Undo")
    /// that runs its action once, if given.
    @discardableResult
    func toast(_ title: String, timeout: UInt32 = 5, button: (label: String, action: @MainActor () -> Void)? = nil) -> OpaquePointer {
        let toast: OpaquePointer = adw_toast_new(title)
        adw_toast_set_timeout(toast, timeout)
        if let button {
            adw_toast_set_button_label(toast, button.label)
            buttonConnections = buttonConnections.filter(\.isConnected)
            buttonConnections.append(SignalConnection(UnsafeMutableRawPointer(toast), "button-clicked", button.action))
        }
        adw_preferences_window_add_toast(window.cast(), toast)
        return toast
    }
}
