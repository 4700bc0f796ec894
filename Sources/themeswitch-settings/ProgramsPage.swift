import CAdwaita
import GObjectKit
import ThemeCore

/// The Programs page: what `themeswitch setup` would change to make the installed programs follow
/// the theme (its dry run, a row per line), with a button to make those changes and one to undo
/// them (`setup --yes`, `setup --undo`).
@MainActor
final class ProgramsPage {
    /// The `AdwPreferencesPage`.
    let page: Widget
    private let changes: Widget
    private var rows: [Widget] = []
    private let apply: Widget
    private let undo: Widget
    private var connections: [SignalConnection] = []
    /// A sentence for the window: what was done, or why not.
    var onReport: (String) -> Void = { _ in }

    init() {
        page = Controls.page("Programs", icon: "application-x-executable-symbolic")
        let actions = Controls.group("Make programs follow",
                                     description: "Setup adds each program's template to config.yaml and one marked line to the file the program reads; undo removes exactly what it added.")
        let row = Controls.row("Set up the programs found")
        apply = Controls.button("Apply Setup")
        gtk_widget_add_css_class(apply, "suggested-action")
        undo = Controls.button("Undo Setup")
        let refresh = Controls.iconButton("view-refresh-symbolic", name: "Check again")
        [refresh, undo, apply].forEach { adw_action_row_add_suffix(row.cast(), $0) }
        adw_preferences_group_add(actions.cast(), row)
        adw_preferences_page_add(page.cast(), actions.cast())
        changes = Controls.group("What setup would change")
        adw_preferences_page_add(page.cast(), changes.cast())

        connections.append(SignalConnection(apply.object, "clicked") { [unowned self] in run(["setup", "--yes"], done: "Setup is done") })
        connections.append(SignalConnection(undo.object, "clicked") { [unowned self] in run(["setup", "--undo"], done: "Setup is undone") })
        connections.append(SignalConnection(refresh.object, "clicked") { [unowned self] in reload() })
        connections.append(SignalConnection(page.object, "map") { [unowned self] in reload() })
    }

    /// Runs the dry run again and shows its lines.
    func reload() {
        Task {
            switch await CommandLineTool.run(["setup", "--dry-run"]) {
            case .success(let output): show(lines: output.split(separator: "\n").map(String.init))
            case .failure(let failure): show(lines: [failure.sentence])
            }
        }
    }

    private func run(_ arguments: [String], done: String) {
        gtk_widget_set_sensitive(apply, 0)
        gtk_widget_set_sensitive(undo, 0)
        Task {
            switch await CommandLineTool.run(arguments) {
            case .success: onReport(done)
            case .failure(let failure): onReport(failure.sentence)
            }
            gtk_widget_set_sensitive(apply, 1)
            gtk_widget_set_sensitive(undo, 1)
            reload()
        }
    }

    /// A row per change; a line that starts with spaces is the text added, shown under its change.
    private func show(lines: [String]) {
        rows.forEach { adw_preferences_group_remove(changes.cast(), $0) }
        rows = []
        var current: (title: String, added: [String])?
        func flush() {
            guard let entry = current else { return }
            let row = Controls.row(entry.title)
            if !entry.added.isEmpty { adw_action_row_set_subtitle(row.cast(), entry.added.joined(separator: "\n")) }
            adw_preferences_row_set_use_markup(row.cast(), 0)
            adw_preferences_group_add(changes.cast(), row)
            rows.append(row)
            current = nil
        }
        for line in lines where !line.isEmpty {
            if line.hasPrefix("  "), current != nil {
                current?.added.append(line.trimmed)
            } else {
                flush()
                current = (line, [])
            }
        }
        flush()
    }
}
