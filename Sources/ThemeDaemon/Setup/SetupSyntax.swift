/// How a configuration file writes a comment and the line that loads our output (pure).
enum SetupSyntax: Sendable, Equatable {
    /// `include PATH` after `#` comments: kitty, i3, sway, zathura.
    case include
    /// tmux's `source-file PATH`.
    case tmux
    /// Hyprland's `source = PATH`.
    case hyprland
    /// rofi's `@import "PATH"` after `//` comments.
    case rasi
    /// polybar's `include-file = PATH` after `;` comments.
    case polybar
    /// fish's `fish_config theme choose themeswitch`.
    case fish
    /// Neovim's init.lua: `vim.cmd("colorscheme themeswitch")` (Neovim 0.7 has no `vim.cmd.colorscheme`).
    case lua
    /// Neovim's init.vim: `colorscheme themeswitch` after `"` comments.
    case vimScript
    /// Emacs Lisp: the output's directory on `custom-theme-load-path`, then `load-theme`.
    case emacs

    /// What starts a comment line.
    var comment: String {
        switch self {
        case .include, .tmux, .hyprland, .fish: "#"
        case .rasi: "//"
        case .polybar: ";"
        case .lua: "--"
        case .vimScript: "\""
        case .emacs: ";;"
        }
    }

    /// The comment line above the load line, by which setup finds its own lines again.
    var marker: String { "\(comment) added by themeswitch setup; removed by themeswitch setup --undo" }

    /// The line that loads `output` (an absolute path).
    func loadLine(_ output: String) -> String {
        switch self {
        case .include: "include \(output)"
        case .tmux: "source-file \(output)"
        case .hyprland: "source = \(output)"
        case .rasi: "@import \"\(output)\""
        case .polybar: "include-file = \(output)"
        case .fish: "fish_config theme choose themeswitch"
        case .lua: "vim.cmd(\"colorscheme themeswitch\")"
        case .vimScript: "colorscheme themeswitch"
        case .emacs:
            "(progn (add-to-list 'custom-theme-load-path \"\(output.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))\") (load-theme 'themeswitch t))"
        }
    }

    /// Load lines an older setup wrote, which `--undo` removes too.
    var formerLines: [String] {
        self == .lua ? ["vim.cmd.colorscheme(\"themeswitch\")"] : []
    }
}
