import ArgumentParser

/// `themeswitch setup [--dry-run] [--yes] [--undo]`.
struct SetupCommand: FileCommand {
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

        Examples:
          themeswitch setup --dry-run
          themeswitch setup --yes
          themeswitch setup --undo
        """)

    @Flag(help: "Show what would change; change nothing.")
    var dryRun = false

    @Flag(help: "Change without asking.")
    var yes = false

    @Flag(help: "Remove what setup added to the programs' configuration files and put the desktop's settings back.")
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
