import CAdwaita
import GObjectKit
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
    private let locks: PolicyLocks
    private var firstFrame: SignalConnection?

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
        automatic = AutomaticPage(link: link)
        accessibility = AccessibilityPage(link: link)
        themes = ThemesPage(link: link, window: window)
        programs = ProgramsPage()
        locks = PolicyLocks(environment: environment)
        appearance.register(in: locks)
        wallpaper.register(in: locks)
        automatic.register(in: locks)
        accessibility.register(in: locks)
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
            automatic.refreshSwitches()
            locks.show(status.locks)
        }
        link.onThemes = { [unowned self] list in
            appearance.show(themes: list)
            themes.show(themes: list)
            locks.apply()
        }
        link.onPresence = { [unowned self] present in notice.show(daemonPresent: present, pages: pages) }
        link.onFailure = { [unowned self] message in notice.toast(message) }
    }

    /// The names of the files offered as the wallpaper (`.png`, `.jpg`, `.jpeg`, `.webp`); the
    /// picture itself is then told by its content.
    static let pictureExtensions: Set<String> = ["png", "jpg", "jpeg", "webp"]

    /// A file handed to the app: a picture is shown on the Wallpaper page with the colors it would
    /// give, to be used with "Use Picture"; any other file is imported as a theme and the Themes
    /// page shown. What is not a picture or a theme is refused in a toast and changes nothing.
    func offer(file path: String) {
        if Self.pictureExtensions.contains(FileName.suffix(of: path)) {
            adw_preferences_window_set_visible_page(window.cast(), wallpaper.page.cast())
            wallpaper.show(picture: path)
        } else {
            adw_preferences_window_set_visible_page(window.cast(), themes.page.cast())
            themes.importFile(path)
        }
    }

    /// Shows the window and, once its first frame is drawn, starts following the daemon: the
    /// daemon's answers (the catalog, a preview per theme) then fill a window already on the screen
    /// instead of holding its first frame back.
    func present() {
        gtk_window_present(window.cast())
        guard let clock = gtk_widget_get_frame_clock(window) else { return link.start() }
        firstFrame = SignalConnection(UnsafeMutableRawPointer(clock), "after-paint") { [unowned self] in
            firstFrame?.disconnect()
            firstFrame = nil
            link.start()
        }
    }
}
