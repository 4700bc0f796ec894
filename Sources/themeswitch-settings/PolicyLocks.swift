import CAdwaita
import ThemeConfiguration

/// What a machine policy locks, shown on the controls it locks: each is greyed out (insensitive,
/// and disabled for screen readers), with a tooltip and an accessible description naming the
/// locks.yaml that locks it. The names
/// are the daemon's `Locks` property (setting names such as `scheme`, token keys such as
/// `color.accent`); the file is found as the daemon finds it (`PolicyFiles`, the same
/// `$XDG_CONFIG_DIRS`).
@MainActor
final class PolicyLocks {
    private let environment: [String: String]
    private var controls: [(name: String, widgets: () -> [Widget])] = []
    private var locked: [String] = []
    private var files: [String: String] = [:]

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// `widgets` (asked for again each time, as a page may rebuild them) are the controls of the
    /// policy name `name`.
    func register(_ name: String, _ widgets: @escaping () -> [Widget]) {
        controls.append((name, widgets))
    }

    /// Shows `names` locked and every other control free; the files are read again when the names change.
    func show(_ names: [String]) {
        if names != locked {
            locked = names
            let policy = PolicyFiles.load(environment: environment).policy
            files = Dictionary(uniqueKeysWithValues: names.map { ($0, policy.lockingFile(PolicyKey(name: $0)) ?? "") })
        }
        apply()
    }

    /// Applies the locks again, after a page rebuilt its controls.
    func apply() {
        for (name, widgets) in controls {
            let file = files[name]
            let note = file.map { $0.isEmpty ? "Locked by this machine's policy" : "Locked by this machine's policy, \($0)" }
            for widget in widgets() {
                gtk_widget_set_sensitive(widget, note == nil ? 1 : 0)
                gtk_widget_set_tooltip_text(widget, note)
                shim_accessible_set_description(widget, note ?? "")
                Self.markDescendants(of: widget)
            }
        }
    }

    /// Tells screen readers whether each control inside `widget` can be used, which GTK 4.8 says
    /// only of the widget whose sensitivity was set.
    private static func markDescendants(of widget: Widget) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            shim_accessible_set_disabled(current, gtk_widget_is_sensitive(current) == 0 ? 1 : 0)
            markDescendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
