import ArgumentParser
import ThemeClient

/// `themeswitch apply <theme>`.
struct ApplyCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply a theme for every app, live.",
        discussion: """
        Prints nothing on success. An unknown id fails with the closest known one.

        Example:
          themeswitch apply sunset
        """)

    @Argument(help: "The theme id, e.g. default, midnight, forest, sunset, lavender, rose.",
              completion: ThemeCompletion.kind)
    var theme: String

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        try await client.apply(theme)
    }
}
