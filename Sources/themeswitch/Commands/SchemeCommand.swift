import ArgumentParser
import ThemeClient

/// `themeswitch scheme <system|light|dark>`.
struct SchemeCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Choose light, dark, or follow the desktop (system).",
        discussion: """
        Example:
          themeswitch scheme dark
        """)

    @Argument(help: ArgumentHelp("system, light or dark.", valueName: "system|light|dark"))
    var scheme: SchemeArgument

    @OptionGroup var global: GlobalOptions

    func validate() throws {}

    func run(client: ThemeClient) async throws {
        try await client.setColorScheme(try scheme.preference())
    }
}
