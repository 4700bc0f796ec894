import CAdwaita
import GObjectKit
import ThemeCore
import ThemePicker

/// The accent color: the theme's own or one of a few swatches, a custom color typed as hex or
/// picked in GTK's color chooser, and the colors used last (seed 002 §6's recent colors, the file
/// the terminal editor keeps too). A chosen accent is a global override of `color.accent`; the
/// theme's own removes it. A text that is not a color is refused in the window and never sent.
@MainActor
final class AccentRows {
    /// The swatches, as GNOME Settings offers them.
    static let swatches: [(name: String, hex: String)] = [
        ("Blue", "#3584E4"), ("Teal", "#2190A4"), ("Green", "#3A944A"), ("Yellow", "#C88800"), ("Orange", "#ED5B00"),
        ("Red", "#E62D42"), ("Pink", "#D56199"), ("Purple", "#9141AC"), ("Slate", "#6F8396"),
    ]
    /// The rows, for a preferences group.
    let rows: [Widget]
    private let swatchButtons: [(hex: String?, button: Widget)]
    private let entry: Widget
    private let recentBox: Widget
    private let recentFile: RecentColorsFile
    private var recent: RecentColors
    private var connections: [SignalConnection] = []
    private var recentConnections: [SignalConnection] = []
    private var showing = false
    private weak var chooser: ColorChooser?
    private let window: () -> Widget?
    /// Called with the accent chosen (`#RRGGBB`), or nil for the theme's own.
    var onChoose: (String?) -> Void = { _ in }
    /// Called with a sentence when a typed color is refused.
    var onRefuse: (String) -> Void = { _ in }

    /// `window` is the parent of the color chooser.
    init(environment: [String: String], window: @escaping () -> Widget?) {
        self.window = window
        recentFile = RecentColorsFile(environment: environment)
        recent = recentFile.load()

        let swatchRow = Controls.row("Accent color")
        let box: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        var buttons: [(String?, Widget)] = []
        let own: Widget = gtk_toggle_button_new_with_label("Theme")
        own.setAccessibleLabel("Accent: the theme's own")
        buttons.append((nil, own))
        for swatch in Self.swatches {
            let button: Widget = gtk_toggle_button_new()
            gtk_button_set_child(button.cast(), Drawing.swatch((try? RGBAColor(hex: swatch.hex)) ?? RGBAColor(rgb: 0)))
            gtk_toggle_button_set_group(button.cast(), own.cast())
            button.setAccessibleLabel("Accent: \(swatch.name)")
            gtk_widget_set_tooltip_text(button, swatch.name)
            buttons.append((swatch.hex, button))
        }
        for (_, button) in buttons {
            gtk_widget_add_css_class(button, "flat")
            gtk_box_append(box.cast(), button)
        }
        swatchButtons = buttons
        adw_action_row_add_suffix(swatchRow.cast(), box)

        let customRow = Controls.row("Custom accent", subtitle: "#RRGGBB, or pick one")
        entry = Controls.entry(name: "Custom accent color", width: 9)
        let useButton = Controls.button("Use", name: "Use custom accent")
        let pick = Controls.iconButton("color-select-symbolic", name: "Pick accent color…")
        [entry, useButton, pick].forEach { adw_action_row_add_suffix(customRow.cast(), $0) }

        let recentRow = Controls.row("Recent colors")
        recentBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)
        gtk_widget_set_valign(recentBox, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(recentRow.cast(), recentBox)
        rows = [swatchRow, customRow, recentRow]

        for (hex, button) in swatchButtons {
            connections.append(SignalConnection(button.object, "toggled") { [unowned self] in
                guard !showing, gtk_toggle_button_get_active(button.cast()) != 0 else { return }
                if let hex { use(hex) } else { onChoose(nil) }
            })
        }
        connections.append(SignalConnection(entry.object, "activate") { [unowned self] in useTyped() })
        connections.append(SignalConnection(useButton.object, "clicked") { [unowned self] in useTyped() })
        connections.append(SignalConnection(pick.object, "clicked") { [unowned self] in openChooser() })
        showRecent()
    }

    /// Marks the accent in force: `override` is the global `color.accent` override, if any.
    func show(override: String?) {
        showing = true
        defer { showing = false }
        let normalized = override.flatMap { try? RGBAColor(hex: $0) }?.hex
        if let match = swatchButtons.first(where: { $0.hex == normalized }) ?? (normalized == nil ? swatchButtons.first : nil) {
            gtk_toggle_button_set_active(match.button.cast(), 1)
        } else {
            swatchButtons.forEach { gtk_toggle_button_set_active($0.button.cast(), 0) }
        }
    }

    /// The typed color, checked here: a text that is not a color is refused with a sentence.
    private func useTyped() {
        let text = Controls.text(of: entry).trimmed
        guard let color = try? RGBAColor(hex: text) else {
            onRefuse("“\(text)” is not a color; write it as #RRGGBB.")
            return
        }
        use(color.hex)
    }

    /// Chooses `hex` and keeps it among the recent colors.
    private func use(_ hex: String) {
        recent.use(hex)
        try? recentFile.save(recent)
        showRecent()
        onChoose(hex)
    }

    private func openChooser() {
        let chooser = ColorChooser(title: "Accent Color", parent: window(), recent: recent.colors) { [unowned self] color in
            use(color.hex)
        }
        self.chooser = chooser
        chooser.present()
    }

    private func showRecent() {
        recentConnections.forEach { $0.disconnect() }
        recentConnections = []
        Controls.empty(recentBox)
        for hex in recent.colors.prefix(6) {
            guard let color = try? RGBAColor(hex: hex) else { continue }
            let button: Widget = gtk_button_new()
            gtk_widget_add_css_class(button, "flat")
            gtk_button_set_child(button.cast(), Drawing.swatch(color, size: 16))
            button.setAccessibleLabel("Recent accent \(hex)")
            gtk_widget_set_tooltip_text(button, hex)
            gtk_box_append(recentBox.cast(), button)
            recentConnections.append(SignalConnection(button.object, "clicked") { [unowned self] in use(hex) })
        }
    }
}
