import ArgumentParser

/// `themeswitch setup [--dry-run] [--yes] [--undo]`.
struct SetupCommand: FileCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Make the installed programs follow the theme: templates in config.yaml, one line in each program's config.",
        discussion: """
        Finds kitty, Neovim, tmux, i3, sway, Hyprland, rofi, zathura and Emacs (executable on PATH and
        directory in $XDG_CONFIG_HOME), adds their built-in templates to config.yaml, appends one
        marked line to each one's configuration to load the output, and enables themeswitchd.service.
        A second run changes nothing; --undo removes the appended lines (docs/CLI.md).

        Examples:
          themeswitch setup --dry-run
          themeswitch setup --yes
          themeswitch setup --undo
        """)

    @Flag(help: "Show what would change; change nothing.")
    var dryRun = false

    @Flag(help: "Change without asking.")
    var yes = false

    @Flag(help: "Remove the lines setup appended to the programs' configuration files.")
    var undo = false

    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    func run() throws {
        guard [dryRun, yes, undo].filter({ $0 }).count <= 1 else {
            throw ExitCode(CommandFailure("give at most one of --dry-run, --yes and --undo", status: 64).report())
        }
        let mode = dryRun ? "dry-run" : yes ? "yes" : undo ? "undo" : "ask"
        throw ExitCode(DaemonTool.exec(["--setup", mode]).report())
    }
}
