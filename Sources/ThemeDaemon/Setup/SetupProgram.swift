import ThemeTemplates

/// A program `themeswitch setup` configures: found when its executable is on `PATH` and its
/// directory under `$XDG_CONFIG_HOME` exists; its built-in template is added to config.yaml and
/// one marked line appended to its own configuration file loads the template's output.
struct SetupProgram: Sendable, Equatable {
    /// The built-in template rendered for it (to the template's suggested path).
    let template: BuiltInTemplate
    /// The executable looked up on `PATH`.
    let executable: String
    /// The user's configuration file, relative to `$XDG_CONFIG_HOME`.
    let configFile: String
    /// What starts a comment line in that file.
    let comment: String
    /// The line that loads `output` (an absolute path) from the user's configuration.
    let loadLine: @Sendable (String) -> String

    static func == (left: SetupProgram, right: SetupProgram) -> Bool { left.template == right.template }

    /// The programs setup knows, in the order it reports them (docs/CLI.md, `setup`).
    static let all: [SetupProgram] = [
        SetupProgram(template: .kitty, executable: "kitty", configFile: "kitty/kitty.conf", comment: "#") { "include \($0)" },
        SetupProgram(template: .neovim, executable: "nvim", configFile: "nvim/init.lua", comment: "--") { _ in "vim.cmd.colorscheme(\"themeswitch\")" },
        SetupProgram(template: .tmux, executable: "tmux", configFile: "tmux/tmux.conf", comment: "#") { "source-file \($0)" },
        SetupProgram(template: .i3, executable: "i3", configFile: "i3/config", comment: "#") { "include \($0)" },
        SetupProgram(template: .sway, executable: "sway", configFile: "sway/config", comment: "#") { "include \($0)" },
        SetupProgram(template: .hyprland, executable: "Hyprland", configFile: "hypr/hyprland.conf", comment: "#") { "source = \($0)" },
        SetupProgram(template: .rofi, executable: "rofi", configFile: "rofi/config.rasi", comment: "//") { "@import \"\($0)\"" },
        SetupProgram(template: .zathura, executable: "zathura", configFile: "zathura/zathurarc", comment: "#") { "include \($0)" },
        SetupProgram(template: .polybar, executable: "polybar", configFile: "polybar/config.ini", comment: ";") { "include-file = \($0)" },
        SetupProgram(template: .fish, executable: "fish", configFile: "fish/config.fish", comment: "#") { _ in "fish_config theme choose themeswitch" },
        SetupProgram(template: .emacs, executable: "emacs", configFile: "emacs/init.el", comment: ";;") { output in
            let directory = output.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return "(progn (add-to-list 'custom-theme-load-path \"\(directory)\") (load-theme 'themeswitch t))"
        },
    ]

    /// The directory under `$XDG_CONFIG_HOME` whose presence tells the program is used.
    var directory: String { String(configFile.split(separator: "/")[0]) }

    /// The comment line above the load line, by which setup finds its own lines again.
    var marker: String { "\(comment) added by themeswitch setup; removed by themeswitch setup --undo" }
}
