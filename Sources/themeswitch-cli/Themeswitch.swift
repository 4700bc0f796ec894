import ArgumentParser
import ThemeswitchRelease

/// `themeswitch`: the command line of the theme daemon. The root only lists the subcommands;
/// ``Entry`` runs it.
struct Themeswitch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themeswitch",
        abstract: "Switch and inspect the desktop theme that themeswitchd publishes to every app.",
        discussion: """
        Examples:
          themeswitch apply sunset
          themeswitch scheme dark
          themeswitch tokens --format css > theme.css
          themeswitch watch --json
        """,
        version: ThemeswitchVersion.string,
        subcommands: [
            ApplyCommand.self, SchemeCommand.self, ListCommand.self, CurrentCommand.self, GetCommand.self,
            TokensCommand.self, WatchCommand.self, AccessibilityCommand.self, AuditCommand.self, SwatchesCommand.self,
            ThemeCommand.self, PickCommand.self, EditCommand.self,
            OverrideCommand.self, WallpaperCommand.self,
            ConfigCommand.self, TemplateCommand.self, ScheduleCommand.self, SetupCommand.self, StatusCommand.self,
        ]
    )

    /// `--bus-address` before the subcommand name, shared with the subcommand.
    @OptionGroup(visibility: .hidden) var global: GlobalOptions
}
