import ArgumentParser
import ThemeClient

/// `themeswitch watch [--json]`.
struct WatchCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print a line for the current theme, then one per change, until interrupted.",
        discussion: """
        Keeps going across daemon restarts once it has started; a daemon that is not running (and \
        cannot be started by D-Bus activation) when watch starts is an error, as for every command. \
        Each line: serial, theme, scheme, accent.

        Example:
          themeswitch watch --json
          {"serial": 3, "theme": "default", "scheme": "light", "accent": "#2596BE"}
        """)

    @Flag(help: "Print each change as one JSON object per line.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        // The updates wait quietly while no daemon runs; a first call says so (exit 69) instead.
        _ = try await client.status()
        for await snapshot in client.updates() {
            let accent = snapshot.tokens.color.accent
            if json {
                var object = JSONObject()
                object.add("serial", snapshot.serial)
                object.add("theme", snapshot.themeID)
                object.add("scheme", snapshot.scheme.rawValue)
                object.add("accent", accent.hex)
                Output.line(object.text)
            } else {
                let swatch = Output.usesColor ? TrueColor.swatch(accent) + " " : ""
                Output.line("\(snapshot.serial) \(swatch)\(snapshot.themeID) \(snapshot.scheme.rawValue) \(accent.hex)")
            }
        }
    }
}
