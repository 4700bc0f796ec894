import ArgumentParser
import FoundationEssentials
import ThemeConfiguration

/// `themeswitch config check [FILE]`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Work with config.yaml (templates and hooks; see docs/config.md).",
        discussion: """
        Example:
          themeswitch config check
        """,
        subcommands: [Check.self])

    /// `themeswitch config check [FILE]`.
    struct Check: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Validate a configuration file without applying it.",
            discussion: """
            Exits 0 when the file is valid, or when there is none (config.yaml is optional: the \
            defaults are in force); otherwise prints the file, line and problem and exits 1. \
            Example:
              themeswitch config check ~/.config/themeswitch/config.yaml
            """)

        @Argument(help: ArgumentHelp("The file (default: $XDG_CONFIG_HOME/themeswitch/config.yaml).", valueName: "file"))
        var file: String?

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            throw ExitCode(ConfigurationTool.check(file: file, environment: ProcessInfo.processInfo.environment))
        }
    }
}
