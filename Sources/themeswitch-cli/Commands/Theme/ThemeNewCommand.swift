import ArgumentParser
import ThemeClient

/// `themeswitch theme new NAME [--from ID|blank|current]`.
struct ThemeNewCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create an unsaved theme from a template and print its id.",
        discussion: """
        The template is a theme id, 'blank' (neutral grays with the default accent) or 'current' \
        (the applied theme). The id comes from the name.

        Example:
          themeswitch theme new "Deep Sea" --from midnight
        """)

    @Argument(help: "The theme's name, 3–50 characters.")
    var name: String

    @Option(help: ArgumentHelp("The template: a theme id, blank or current.", valueName: "id"),
            completion: ThemeCompletion.kind)
    var from = "current"

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        Output.line(try await client.createTheme(name: name, from: from))
    }
}
