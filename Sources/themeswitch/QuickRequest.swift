import DBusWire
import Glibc
import ThemeBusNames

/// `apply THEME` or `scheme SCHEME`, with `--bus-address ADDRESS` (or `--bus-address=ADDRESS`)
/// before or after them: the requests the front sends itself. Anything else, another word, any
/// other option, is left to `themeswitch-cli`.
///
/// Only a success ends here. Every failure (no bus, no daemon, an error reply such as an unknown
/// theme or a scheme other than `system`, `light` or `dark`, a reply that did not come) is left to
/// `themeswitch-cli`, which makes the request again and reports it as it reports every error. Both
/// requests may be made twice: the daemon refuses a bad one without changing anything, and the
/// same good one again changes nothing more.
struct QuickRequest {
    /// The daemon's method: `Apply` or `SetColorScheme`.
    let method: String
    /// The theme id or the scheme, as given.
    let argument: String
    /// `--bus-address`; `nil`: the session bus.
    let busAddress: String?

    /// How long the front waits for the reply before it hands the request on. Shorter than
    /// `themeswitch-cli`'s 25 s (libdbus's default), which then waits for its own reply and reports
    /// a daemon that does not answer: at most 30 s in all, where waiting 25 s twice would be 50.
    static let timeoutMilliseconds = 5_000

    init?(arguments: [String]) {
        var words: [String] = []
        var busAddress: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--bus-address", let value = rest.popFirst(), !value.hasPrefix("-") {
                busAddress = value
            } else if argument.hasPrefix("--bus-address=") {
                busAddress = String(argument.dropFirst("--bus-address=".count))
            } else if argument.hasPrefix("-") {
                return nil
            } else {
                words.append(argument)
            }
        }
        guard words.count == 2 else { return nil }
        switch words[0] {
        case "apply": method = "Apply"
        case "scheme": method = "SetColorScheme"
        default: return nil
        }
        argument = words[1]
        self.busAddress = busAddress
    }

    /// Sends the request over the bus's Unix socket; true when the daemon answered it without error.
    func succeeds() -> Bool {
        guard let text = busAddress ?? getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }),
              let address = UnixBusAddress(text) else { return false }
        let call = SocketCall(
            destination: ThemeBusNames.name, path: ThemeBusNames.path, interface: ThemeBusNames.interface,
            method: method, arguments: [argument])
        return (try? call.send(to: address, timeoutMilliseconds: Self.timeoutMilliseconds)) == .returned
    }
}
