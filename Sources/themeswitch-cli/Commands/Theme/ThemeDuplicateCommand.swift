import ArgumentParser
import ThemeClient

/// `themeswitch theme duplicate ID`.
struct ThemeDuplicateCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "duplicate",
        abstract: "Make an unsaved copy of any theme, named \"<name> (Copy)\", and print its id.",
        discussion: """
        Example:
          themeswitch theme duplicate sunset
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        Output.line(try await client.duplicateTheme(theme))
    }
}
