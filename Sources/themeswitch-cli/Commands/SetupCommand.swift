import ArgumentParser
import FoundationEssentials
import ThemeConfiguration

/// `themeswitch setup [--from matugen|pywal] [--dry-run] [--yes] [--undo]`.
struct SetupCommand: FileCommand, AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Make the installed programs follow the theme: templates in config.yaml, one line in each program's config.",
        discussion: """
        Finds kitty, Neovim, tmux, i3, sway, Hyprland, rofi, zathura, polybar, fish, Emacs, foot, \
        waybar, GTK 4 and 3, Alacritty, dunst, wofi, swaync, lf, btop, qt5ct, qt6ct, mako, fuzzel, \
        xsettingsd, bat, Helix and delta (the executable on PATH, GTK's library, and a configuration \
        file of its own or the \
        directory where one belongs), adds their built-in templates to config.yaml (Alacritty's in \
        the format its version reads), writes one marked line to the configuration file each program \
        actually reads (the first in its own search order) to load the output: at the end, or at the \
        top for a CSS @import or foot's include=; sets btop's color_theme, qt5ct's/qt6ct's color \
        scheme, Helix's theme and delta's features (adding to yours); turns on live-reload: \
        terminals for foot; and enables themeswitchd.service. It never \
        creates a file that another would be read instead of, and where a program has no include \
        (mako 1.7, fuzzel 1.8, xsettingsd) it prints the line to use and why.

        The user's files keep every byte they had (encoding, line ends, a missing final newline, \
        mode, symlinks, hard links). A second run changes nothing; --undo removes exactly what setup \
        added, deletes the files it created, and puts back the desktop settings the daemon changed \
        (docs/CLI.md).

        With --from matugen or --from pywal it brings the templates you wrote for matugen (the \
        [templates.NAME] tables of ~/.config/matugen/config.toml) or pywal (~/.config/wal/templates, \
        written to ~/.cache/wal) into config.yaml instead, rendered by that engine to the same outputs, \
        a post_hook that is a plain command becoming the reload (docs/templates.md); --undo takes \
        them out again.

        Examples:
          themeswitch setup --dry-run
          themeswitch setup --yes
          themeswitch setup --undo
          themeswitch setup --from matugen --dry-run
        """)

    @Option(help: ArgumentHelp("Bring matugen's or pywal's templates into config.yaml instead.", valueName: "matugen|pywal"))
    var from: SetupImport.Origin?

    @Flag(help: "Show what would change; change nothing.")
    var dryRun = false

    @Flag(help: "Change without asking.")
    var yes = false

    @Flag(help: "Remove what setup added to the programs' configuration files and put the desktop's settings back.")
    var undo = false

    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    func run() async throws {
        guard [dryRun, yes, undo].filter({ $0 }).count <= 1 else {
            throw ExitCode(CommandFailure("give at most one of --dry-run, --yes and --undo", status: 64).report())
        }
        let mode: SetupTool.Mode = dryRun ? .dryRun : yes ? .yes : undo ? .undo : .ask
        let environment = ProcessInfo.processInfo.environment
        if let from {
            throw ExitCode(mode == .undo ? SetupImport.undo(environment: environment) : SetupImport.run(from: from, mode: mode, environment: environment))
        }
        throw ExitCode(await SetupTool.run(mode: mode, environment: environment))
    }
}

extension SetupImport.Origin: ExpressibleByArgument {}
