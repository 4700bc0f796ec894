import CAdwaita
import GObjectKit

/// A preferences row with one choice among a few, as linked toggle buttons (System / Light / Dark,
/// System / On / Off), or as toggle buttons each with a picture of its choice. Showing the daemon's value does not count as choosing it.
@MainActor
final class ChoiceRow<Value: Hashable> {
    /// The `AdwActionRow`, for a preferences group.
    let row: Widget
    private var buttons: [(value: Value, widget: Widget)] = []
    private var connections: [SignalConnection] = []
    private var showing = false
    /// Called with what the person chose.
    var onChoose: (Value) -> Void = { _ in }

    /// A row titled `title`, with one button per choice; each button's accessible name is
    /// "`title`: `label`", so that each is found and said on its own. With `picture`, each
    /// button shows the picture it gives its choice above the label.
    init(title: String, choices: [(value: Value, label: String)], picture: ((Value) -> Widget)? = nil) {
        row = adw_action_row_new()
        adw_preferences_row_set_title(row.cast(), title)
        let box: Widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, picture == nil ? 0 : 6)
        if picture == nil { gtk_widget_add_css_class(box, "linked") }
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        var first: Widget?
        for choice in choices {
            let button: Widget
            if let picture {
                button = gtk_toggle_button_new()
                let content: Widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
                gtk_box_append(content.cast(), picture(choice.value))
                gtk_box_append(content.cast(), gtk_label_new(choice.label))
                gtk_button_set_child(button.cast(), content)
                gtk_widget_add_css_class(button, "flat")
                gtk_widget_set_margin_top(button, 6)
                gtk_widget_set_margin_bottom(button, 6)
            } else {
                button = gtk_toggle_button_new_with_label(choice.label)
            }
            button.setAccessibleLabel("\(title): \(choice.label)")
            if let first { gtk_toggle_button_set_group(button.cast(), first.cast()) } else { first = button }
            gtk_box_append(box.cast(), button)
            buttons.append((choice.value, button))
            connections.append(SignalConnection(button.object, "toggled") { [unowned self] in
                guard !showing, gtk_toggle_button_get_active(button.cast()) != 0 else { return }
                onChoose(choice.value)
            })
        }
        adw_action_row_add_suffix(row.cast(), box)
    }

    /// Marks `value` as the one in force, without calling ``onChoose``.
    func show(_ value: Value) {
        showing = true
        defer { showing = false }
        for button in buttons where button.value == value {
            gtk_toggle_button_set_active(button.widget.cast(), 1)
        }
    }

    /// The line under the title, such as what the desktop says.
    func setSubtitle(_ text: String) {
        adw_action_row_set_subtitle(row.cast(), text)
    }
}
