import DBusWire
import Glibc
import ThemeBusNames

/// `apply THEME`, `scheme SCHEME` or `get KEY [--app APP_ID]`, with `--bus-address ADDRESS` (or
/// `--bus-address=ADDRESS`) before or after them: the requests the front makes itself. Anything
/// else, another word, any other option, is left to `themeswitch-cli`.
///
/// Only a success ends here. Every failure (no bus, no daemon, an error reply such as an unknown
/// theme or a scheme other than `system`, `light` or `dark`, a key the set does not hold, a reply
/// that did not come) is left to `themeswitch-cli`, which makes the request again and reports it as
/// it reports every error. Each may be made twice: `get` changes nothing, the daemon refuses a bad
/// `apply` or `scheme` without changing anything, and the same good one again changes nothing more.
struct QuickRequest {
    enum Action {
        case apply(theme: String)
        case scheme(String)
        /// One token of the set `app` (`""`: none) gets, printed as `themeswitch get` prints it.
        case get(key: String, app: String)
    }

    let action: Action
    /// `--bus-address`; `nil`: the session bus.
    let busAddress: String?

    /// How long the front waits for the reply before it hands the request on. Shorter than
    /// `themeswitch-cli`'s 25 s (libdbus's default), which then waits for its own reply and reports
    /// a daemon that does not answer: at most 30 s in all, where waiting 25 s twice would be 50.
    static let timeoutMilliseconds = 5_000

    init?(arguments: [String]) {
        var words: [String] = []
        var options: [String: String] = [:]
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard name == "--bus-address" || (name == "--app" && words.first == "get") else { return nil }
            guard let value = parts.count == 2 ? String(parts[1]) : rest.popFirst(), !value.hasPrefix("-") else { return nil }
            options[name] = value
        }
        guard words.count == 2 else { return nil }
        switch words[0] {
        case "apply" where options["--app"] == nil: action = .apply(theme: words[1])
        // `toggle` holds over the schedule: the commands' program sends HoldScheme.
        case "scheme" where options["--app"] == nil && words[1] != "toggle": action = .scheme(words[1])
        case "get": action = .get(key: words[1], app: options["--app"] ?? "")
        default: return nil
        }
        busAddress = options["--bus-address"]
    }

    /// Makes the request over the bus's Unix socket; true when the daemon answered it without
    /// error (and, for `get`, the value was printed).
    func succeeds() -> Bool {
        guard let text = busAddress ?? getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }),
              let address = UnixBusAddress(text) else { return false }
        let (method, argument) = switch action {
        case .apply(let theme): ("Apply", theme)
        case .scheme(let scheme): ("SetColorScheme", scheme)
        case .get(_, let app): ("GetTokens", app)
        }
        let call = SocketCall(
            destination: ThemeBusNames.name, path: ThemeBusNames.path, interface: ThemeBusNames.interface,
            method: method, arguments: [argument])
        guard case .returned(let reply)? = try? call.send(to: address, timeoutMilliseconds: Self.timeoutMilliseconds) else { return false }
        guard case .get(let key, _) = action else { return true }
        guard let value = TokenReply.formattedValue(of: key, in: reply) else { return false }
        let line = Array((value + "\n").utf8)
        return line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) } == line.count
    }
}
