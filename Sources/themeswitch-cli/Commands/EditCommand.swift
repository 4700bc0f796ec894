import ArgumentParser
import FoundationEssentials
import TerminalUI
import ThemeClient
import ThemePicker

/// `themeswitch edit [ID]`: the full-screen theme editor (issue 24, seed 002).
struct EditCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a theme in a full-screen editor, previewed live on the whole desktop.",
        discussion: """
        Without an id, edits the applied theme; a built-in theme is duplicated first. Every \
        change goes through the daemon's editing API: apps show it at once, u and r undo and \
        redo, and unsaved edits survive as a draft. Sections open with Enter; a color opens a \
        picker with hex input, OKLCH lightness, chroma and hue on the arrow keys, presets, \
        recent colors and the contrast against what the color sits on. t previews light or \
        dark, s saves, A saves and applies; q asks what to do with unsaved edits. ? shows the keys.

        Examples:
          themeswitch edit
          themeswitch edit ocean
        """)

    @Argument(help: "The theme id (the applied theme when left out).", completion: ThemeCompletion.kind)
    var theme: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard Terminal.isAvailable else {
            throw ExitCode(CommandFailure(
                "themeswitch edit needs a terminal: use themeswitch theme set ID KEY VALUE and themeswitch theme save ID",
                status: 64).report())
        }
    }

    func run(client: ThemeClient) async throws {
        print(try await EditorSession(client: client, environment: ProcessInfo.processInfo.environment, themeID: theme).run())
    }
}
