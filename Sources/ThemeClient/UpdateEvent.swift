import DBus

/// What the updates loop reacts to, merged from two bus subscriptions.
enum UpdateEvent: Sendable {
    /// A `ThemeChanged` signal.
    case themeChanged(Message)
    /// The owner of `org.themeswitch.Theme1` changed: its new unique name, or nil when it left.
    case ownerChanged(String?)
}
