import ThemeClient

/// `apply <theme>`, `scheme <system|light|dark>` and `get <token-key> [--app <id>]`, each with
/// `--bus-address <address>` before or after the command name, read by hand and run through
/// ``BlockingThemeClient``, so that these commands start without ArgumentParser's parsing and
/// without Swift concurrency, which cost more than the D-Bus call (docs/PERFORMANCE.md, "CLI").
/// Only the plain, valid forms are taken; anything else (help, completion scripts, an unknown
/// option, a missing or extra argument, `--`, an invalid scheme) is left to ArgumentParser,
/// which reports it as it always has.
struct LeanCommand {
    /// What the command does once connected.
    enum Action {
        case apply(theme: String)
        case scheme(SchemePreference)
        case get(key: String)
    }

    let action: Action
    /// `--bus-address` (the last one wins, as with ArgumentParser); `nil`: the session bus.
    let busAddress: String?
    /// `get --app` (`""`: none).
    let appID: String

    /// The command `arguments` (without the program name) ask for, or `nil` when they are
    /// not a plain form of `apply`, `scheme` or `get`.
    init?(arguments: [String]) {
        var words: [String] = []
        var busAddress: String?
        var app: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0]
            guard name == "--bus-address" || (name == "--app" && words.first == "get") else { return nil }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else {
                guard index < arguments.endIndex else { return nil }
                value = arguments[index]
                index += 1
            }
            guard !value.hasPrefix("-") else { return nil }
            if name == "--app" { app = value } else { busAddress = value }
        }
        guard words.count == 2 else { return nil }
        switch words[0] {
        case "apply" where app == nil:
            action = .apply(theme: words[1])
        case "scheme" where app == nil:
            guard let preference = SchemePreference(rawValue: words[1]) else { return nil }
            action = .scheme(preference)
        case "get":
            action = .get(key: words[1])
        default:
            return nil
        }
        self.busAddress = busAddress
        appID = app ?? ""
    }

    /// Connects, runs the command and returns its exit status, having written any failure to
    /// standard error as the ArgumentParser commands do (``ClientCommand``).
    func run() -> Int32 {
        do {
            try perform()
            return 0
        } catch {
            return error.report()
        }
    }

    private func perform() throws(CommandFailure) {
        let snapshot: ThemeSnapshot
        do {
            let client = try BlockingThemeClient(appID: appID, busAddress: busAddress)
            defer { client.close() }
            switch action {
            case .apply(let theme): return try client.apply(theme)
            case .scheme(let preference): return try client.setColorScheme(preference)
            case .get: snapshot = try client.current()
            }
        } catch {
            throw CommandFailure(error)
        }
        if case .get(let key) = action { try GetCommand.print(key, of: snapshot) }
    }
}
