import ArgumentParser
import FoundationEssentials
import TerminalUI
import ThemeClient
import ThemePicker

/// `themeswitch pick`: choose the theme, the appearance and the accessibility flags on a
/// full-screen picker in the terminal, or from a numbered menu with `--plain`.
struct PickCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose a theme, the appearance and the accessibility flags in a full-screen picker.",
        discussion: """
        A focused theme is previewed on the whole desktop; Enter applies it, Esc or q leaves and \
        ends an unapplied preview. Arrows or hjkl move, Tab changes section, / filters by name, \
        ? shows the keys; e edits the focused theme (themeswitch edit; a built-in is duplicated \
        first); the status line describes the focused item in one sentence. \
        --plain prints a numbered menu and reads one answer a line, for screen readers, dumb \
        terminals and pipes.

        Examples:
          themeswitch pick
          printf '2\\nd\\nq\\n' | themeswitch pick --plain
        """)

    @Flag(help: "A numbered line menu on standard input and output instead of the full-screen picker.")
    var plain = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard plain || Terminal.isAvailable else {
            throw ExitCode(CommandFailure(
                "themeswitch pick needs a terminal: use themeswitch list and themeswitch apply ID, or pick --plain",
                status: 64).report())
        }
    }

    func run(client: ThemeClient) async throws {
        if plain {
            guard try await PlainSession(client: client).run() else { throw ExitCode(1) }
            return
        }
        let environment = ProcessInfo.processInfo.environment
        guard let edit = try await PickerSession(client: client, environment: environment).run() else { return }
        print(try await EditorSession(client: client, environment: environment, themeID: edit).run())
    }
}
