import DBus

/// What the updates loop reacts to, merged from two bus subscriptions.
enum UpdateEvent: Sendable {
    /// A change signal (`TokensChanged` or `ThemeChanged`).
    case signal(Message)
    /// The owner of `org.themeswitch.Theme1` changed: its new unique name, or nil when it left.
    case ownerChanged(String?)
    /// `AppTokenChanges`: the registered app's own set changed (sent to this client alone).
    case appSet(Message)
}
