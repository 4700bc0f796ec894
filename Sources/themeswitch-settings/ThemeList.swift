import CAdwaita
import GObjectKit
import ThemeClient

/// Every theme the daemon knows, one preferences group per category (built-ins by their catalog
/// category, then the user's own), each theme a row with a toggle button (one of a group, as radio buttons
/// are); the applied one is marked with a check, and choosing another applies it.
@MainActor
final class ThemeList {
    private let page: Widget
    private var groups: [Widget] = []
    private var rows: [String: Widget] = [:]
    private var connections: [SignalConnection] = []
    private var showing = false
    private var applied: String?
    /// Called with the id of the theme the person chose.
    var onChoose: (String) -> Void = { _ in }

    /// Groups go at the end of `page`, an `AdwPreferencesPage`.
    init(page: Widget) {
        self.page = page
    }

    /// Shows `themes`, replacing what was shown.
    func show(themes: [ThemeInfo]) {
        connections.forEach { $0.disconnect() }
        connections = []
        groups.forEach { adw_preferences_page_remove(page.cast(), $0.cast()) }
        groups = []
        rows = [:]
        var radioGroup: Widget?
        for (title, members) in Self.sections(themes) {
            let group: Widget = adw_preferences_group_new()
            adw_preferences_group_set_title(group.cast(), title)
            for theme in members {
                // A toggle button, not a check button: GTK 4.8 gives check buttons no accessible action.
                let button: Widget = gtk_toggle_button_new()
                let mark: Widget = gtk_image_new_from_icon_name("object-select-symbolic")
                gtk_button_set_child(button.cast(), mark)
                gtk_widget_add_css_class(button, "circular")
                gtk_widget_add_css_class(button, "flat")
                gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
                gtk_widget_set_opacity(mark, 0)
                if let radioGroup { gtk_toggle_button_set_group(button.cast(), radioGroup.cast()) } else { radioGroup = button }
                let row: Widget = adw_action_row_new()
                adw_preferences_row_set_title(row.cast(), theme.displayName)
                adw_action_row_set_subtitle(row.cast(), theme.id)
                adw_action_row_add_prefix(row.cast(), button)
                adw_action_row_add_suffix(row.cast(), ColorSwatch.make(theme.previewColor))
                adw_action_row_set_activatable_widget(row.cast(), button)
                adw_preferences_group_add(group.cast(), row)
                rows[theme.id] = button
                connections.append(SignalConnection(button.object, "toggled") { [unowned self] in
                    let active = gtk_toggle_button_get_active(button.cast()) != 0
                    gtk_widget_set_opacity(mark, active ? 1 : 0)
                    guard !showing, active else { return }
                    onChoose(theme.id)
                })
            }
            adw_preferences_page_add(page.cast(), group.cast())
            groups.append(group)
        }
        if let applied { mark(applied) }
    }

    /// Marks `themeID` as the applied theme, without calling ``onChoose``.
    func mark(_ themeID: String) {
        applied = themeID
        guard let button = rows[themeID] else { return }
        showing = true
        defer { showing = false }
        gtk_toggle_button_set_active(button.cast(), 1)
    }

    /// The sections in order: each catalog category that has built-ins, built-ins of no category,
    /// then the user's themes; within each, the daemon's order.
    static func sections(_ themes: [ThemeInfo]) -> [(title: String, themes: [ThemeInfo])] {
        let builtIn = themes.filter(\.isBuiltIn)
        var sections = ThemeCategory.allCases.map { category in
            (title: category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst(),
             themes: builtIn.filter { $0.category == category })
        }
        sections.append((title: "Other", themes: builtIn.filter { $0.category == nil }))
        sections.append((title: "Your themes", themes: themes.filter { !$0.isBuiltIn }))
        return sections.filter { !$0.themes.isEmpty }
    }
}
