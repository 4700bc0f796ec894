/// Which message bus a `Connection` talks to.
public enum BusAddress: Sendable, Hashable {
    /// The user's session bus (`DBUS_SESSION_BUS_ADDRESS`).
    case session
    /// The system bus.
    case system
    /// An explicit bus address, such as `unix:path=/run/user/1000/bus`.
    case address(String)

    /// `.address(text)` when `text` is given, else the session bus.
    public init(optionalAddress text: String?) {
        self = text.map(BusAddress.address) ?? .session
    }
}
