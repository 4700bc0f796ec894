import ArgumentParser
import ThemeClient

/// `themeswitch get <token-key>`.
struct GetCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print one token of the current theme.",
        discussion: """
        Colors print as #RRGGBB (or #RRGGBBAA), dimensions in points, weights 100–900.

        Example:
          themeswitch get color.accent
          #2596BE
        """)

    @Argument(help: ArgumentHelp("A dotted token key, e.g. color.accent or typography.titleMedium.size.",
                                 valueName: "token-key"))
    var key: String

    @Option(help: "Resolve for this app id (its per-app overrides apply).")
    var app = ""

    @OptionGroup var global: GlobalOptions

    var appID: String { app }

    func run(client: ThemeClient) async throws {
        try Self.print(key, of: try await client.current())
    }

    /// Prints the token `key` of `snapshot`, or fails naming the closest key. (The `themeswitch`
    /// front prints a plain `get` itself, from the reply's bytes, as this prints it.)
    static func print(_ key: String, of snapshot: ThemeSnapshot) throws(CommandFailure) {
        guard let value = snapshot.tokens[key] else {
            throw CommandFailure(TokenKeyHint.unknownKeyMessage(key, in: snapshot.tokens.keys))
        }
        Output.line(value.formatted)
    }
}
