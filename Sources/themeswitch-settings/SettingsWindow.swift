import CAdwaita
import ThemeClient

/// The window: an `AdwPreferencesWindow` with the Appearance and Accessibility pages, showing the
/// daemon's state as it changes.
@MainActor
final class SettingsWindow {
    let window: Widget
    private let link: DaemonLink
    private let appearance: AppearancePage
    private let accessibility: AccessibilityPage
    private let notice: DaemonNotice

    init(application: UnsafeMutablePointer<AdwApplication>, link: DaemonLink) {
        self.link = link
        window = adw_preferences_window_new()
        gtk_window_set_application(window.cast(), UnsafeMutableRawPointer(application).assumingMemoryBound(to: GtkApplication.self))
        gtk_window_set_title(window.cast(), "Themeswitch Settings")
        gtk_window_set_default_size(window.cast(), 640, 720)
        // libadwaita 1.2's search button has no accessible name (it reads as "GtkImage"): off.
        adw_preferences_window_set_search_enabled(window.cast(), 0)
        appearance = AppearancePage(link: link)
        accessibility = AccessibilityPage(link: link)
        adw_preferences_window_add(window.cast(), appearance.page.cast())
        adw_preferences_window_add(window.cast(), accessibility.page.cast())
        notice = DaemonNotice(window: window)

        link.onStatus = { [unowned self] status in
            appearance.show(status)
            accessibility.show(status)
            // The window itself is light or dark as the daemon resolves it (no portal needed).
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(),
                                               status.resolvedScheme == .dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
        }
        link.onThemes = { [unowned self] themes in appearance.show(themes: themes) }
        link.onPresence = { [unowned self] present in
            notice.show(daemonPresent: present, pages: [appearance.page, accessibility.page])
        }
        link.onFailure = { [unowned self] message in notice.toast(message) }
    }

    /// Shows the window and starts following the daemon.
    func present() {
        gtk_window_present(window.cast())
        link.start()
    }
}
