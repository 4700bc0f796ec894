#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import ThemeClient

/// `themeswitch theme delete ID [--yes]`: to the trash, after a question on a terminal.
struct ThemeDeleteCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Move a user theme to the trash; 'theme restore' brings it back. The applied one falls back to default.",
        discussion: """
        The file and any unsaved edits go to $XDG_DATA_HOME/themeswitch/trash/. On a terminal the \
        command asks first; --yes (or input that is not a terminal) skips the question.

        Examples:
          themeswitch theme delete deep-sea
          themeswitch theme delete deep-sea --yes
          themeswitch theme restore deep-sea
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind) var theme: String

    @Flag(help: "Do not ask for confirmation.")
    var yes = false

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        if !yes, isatty(STDIN_FILENO) != 0 {
            let name = try await client.theme(theme).theme.metadata.name
            Output.write("Move theme '\(theme)' (\(name)) to the trash? [y/N] ")
            let answer = (readLine() ?? "").trimmingSurroundingWhitespace.lowercased()
            guard answer == "y" || answer == "yes" else {
                throw CommandFailure("theme '\(theme)' was not deleted: the answer was not yes")
            }
        }
        try await client.deleteTheme(theme)
    }
}
