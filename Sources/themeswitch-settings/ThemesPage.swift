import CAdwaita
import FileReading
import FoundationEssentials
import GObjectKit
import ThemeClient
import ThemeCore

/// The Themes page: the user's own themes, each with edit, duplicate, export and delete (undone
/// from the toast that says so), and buttons to make a new theme from the one in force and to
/// import a file. A file is read here (at most 128 KB of UTF-8, as the daemon accepts) before its
/// text goes to the daemon, with the format its name settles (else `auto`), and the daemon checks it
/// whole and refuses a file that is not a theme.
@MainActor
final class ThemesPage {
    /// The largest file the daemon imports.
    static let largestImport = 128 * 1024
    /// The `AdwPreferencesPage`.
    let page: Widget
    private let link: DaemonLink
    private let window: Widget
    private let list = Controls.group("Your themes")
    private var rows: [Widget] = []
    private var connections: [SignalConnection] = []
    private var rowConnections: [SignalConnection] = []
    private var editor: ThemeEditorPage?
    /// A sentence for the window, with an optional button (its label and action).
    var onReport: (String, (label: String, action: @MainActor () -> Void)?) -> Void = { _, _ in }

    init(link: DaemonLink, window: Widget) {
        self.link = link
        self.window = window
        page = Controls.page("Themes", icon: "applications-graphics-symbolic")
        let actions: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        let create = Controls.button("New Theme")
        let importButton = Controls.button("Import Theme…")
        gtk_box_append(actions.cast(), create)
        gtk_box_append(actions.cast(), importButton)
        adw_preferences_group_set_header_suffix(list.cast(), actions)
        adw_preferences_group_set_description(list.cast(), "Made here, with themeswitch theme, or imported; kept in your data directory.")
        adw_preferences_page_add(page.cast(), list.cast())
        connections.append(SignalConnection(create.object, "clicked") { [unowned self] in createTheme() })
        connections.append(SignalConnection(importButton.object, "clicked") { [unowned self] in importTheme() })
    }

    /// Shows the user's themes of `themes`.
    func show(themes: [ThemeInfo]) {
        rowConnections.forEach { $0.disconnect() }
        rowConnections = []
        rows.forEach { adw_preferences_group_remove(list.cast(), $0) }
        rows = []
        let own = themes.filter { !$0.isBuiltIn }
        if own.isEmpty {
            let row = Controls.row("No themes of your own yet", subtitle: "New Theme starts one from the theme in force.")
            adw_preferences_group_add(list.cast(), row)
            rows.append(row)
        }
        for theme in own {
            let row = Controls.row(theme.displayName, subtitle: theme.id)
            adw_action_row_add_prefix(row.cast(), Drawing.swatch(theme.previewColor))
            let buttons: [(String, String, @MainActor () -> Void)] = [
                ("document-edit-symbolic", "Edit \(theme.displayName)", { [unowned self] in edit(theme) }),
                ("edit-copy-symbolic", "Duplicate \(theme.displayName)", { [unowned self] in duplicate(theme) }),
                ("document-save-as-symbolic", "Export \(theme.displayName)…", { [unowned self] in export(theme) }),
                ("user-trash-symbolic", "Delete \(theme.displayName)", { [unowned self] in delete(theme) }),
            ]
            for (icon, name, action) in buttons {
                let button = Controls.iconButton(icon, name: name)
                adw_action_row_add_suffix(row.cast(), button)
                rowConnections.append(SignalConnection(button.object, "clicked", action))
            }
            adw_preferences_group_add(list.cast(), row)
            rows.append(row)
        }
        editor?.themesChanged(themes)
    }

    private func createTheme() {
        link.read({ client -> String in
            let names = Set(try await client.catalog().map(\.displayName))
            let name = (1...).lazy.map { $0 == 1 ? "My Theme" : "My Theme \($0)" }.first { !names.contains($0) } ?? "My Theme"
            let id = try await client.createTheme(name: name, from: "current")
            try await client.saveTheme(id)
            return id
        }) { [unowned self] id in
            edit(id: id)
        }
    }

    private func duplicate(_ theme: ThemeInfo) {
        link.perform({ client in
            let copy = try await client.duplicateTheme(theme.id)
            try await client.saveTheme(copy)
        }, then: { [unowned self] in onReport("“\(theme.displayName)” is duplicated", nil) })
    }

    private func delete(_ theme: ThemeInfo) {
        let link = link
        link.perform({ try await $0.deleteTheme(theme.id) }, then: { [unowned self] in
            onReport("“\(theme.displayName)” is deleted", ("Undo", { link.perform { try await $0.restoreTheme(theme.id) } }))
        })
    }

    private func export(_ theme: ThemeInfo) {
        FileChooser(title: "Export Theme", parent: window, save: true, accept: "Export", suggestedName: "\(theme.id).theme") { [unowned self] path in
            link.read({ try await $0.exportTheme(theme.id) }) { [unowned self] text in
                do {
                    try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: path), mode: 0o644)
                    onReport("“\(theme.displayName)” is exported", nil)
                } catch {
                    onReport("Cannot write \(path): \(error)", nil)
                }
            }
        }.present()
    }

    private func importTheme() {
        FileChooser(title: "Import Theme", parent: window, accept: "Import") { [unowned self] path in
            importFile(path)
        }.present()
    }

    /// Reads `path` and hands its text to the daemon, which refuses a file that is not a theme.
    func importFile(_ path: String) {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, maximumBytes: Self.largestImport)
        } catch {
            return onReport("Cannot import \(path): \(error)", nil)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return onReport("Cannot import \(path): it is not text (UTF-8).", nil)
        }
        let format = Self.importFormat(of: path)
        link.read({ try await $0.importThemeReporting(text, format: format) }) { [unowned self] imported in
            onReport(([ "Imported “\(imported.0)”"] + imported.1).joined(separator: ". "), nil)
        }
    }

    /// The formats a file's name settles (`themeswitch theme import --help` lists what the daemon
    /// reads): a `.theme` file, an iTerm2 `.itermcolors` preset, CSS. Any other name is `auto`, and
    /// the daemon tells the format by the content, since a `.json`, `.yaml`, `.toml` or `.conf` may
    /// be any of several formats.
    static let formatsByExtension = ["theme": "theme", "itermcolors": "iterm2", "css": "css"]

    /// The format to send with the file at `path`: the one its extension settles, else `auto`.
    static func importFormat(of path: String) -> String {
        formatsByExtension[FileName.suffix(of: path)] ?? "auto"
    }

    private func edit(_ theme: ThemeInfo) { edit(id: theme.id) }

    private func edit(id: String) {
        let editor = ThemeEditorPage(themeID: id, link: link, window: window)
        editor.onReport = { [unowned self] sentence in onReport(sentence, nil) }
        self.editor = editor
        adw_preferences_window_present_subpage(window.cast(), editor.root)
    }
}
