import ArgumentParser

/// `themeswitch theme …`: make, edit, check and share user themes; the daemon holds them.
struct ThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Create, edit (with undo and redo), validate, save, share and preview user themes.",
        discussion: """
        The daemon keeps each theme's unsaved edits (and their drafts); 'save' writes \
        $XDG_DATA_HOME/themeswitch/themes/<id>.theme. Editing the applied theme changes every app live.

        Example:
          id=$(themeswitch theme new "Deep Sea" --from midnight)
          themeswitch theme set "$id" color.accent '#0077AA'
          themeswitch theme save "$id"
        """,
        subcommands: [
            ThemeNewCommand.self, ThemeShowCommand.self, ThemeSetCommand.self, ThemeMetaCommand.self,
            ThemeUndoCommand.self, ThemeRedoCommand.self, ThemeSaveCommand.self, ThemeRevertCommand.self,
            ThemeResetCommand.self, ThemeDuplicateCommand.self, ThemeDeleteCommand.self, ThemeRestoreCommand.self,
            ThemeValidateCommand.self,
            ThemeImportCommand.self, ThemeExportCommand.self, ThemeFromImageCommand.self, ThemePreviewCommand.self,
        ])
}
