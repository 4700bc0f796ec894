import CAdwaita
import ThemeClient

/// The window: an `AdwPreferencesWindow` with a page per concern, showing the daemon's state as it
/// changes and wearing the theme in force.
@MainActor
final class SettingsWindow {
    let window: Widget
    private let link: DaemonLink
    private let appearance: AppearancePage
    private let wallpaper: WallpaperPage
    private let automatic: AutomaticPage
    private let accessibility: AccessibilityPage
    private let themes: ThemesPage
    private let programs: ProgramsPage
    private let notice: DaemonNotice
    private let colors = WindowColors()

    init(application: UnsafeMutablePointer<AdwApplication>, link: DaemonLink, environment: [String: String]) {
        self.link = link
        window = adw_preferences_window_new()
        gtk_window_set_application(window.cast(), UnsafeMutableRawPointer(application).assumingMemoryBound(to: GtkApplication.self))
        gtk_window_set_title(window.cast(), "Themeswitch Settings")
        gtk_window_set_default_size(window.cast(), 760, 760)
        // libadwaita 1.2's search button has no accessible name (it reads as "GtkImage"): off.
        adw_preferences_window_set_search_enabled(window.cast(), 0)
        notice = DaemonNotice(window: window)
        appearance = AppearancePage(link: link, window: window, environment: environment)
        wallpaper = WallpaperPage(link: link, window: window)
        automatic = AutomaticPage()
        accessibility = AccessibilityPage(link: link)
        themes = ThemesPage(link: link, window: window)
        programs = ProgramsPage()
        let pages = [appearance.page, wallpaper.page, automatic.page, accessibility.page, themes.page, programs.page]
        pages.forEach { adw_preferences_window_add(window.cast(), $0.cast()) }

        let report: (String) -> Void = { [unowned self] sentence in notice.toast(sentence) }
        appearance.onRefuse = report
        wallpaper.onReport = report
        automatic.onReport = report
        programs.onReport = report
        themes.onReport = { [unowned self] sentence, button in notice.toast(sentence, timeout: button == nil ? 5 : 10, button: button) }
        link.onSnapshot = { [unowned self] snapshot in
            colors.show(snapshot)
            appearance.showAccent()
            link.read(quietly: true, { try await $0.wallpapers() }) { [unowned self] presets in
                wallpaper.show(presets: presets)
                wallpaper.show(snapshot.tokens)
            }
        }
        link.onStatus = { [unowned self] status in
            appearance.show(status)
            accessibility.show(status)
        }
        link.onThemes = { [unowned self] list in
            appearance.show(themes: list)
            themes.show(themes: list)
        }
        link.onPresence = { [unowned self] present in notice.show(daemonPresent: present, pages: pages) }
        link.onFailure = { [unowned self] message in notice.toast(message) }
    }

    /// Shows the window and starts following the daemon.
    func present() {
        gtk_window_present(window.cast())
        link.start()
    }
}
