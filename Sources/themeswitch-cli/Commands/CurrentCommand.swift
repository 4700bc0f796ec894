import ArgumentParser
import ThemeClient

/// `themeswitch current [--json]`.
struct CurrentCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "current",
        abstract: "Show the applied theme, scheme, serial and accessibility flags.",
        discussion: """
        Example:
          themeswitch current --json
          {"theme": "sunset", "colorScheme": "system", "resolvedScheme": "dark", "serial": 7, ...}
        """)

    @Flag(help: "Print one JSON object: theme, colorScheme, resolvedScheme, serial, highContrast, reduceTransparency, reducedMotion.")
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
            Output.line(object.text)
        } else {
            let flags = AccessibilityCommand.describe(status.accessibility)
            Output.line("theme: \(status.themeID)")
            Output.line("scheme: \(status.resolvedScheme.rawValue) (preference: \(status.colorScheme.rawValue))")
            Output.line("serial: \(status.serial)")
            Output.line("accessibility: \(flags)")
        }
    }
}
