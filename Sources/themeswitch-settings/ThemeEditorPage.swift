import CAdwaita
import GObjectKit
import ThemeClient
import ThemeCore
import ThemePicker

/// A user theme opened for editing, as a subpage of the window: seed 002's editor sections (the
/// terminal editor's `EditorSection`s) with a color button per color token, each row saying its
/// contrast with what it sits on or what sits on it (✓ at or above the minimum, ✗ below), the
/// theme's name, undo, redo and save. Every edit is the daemon's (`SetThemeValue`), live on the
/// desktop while the theme is applied; the page reads the theme back after each.
@MainActor
final class ThemeEditorPage {
    /// The subpage's widget.
    let root: Widget
    private let themeID: String
    private let link: DaemonLink
    private let window: Widget
    private let title: Widget
    private let nameEntry = Controls.entry(name: "Theme name", width: 20)
    private let undo = Controls.iconButton("edit-undo-symbolic", name: "Undo edit")
    private let redo = Controls.iconButton("edit-redo-symbolic", name: "Redo edit")
    private let save = Controls.button("Save", name: "Save theme")
    private let scheme: ChoiceRow<ColorScheme>
    private var shownScheme: ColorScheme = .light
    private var rows: [String: (row: Widget, button: Widget)] = [:]
    private var connections: [SignalConnection] = []
    private var showing = false
    /// A sentence for the window.
    var onReport: (String) -> Void = { _ in }

    init(themeID: String, link: DaemonLink, window: Widget) {
        self.themeID = themeID
        self.link = link
        self.window = window
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let header: Widget = adw_header_bar_new()
        title = adw_window_title_new("Edit Theme", themeID)
        adw_header_bar_set_title_widget(header.opaque, title)
        let back = Controls.iconButton("go-previous-symbolic", name: "Back to themes")
        adw_header_bar_pack_start(header.opaque, back)
        gtk_widget_add_css_class(save, "suggested-action")
        [save, redo, undo].forEach { adw_header_bar_pack_end(header.opaque, $0) }
        gtk_box_append(root.cast(), header)

        let content = Controls.page("Edit Theme", icon: "document-edit-symbolic")
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(root.cast(), content)
        let info = Controls.group("Theme info")
        let nameRow = Controls.row("Name")
        let rename = Controls.button("Rename", name: "Rename theme")
        adw_action_row_add_suffix(nameRow.cast(), nameEntry)
        adw_action_row_add_suffix(nameRow.cast(), rename)
        scheme = ChoiceRow(title: "Editing", choices: [(.light, "Light"), (.dark, "Dark")])
        adw_preferences_group_add(info.cast(), nameRow)
        adw_preferences_group_add(info.cast(), scheme.row)
        adw_preferences_page_add(content.cast(), info.cast())
        for section in EditorSection.shown {
            let colors = section.keys.compactMap { key -> SemanticColor? in if case .color(let color) = key { color } else { nil } }
            guard !colors.isEmpty else { continue }
            let group = Controls.group(section.title)
            for color in colors {
                let button: Widget = gtk_color_button_new()
                gtk_color_chooser_set_use_alpha(OpaquePointer(button), 0)
                gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
                button.setAccessibleLabel(color.key)
                let row = Controls.row(color.key)
                adw_action_row_add_suffix(row.cast(), button)
                adw_preferences_group_add(group.cast(), row)
                rows[color.key] = (row, button)
                connections.append(SignalConnection(button.object, "color-set") { [unowned self] in
                    var rgba = GdkRGBA()
                    gtk_color_chooser_get_rgba(OpaquePointer(button), &rgba)
                    let hex = RGBAColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue)).quantized.hex
                    edit { [themeID, shownScheme] in try await $0.setThemeValue(themeID, key: color.key, value: hex, scheme: shownScheme == .dark ? .dark : .light) }
                })
            }
            adw_preferences_page_add(content.cast(), group.cast())
        }

        scheme.onChoose = { [unowned self] chosen in
            shownScheme = chosen
            reload()
        }
        connections.append(SignalConnection(back.object, "clicked") { adw_preferences_window_close_subpage(window.cast()) })
        connections.append(SignalConnection(undo.object, "clicked") { [unowned self] in edit { [themeID] in try await $0.undoThemeEdit(themeID) } })
        connections.append(SignalConnection(redo.object, "clicked") { [unowned self] in edit { [themeID] in try await $0.redoThemeEdit(themeID) } })
        connections.append(SignalConnection(save.object, "clicked") { [unowned self] in
            link.perform({ [themeID] in try await $0.saveTheme(themeID) }, then: { [unowned self] in
                onReport("The theme is saved")
                reload()
            })
        })
        let renameAction: @MainActor () -> Void = { [unowned self] in
            let name = Controls.text(of: nameEntry).trimmed
            guard (3...50).contains(name.count) else { return onReport("A theme's name has 3 to 50 characters.") }
            edit { [themeID] in try await $0.setThemeMetadata(themeID, name: name) }
        }
        connections.append(SignalConnection(rename.object, "clicked", renameAction))
        connections.append(SignalConnection(nameEntry.object, "activate", renameAction))
        scheme.show(.light)
        reload()
    }

    /// The catalog changed (a theme renamed or deleted elsewhere): read the theme again.
    func themesChanged(_ themes: [ThemeInfo]) {
        guard themes.contains(where: { $0.id == themeID }) else {
            adw_preferences_window_close_subpage(window.cast())
            return
        }
        reload()
    }

    /// Makes an edit, then reads the theme back.
    private func edit(_ call: @escaping @Sendable (ThemeClient) async throws -> Void) {
        link.perform(call, then: { [unowned self] in reload() })
    }

    /// Reads the working copy, its tokens in the scheme shown and their contrast.
    private func reload() {
        let id = themeID, scheme = shownScheme
        link.read({ client in (try await client.theme(id), try await client.themeTokens(id, scheme: scheme)) }) { [unowned self] state, tokens in
            show(state, tokens)
        }
    }

    private func show(_ state: UserThemeState, _ tokens: ThemeTokens) {
        showing = true
        defer { showing = false }
        adw_window_title_set_subtitle(title.opaque, "\(state.theme.metadata.name)\(state.isDirty ? " (unsaved)" : "")")
        if Controls.text(of: nameEntry) != state.theme.metadata.name {
            gtk_editable_set_text(OpaquePointer(nameEntry), state.theme.metadata.name)
        }
        gtk_widget_set_sensitive(undo, state.canUndo ? 1 : 0)
        gtk_widget_set_sensitive(redo, state.canRedo ? 1 : 0)
        gtk_widget_set_sensitive(save, state.isDirty ? 1 : 0)
        let audit = ContrastAudit(tokens: tokens.tokenSet, highContrast: false).entries
        for (key, widgets) in rows {
            guard let color = tokens.color(key) else { continue }
            var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: 1)
            gtk_color_chooser_set_rgba(OpaquePointer(widgets.button), &rgba)
            let marks = audit.filter { $0.requirement.foreground.key == key || $0.requirement.background.key == key }.prefix(2).map { entry in
                let other = entry.requirement.foreground.key == key ? entry.requirement.background.key : entry.requirement.foreground.key
                let ratio = (entry.ratio * 10).rounded() / 10
                return "\(entry.ratio >= entry.minimum ? "✓" : "✗") \(JSONText.number(ratio)):1 with \(other) (needs \(JSONText.number(entry.minimum)):1)"
            }
            adw_action_row_set_subtitle(widgets.row.cast(), ([color.hex] + marks).joined(separator: " · "))
        }
    }
}
