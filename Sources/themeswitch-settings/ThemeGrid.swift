import CAdwaita
import GObjectKit
import ThemeClient
import ThemeCore

/// Every theme the daemon knows as a grid of live previews, one preferences group per category
/// (built-ins by their catalog category, then the user's own). The tiles are toggle buttons of one
/// group, as radio buttons are: the applied theme's is checked, and choosing another applies it.
/// Pointing at a tile or moving the keyboard focus onto it asks for a preview (``onPreview``);
/// leaving the grid ends it (``onEndPreview``).
@MainActor
final class ThemeGrid {
    private static let columns: Int32 = 4
    private let page: Widget
    /// The preferences groups, one per category.
    private(set) var groups: [Widget] = []
    private(set) var tiles: [String: ThemeTile] = [:]
    private var connections: [SignalConnection] = []
    private var showing = false
    private var applied: String?
    /// Called with the id of the theme the person chose.
    var onChoose: (String) -> Void = { _ in }
    /// Called with the id of the theme pointed at or focused.
    var onPreview: (String) -> Void = { _ in }
    /// Called when neither the pointer nor the focus is on a tile any more.
    var onEndPreview: () -> Void = {}

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
        tiles = [:]
        var radioGroup: Widget?
        for (title, members) in Self.sections(themes) {
            let group = Controls.group(title)
            let grid: Widget = gtk_grid_new()
            gtk_grid_set_column_spacing(grid.cast(), 6)
            gtk_grid_set_row_spacing(grid.cast(), 6)
            gtk_grid_set_column_homogeneous(grid.cast(), 1)
            for (index, theme) in members.enumerated() {
                let tile = ThemeTile(theme)
                let button = tile.button
                if let radioGroup { gtk_toggle_button_set_group(button.cast(), radioGroup.cast()) } else { radioGroup = button }
                gtk_grid_attach(grid.cast(), button, Int32(index) % Self.columns, Int32(index) / Self.columns, 1, 1)
                tiles[theme.id] = tile
                connections.append(SignalConnection(button.object, "toggled") { [unowned self] in
                    guard !showing, gtk_toggle_button_get_active(button.cast()) != 0 else { return }
                    onChoose(theme.id)
                })
                connections.append(contentsOf: Self.onEnter(button) { [unowned self] in onPreview(theme.id) })
            }
            connections.append(contentsOf: Self.onLeave(grid) { [unowned self] in onEndPreview() })
            adw_preferences_group_add(group.cast(), grid)
            adw_preferences_page_add(page.cast(), group.cast())
            groups.append(group)
        }
        if let applied { mark(applied) }
    }

    /// Marks `themeID` as the applied theme, without calling ``onChoose``.
    func mark(_ themeID: String) {
        applied = themeID
        guard let tile = tiles[themeID] else { return }
        showing = true
        defer { showing = false }
        gtk_toggle_button_set_active(tile.button.cast(), 1)
    }

    /// Calls `action` when the pointer enters `widget` or the focus moves onto it.
    private static func onEnter(_ widget: Widget, _ action: @escaping @MainActor () -> Void) -> [SignalConnection] {
        let motion = gtk_event_controller_motion_new()
        let focus = gtk_event_controller_focus_new()
        gtk_widget_add_controller(widget, motion)
        gtk_widget_add_controller(widget, focus)
        return [SignalConnection(UnsafeMutableRawPointer(motion!), "enter", action),
                SignalConnection(UnsafeMutableRawPointer(focus!), "enter", action)]
    }

    /// Calls `action` when the pointer leaves `widget` or the focus leaves it and its children.
    private static func onLeave(_ widget: Widget, _ action: @escaping @MainActor () -> Void) -> [SignalConnection] {
        let motion = gtk_event_controller_motion_new()
        let focus = gtk_event_controller_focus_new()
        gtk_widget_add_controller(widget, motion)
        gtk_widget_add_controller(widget, focus)
        return [SignalConnection(UnsafeMutableRawPointer(motion!), "leave", action),
                SignalConnection(UnsafeMutableRawPointer(focus!), "leave", action)]
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
