import CAdwaita
import ThemeClient
import ThemeCore

/// The Appearance page: the style (System / Light / Dark), the dark variant, the accent, and the
/// grid of every theme, previewed on the desktop as the person moves over it.
@MainActor
final class AppearancePage {
    /// The `AdwPreferencesPage`.
    let page: Widget
    private let link: DaemonLink
    private let style: ChoiceRow<SchemePreference>
    private let darkVariant: ChoiceRow<String>
    private let accent: AccentRows
    private let grid: ThemeGrid
    private let stylePictures = StylePictures()
    private var pictured: String?
    private let preview: DesktopPreview
    private var themes: [ThemeInfo] = []
    private var scheme: ColorScheme?

    init(link: DaemonLink, window: Widget, environment: [String: String]) {
        self.link = link
        page = Controls.page("Appearance", icon: "applications-graphics-symbolic")
        style = ChoiceRow(title: "Style", choices: [(.system, "System"), (.light, "Light"), (.dark, "Dark")],
                          picture: stylePictures.picture)
        darkVariant = ChoiceRow(title: "Dark variant", choices: [("black", "Black"), ("dim", "Dim")])
        darkVariant.setSubtitle("The backgrounds of dark themes")
        let group = Controls.group("Style")
        adw_preferences_group_add(group.cast(), style.row)
        adw_preferences_group_add(group.cast(), darkVariant.row)
        adw_preferences_page_add(page.cast(), group.cast())

        accent = AccentRows(environment: environment) { window }
        let accents = Controls.group("Accent")
        accent.rows.forEach { adw_preferences_group_add(accents.cast(), $0) }
        adw_preferences_page_add(page.cast(), accents.cast())

        grid = ThemeGrid(page: page)
        preview = DesktopPreview(link: link, window: window)

        style.onChoose = { preference in link.perform { try await $0.setColorScheme(preference) } }
        darkVariant.onChoose = { variant in link.perform { try await $0.setDarkVariant(variant) } }
        accent.onChoose = { hex in
            link.perform { client in
                if let hex { try await client.setOverride("color.accent", value: hex) } else { try await client.clearOverride("color.accent") }
            }
        }
        grid.onChoose = { [unowned self] themeID in
            preview.chose(themeID)
            link.perform { try await $0.apply(themeID) }
        }
        grid.onPreview = { [unowned self] themeID in preview.begin(themeID) }
        grid.onEndPreview = { [unowned self] in preview.end() }
    }

    /// Makes `locks` grey the style, the dark variant, the accent and the theme grid when a machine
    /// policy locks them.
    func register(in locks: PolicyLocks) {
        locks.register("scheme") { [style] in [style.row] }
        locks.register("dark-variant") { [darkVariant] in [darkVariant.row] }
        locks.register("color.accent") { [accent] in accent.rows }
        locks.register("theme") { [grid] in grid.groups }
    }

    /// A sentence for the window when a typed color is refused.
    var onRefuse: (String) -> Void {
        get { accent.onRefuse }
        set { accent.onRefuse = newValue }
    }

    /// Shows the daemon's properties. While a preview runs, `ThemeId` names the previewed theme:
    /// the grid keeps marking the applied one.
    func show(_ status: ThemeStatus) {
        style.show(status.colorScheme)
        style.setSubtitle(status.colorScheme == .system ? "Following the desktop: \(status.resolvedScheme.rawValue) now"
                                                        : "\(status.colorScheme == .dark ? "Dark" : "Light"), whatever the desktop says")
        if let variant = status.darkVariant { darkVariant.show(variant) }
        if preview.previewing == nil {
            preview.applied = status.themeID
            grid.mark(status.themeID)
            showStylePictures(status.themeID)
        }
        if scheme != status.resolvedScheme {
            scheme = status.resolvedScheme
            loadPreviews()
        }
    }

    /// Shows the accent in force, after each published change.
    func showAccent() {
        link.read(quietly: true, { try await $0.overrides(appID: "") }) { [unowned self] overrides in
            accent.show(override: overrides.first { $0.key == "color.accent" && $0.appID.isEmpty && $0.context.isEmpty }?.value)
        }
    }

    /// Shows the daemon's themes.
    func show(themes list: [ThemeInfo]) {
        themes = list
        grid.show(themes: list)
        loadPreviews()
    }

    /// Draws the style pictures from `themeID`, the applied theme, in light and in dark, when it changed.
    private func showStylePictures(_ themeID: String) {
        guard themeID != pictured else { return }
        pictured = themeID
        link.read(quietly: true, { (try await $0.themeTokens(themeID, scheme: .light), try await $0.themeTokens(themeID, scheme: .dark)) }) {
            [unowned self] tokens in stylePictures.show(light: tokens.0, dark: tokens.1)
        }
    }

    /// Reads each theme's tokens in the scheme shown, for its tile.
    private func loadPreviews() {
        guard let scheme else { return }
        for theme in themes {
            link.read(quietly: true, { try await $0.themeTokens(theme.id, scheme: scheme) }) { [unowned self] tokens in
                grid.tiles[theme.id]?.show(tokens)
            }
        }
    }
}
