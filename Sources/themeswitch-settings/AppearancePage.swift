import CAdwaita
import ThemeClient

/// The Appearance page: the style (System / Light / Dark), the dark variant, and the theme list.
@MainActor
final class AppearancePage {
    /// The `AdwPreferencesPage`.
    let page: Widget
    private let style: ChoiceRow<SchemePreference>
    private let darkVariant: ChoiceRow<String>
    private let themes: ThemeList

    init(link: DaemonLink) {
        page = adw_preferences_page_new()
        adw_preferences_page_set_title(page.cast(), "Appearance")
        adw_preferences_page_set_icon_name(page.cast(), "applications-graphics-symbolic")
        style = ChoiceRow(title: "Style", choices: [(.system, "System"), (.light, "Light"), (.dark, "Dark")])
        darkVariant = ChoiceRow(title: "Dark variant", choices: [("black", "Black"), ("dim", "Dim")])
        darkVariant.setSubtitle("The backgrounds of dark themes")
        let group: Widget = adw_preferences_group_new()
        adw_preferences_group_set_title(group.cast(), "Style")
        adw_preferences_group_add(group.cast(), style.row)
        adw_preferences_group_add(group.cast(), darkVariant.row)
        adw_preferences_page_add(page.cast(), group.cast())
        themes = ThemeList(page: page)

        style.onChoose = { preference in link.perform { try await $0.setColorScheme(preference) } }
        darkVariant.onChoose = { variant in link.perform { try await $0.setDarkVariant(variant) } }
        themes.onChoose = { themeID in link.perform { try await $0.apply(themeID) } }
    }

    /// Shows the daemon's properties.
    func show(_ status: ThemeStatus) {
        style.show(status.colorScheme)
        style.setSubtitle(status.colorScheme == .system ? "Following the desktop: \(status.resolvedScheme.rawValue) now"
                                                        : "\(status.colorScheme == .dark ? "Dark" : "Light"), whatever the desktop says")
        if let variant = status.darkVariant { darkVariant.show(variant) }
        themes.mark(status.themeID)
    }

    /// Shows the daemon's themes.
    func show(themes list: [ThemeInfo]) {
        themes.show(themes: list)
    }
}
