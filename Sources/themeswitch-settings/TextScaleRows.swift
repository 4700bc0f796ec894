import CAdwaita
import GObjectKit
import ThemeClient

/// The text scale: a switch to follow the desktop's text size, and a factor of its own.
@MainActor
final class TextScaleRows {
    /// The rows, for a preferences group: the switch's, then the factor's.
    let rows: [Widget]
    private let follows: Widget
    private let factor: Widget
    private let followRow: Widget
    private var connections: [SignalConnection] = []
    private var showing = false
    /// Called with the preference the person chose.
    var onChoose: (TextScalePreference) -> Void = { _ in }

    init() {
        followRow = adw_action_row_new()
        adw_preferences_row_set_title(followRow.cast(), "Text size follows the desktop")
        follows = gtk_switch_new()
        gtk_widget_set_valign(follows, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(followRow.cast(), follows)
        adw_action_row_set_activatable_widget(followRow.cast(), follows)

        let factorRow: Widget = adw_action_row_new()
        adw_preferences_row_set_title(factorRow.cast(), "Text size")
        adw_action_row_set_subtitle(factorRow.cast(), "A factor from 0.5 to 3")
        factor = gtk_spin_button_new_with_range(TextScaling.range.lowerBound, TextScaling.range.upperBound, 0.05)
        gtk_spin_button_set_digits(factor.opaque, 2)
        factor.setAccessibleLabel("Text size")
        gtk_widget_set_valign(factor, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(factorRow.cast(), factor)
        rows = [followRow, factorRow]

        connections.append(SignalConnection(follows.object, notify: "active") { [unowned self] in
            guard !showing else { return }
            onChoose(gtk_switch_get_active(follows.opaque) != 0 ? .system : .factor(currentFactor))
        })
        connections.append(SignalConnection(factor.object, "value-changed") { [unowned self] in
            guard !showing else { return }
            onChoose(.factor(currentFactor))
        })
    }

    /// The factor in the spin button, rounded to its two digits.
    private var currentFactor: Double {
        (gtk_spin_button_get_value(factor.opaque) * 100).rounded() / 100
    }

    /// Shows the preference and the factor in force (the desktop's, when following it).
    func show(_ preference: TextScalePreference, inForce: Double) {
        showing = true
        defer { showing = false }
        gtk_switch_set_active(follows.opaque, preference == .system ? 1 : 0)
        gtk_spin_button_set_value(factor.opaque, preference.factor ?? inForce)
        adw_action_row_set_subtitle(followRow.cast(), preference == .system
            ? "The desktop says \(Self.format(inForce))×" : "Off: the size below is used")
    }

    /// A factor as people read it: 1.25, 1.5, 2.
    private static func format(_ factor: Double) -> String {
        var text = String((factor * 100).rounded() / 100)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
