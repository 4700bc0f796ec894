import CAdwaita

/// A GTK widget as GTK's constructors return it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same widget as one of its GTK or libadwaita types (`GtkBox`, `AdwActionRow`, …).
    func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }

    /// The same widget for the functions of a type whose struct is private (`GtkSwitch`, `GtkSpinButton`).
    var opaque: OpaquePointer { OpaquePointer(self) }

    /// The widget as the GObject its signals are connected to.
    var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// Sets the name screen readers say (and the accessibility tree shows).
    func setAccessibleLabel(_ label: String) {
        shim_accessible_set_label(self, label)
    }
}

/// The few widgets every page builds, with their accessible names set.
@MainActor
enum Controls {
    /// A push button showing `label`; `name` is what screen readers say when the label alone is
    /// not enough ("Delete Deep Sea").
    static func button(_ label: String, name: String? = nil) -> Widget {
        let button: Widget = gtk_button_new_with_label(label)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        if let name { button.setAccessibleLabel(name) }
        return button
    }

    /// An icon button (`icon` a symbolic icon name) named `name`, with `name` as its tooltip.
    static func iconButton(_ icon: String, name: String) -> Widget {
        let button: Widget = gtk_button_new_from_icon_name(icon)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_tooltip_text(button, name)
        button.setAccessibleLabel(name)
        return button
    }

    /// An `AdwPreferencesGroup` titled `title`.
    static func group(_ title: String, description: String? = nil) -> Widget {
        let group: Widget = adw_preferences_group_new()
        adw_preferences_group_set_title(group.cast(), title)
        if let description { adw_preferences_group_set_description(group.cast(), description) }
        return group
    }

    /// An `AdwActionRow` titled `title`.
    static func row(_ title: String, subtitle: String? = nil) -> Widget {
        let row: Widget = adw_action_row_new()
        adw_preferences_row_set_title(row.cast(), title)
        if let subtitle { adw_action_row_set_subtitle(row.cast(), subtitle) }
        return row
    }

    /// An `AdwPreferencesPage` titled `title` with `icon`.
    static func page(_ title: String, icon: String) -> Widget {
        let page: Widget = adw_preferences_page_new()
        adw_preferences_page_set_title(page.cast(), title)
        adw_preferences_page_set_icon_name(page.cast(), icon)
        return page
    }

    /// A one-line text entry named `name`, `width` characters wide.
    static func entry(name: String, width: Int32 = 10) -> Widget {
        let entry: Widget = gtk_entry_new()
        gtk_editable_set_width_chars(OpaquePointer(entry), width)
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        entry.setAccessibleLabel(name)
        return entry
    }

    /// The text of an entry.
    static func text(of entry: Widget) -> String {
        gtk_editable_get_text(OpaquePointer(entry)).map { String(cString: $0) } ?? ""
    }

    /// Removes every child of a box.
    static func empty(_ box: Widget) {
        while let child = gtk_widget_get_first_child(box) { gtk_box_remove(box.cast(), child) }
    }
}
