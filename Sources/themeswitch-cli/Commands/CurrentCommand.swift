import ArgumentParser
import ThemeClient

/// `themeswitch current [--json]`.
struct CurrentCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "current",
        abstract: "Show the applied theme, scheme, serial and accessibility flags.",
        discussion: """
        A value an administrator locked for the whole machine (docs/config.md, "Machine defaults and locks") is marked '(locked)', and the line 'locked:' lists everything locked.

        Example:
          themeswitch current --json
          {"theme": "sunset", "colorScheme": "system", "resolvedScheme": "dark", "serial": 7, ...}
        """)

    @Flag(help: "Print one JSON object: theme, colorScheme, resolvedScheme, serial, highContrast, reduceTransparency, reducedMotion, locked (a list of what a machine policy locks).")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let status = try await client.status()
        if json {
            var object = JSONObject()
            object.add("theme", status.themeID)
            object.add("colorScheme", status.colorScheme.rawValue)
            object.add("resolvedScheme", status.resolvedScheme.rawValue)
            object.add("serial", status.serial)
            object.add("highContrast", status.accessibility.highContrast)
            object.add("reduceTransparency", status.accessibility.reduceTransparency)
            object.add("reducedMotion", status.accessibility.reducedMotion)
            object.add("locked", json: "[" + status.locks.map(JSONObject.quote).joined(separator: ", ") + "]")
            Output.line(object.text)
        } else {
            let flags = AccessibilityCommand.describe(status.accessibility)
            func locked(_ name: String) -> String { status.locks.contains(name) ? " (locked)" : "" }
            Output.line("theme: \(status.themeID)\(locked("theme"))")
            Output.line("scheme: \(status.resolvedScheme.rawValue) (preference: \(status.colorScheme.rawValue))\(locked("scheme"))")
            Output.line("serial: \(status.serial)")
            Output.line("accessibility: \(flags)")
            if !status.locks.isEmpty { Output.line("locked: \(status.locks.joined(separator: ", "))") }
        }
    }
}
