import ArgumentParser
import ThemeClient

/// `themeswitch theme show ID`.
struct ThemeShowCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a theme's working copy as .theme JSON, then whether it has unsaved edits.",
        discussion: """
        With --json only the .theme JSON is printed (what 'export' writes).

        Example:
          themeswitch theme show deep-sea
        """)

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Flag(help: "Print only the .theme JSON.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let state = try await client.theme(theme)
        Output.write(state.json)
        guard !json else { return }
        Output.line("unsaved edits: \(state.isDirty ? "yes" : "no"); undo: \(state.canUndo ? "yes" : "no"); redo: \(state.canRedo ? "yes" : "no")")
    }
}
