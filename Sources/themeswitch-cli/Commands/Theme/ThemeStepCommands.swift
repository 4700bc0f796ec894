import ArgumentParser
import ThemeClient

/// A `themeswitch theme` verb that takes only a theme id and prints nothing on success.
protocol ThemeStepCommand: ClientCommand {
    var theme: String { get }
    /// The daemon call.
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError)
}

extension ThemeStepCommand {
    func run(client: ThemeClient) async throws {
        try await Self.step(client, theme)
    }

    static func stepConfiguration(_ name: String, _ abstract: String) -> CommandConfiguration {
        CommandConfiguration(commandName: name, abstract: abstract, discussion: """
            Example:
              themeswitch theme \(name) deep-sea
            """)
    }
}

/// `themeswitch theme undo ID`.
struct ThemeUndoCommand: ThemeStepCommand {
    static let configuration = stepConfiguration("undo", "Undo a theme's last edit (up to 50 steps).")
    @Argument(help: "The theme id.", completion: ThemeCompletion.kind) var theme: String
    @OptionGroup var global: GlobalOptions
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError) { try await client.undoThemeEdit(theme) }
}

/// `themeswitch theme redo ID`.
struct ThemeRedoCommand: ThemeStepCommand {
    static let configuration = stepConfiguration("redo", "Redo a theme's last undone edit.")
    @Argument(help: "The theme id.", completion: ThemeCompletion.kind) var theme: String
    @OptionGroup var global: GlobalOptions
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError) { try await client.redoThemeEdit(theme) }
}

/// `themeswitch theme save ID`.
struct ThemeSaveCommand: ThemeStepCommand {
    static let configuration = stepConfiguration("save", "Save a theme's edits to its file; refused while it has errors.")
    @Argument(help: "The theme id.", completion: ThemeCompletion.kind) var theme: String
    @OptionGroup var global: GlobalOptions
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError) { try await client.saveTheme(theme) }
}

/// `themeswitch theme revert ID`.
struct ThemeRevertCommand: ThemeStepCommand {
    static let configuration = stepConfiguration("revert", "Drop a theme's unsaved edits.")
    @Argument(help: "The theme id.", completion: ThemeCompletion.kind) var theme: String
    @OptionGroup var global: GlobalOptions
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError) { try await client.revertTheme(theme) }
}

/// `themeswitch theme reset ID`.
struct ThemeResetCommand: ThemeStepCommand {
    static let configuration = stepConfiguration("reset", "Set a theme back to its template's values (can be undone).")
    @Argument(help: "The theme id.", completion: ThemeCompletion.kind) var theme: String
    @OptionGroup var global: GlobalOptions
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError) { try await client.resetTheme(theme) }
}

/// `themeswitch theme restore ID`.
struct ThemeRestoreCommand: ThemeStepCommand {
    static let configuration = stepConfiguration("restore", "Bring a deleted theme back from the trash, with its unsaved edits.")
    @Argument(help: "The theme id.") var theme: String
    @OptionGroup var global: GlobalOptions
    static func step(_ client: ThemeClient, _ theme: String) async throws(ThemeClientError) { try await client.restoreTheme(theme) }
}
