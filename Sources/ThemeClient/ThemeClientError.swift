/// Why a request to the theme daemon failed. Each description is one sentence that says what
/// was wrong and what to do or what is accepted.
public enum ThemeClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No bus to talk to: the address is wrong or there is no session bus.
    case busUnavailable(bus: String, reason: String)
    /// Nobody owns `org.themeswitch.Theme1` and D-Bus activation could not start it.
    case daemonNotRunning(bus: String)
    /// The theme id is not one the daemon knows.
    case unknownTheme(UnknownThemeError)
    /// The daemon refused an argument (`InvalidArgument` and the other daemon errors).
    case rejected(name: String, message: String)
    /// The daemon answered with something the contract does not allow.
    case unexpectedReply(String)
    /// The request did not reach the daemon or got no answer (timeout, disconnect).
    case transport(name: String, message: String)

    public var description: String {
        switch self {
        case .busUnavailable(let bus, let reason):
            "cannot connect to the \(bus) (\(reason)); check DBUS_SESSION_BUS_ADDRESS or pass --bus-address"
        case .daemonNotRunning(let bus):
            "the theme daemon is not running on the \(bus); start it with 'systemctl --user start themeswitchd' (or run 'themeswitchd &')"
        case .unknownTheme(let error):
            error.description
        case .rejected(_, let message):
            message
        case .unexpectedReply(let what):
            "the theme daemon sent an unexpected reply: \(what)"
        case .transport(_, let message):
            "the theme daemon did not answer: \(message)"
        }
    }
}
