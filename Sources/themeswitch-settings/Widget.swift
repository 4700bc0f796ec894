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
