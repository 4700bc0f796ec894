import FileReading
import ThemeCore

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
    /// foot.ini's `include=PATH`, which belongs to its main section: written at the top.
    case footInclude
    /// GTK CSS (GTK 3 and 4, waybar, wofi, swaync): `@import "PATH";` at the top, in `/* */` comments.
    case cssImport
    /// Alacritty before 0.13 (YAML): `import: ["PATH"]`.
    case alacrittyYAML
    /// Alacritty 0.13 (TOML): `import = ["PATH"]`, a top-level key: written at the top.
    case alacrittyTOML
    /// Alacritty 0.14 and later (TOML): `general.import = ["PATH"]`, written at the top.
    case alacrittyGeneralTOML
    /// No line setup writes: a command for the user to run, `{output}` standing for the output.
    case command(String)
    /// btop.conf's `color_theme = "PATH"` (a key setup sets: ``keys(_:)``).
    case btopConf
    /// qt5ct.conf/qt6ct.conf's `[Appearance]` `color_scheme_path=PATH` and `custom_palette=true`.
    case qtctConf
    /// bat's config file: one option a line, `--theme="themeswitch"` after `#` comments.
    case batConfig
    /// Helix's config.toml: the root key `theme = "themeswitch"`, set where it is, else at the top.
    case helixTOML
    /// git's configuration for delta: `[include]` `path = PATH` appended, and `themeswitch` added
    /// to `[delta]`'s `features` (a key setup sets).
    case gitConfig

    /// What starts a comment line.
    var comment: String {
        switch self {
        case .include, .tmux, .hyprland, .fish, .footInclude, .alacrittyYAML, .alacrittyTOML, .alacrittyGeneralTOML, .command, .btopConf, .qtctConf,
             .batConfig, .helixTOML, .gitConfig: "#"
        case .cssImport: "/*"
        case .rasi: "//"
        case .polybar: ";"
        case .lua: "--"
        case .vimScript: "\""
        case .emacs: ";;"
        }
    }

    /// The comment line above the load line, by which setup finds its own lines again.
    var marker: String {
        "\(comment) added by themeswitch setup; removed by themeswitch setup --undo\(self == .cssImport ? " */" : "")"
    }

    /// Whether the lines go at the top of the file (a CSS `@import`, a key of foot's main section or
    /// of TOML's root table), not at its end.
    var atTop: Bool {
        switch self {
        case .footInclude, .cssImport, .alacrittyTOML, .alacrittyGeneralTOML: true
        default: false
        }
    }

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
        case .footInclude: "include=\(output)"
        case .cssImport: "@import \"\(output)\";"
        case .alacrittyYAML: "import: [\"\(output)\"]"
        case .alacrittyTOML: "import = [\"\(output)\"]"
        case .alacrittyGeneralTOML: "general.import = [\"\(output)\"]"
        case .command(let command): command.replacing("{output}", with: output)
        case .batConfig: "--theme=\"themeswitch\""
        case .gitConfig: "[include]\n\tpath = \(output)"
        case .btopConf, .qtctConf, .helixTOML: (keys(output) ?? []).map { ($0.section.map { "[\($0)] " } ?? "") + $0.line }.joined(separator: ", ")
        case .emacs:
            "(progn (add-to-list 'custom-theme-load-path \"\(output.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))\") (load-theme 'themeswitch t))"
        }
    }

    /// The keys that choose `output` in a settings file the program rewrites itself (no line of
    /// ours would survive there), or whose value a line of ours cannot add to (delta's
    /// `features`); nil for a syntax that loads it by a line alone.
    func keys(_ output: String) -> [SetupKey]? {
        switch self {
        case .btopConf: [SetupKey(section: nil, key: "color_theme", line: "color_theme = \"\(output)\"")]
        case .qtctConf:
            [SetupKey(section: "Appearance", key: "color_scheme_path", line: "color_scheme_path=\(output)"),
             SetupKey(section: "Appearance", key: "custom_palette", line: "custom_palette=true")]
        case .helixTOML: [SetupKey(section: nil, key: "theme", line: "theme = \"themeswitch\"", atTop: true)]
        case .gitConfig: [SetupKey(section: "delta", key: "features", line: "\tfeatures = themeswitch", word: "themeswitch")]
        default: nil
        }
    }

    /// Whether setup writes a marker and load line (besides any ``keys(_:)``).
    var writesLines: Bool {
        switch self {
        case .btopConf, .qtctConf, .helixTOML: false
        default: true
        }
    }

    /// Why setup's line cannot go into `file` as it is, nil when it can: Alacritty's `import`
    /// given twice is an error (YAML's duplicate key, TOML's redefined key or table); a key setup
    /// sets where setup cannot tell it is the only one that counts (Helix's `theme`, delta's
    /// `features`, also in `others`, the program's other files).
    func clash(in file: TextLines, others: [TextLines] = []) -> String? {
        let lines = file.lines.map(\.text.trimmed)
        switch self {
        case .helixTOML:
            guard let key = keys("")?.first, SetupKeys.lines(of: key, in: file).elsewhere > 0 else { return nil }
            return "it sets theme after a table or twice, where setup cannot tell the top-level key; set theme = \"themeswitch\" there yourself"
        case .gitConfig:
            return SetupKeys.gitFeaturesClash(in: file, others: others)
        case .alacrittyYAML:
            guard file.lines.contains(where: { $0.text.hasPrefix("import:") }) else { return nil }
            return "it has an import: list of its own, and a second one is an error; add the output to that list"
        case .alacrittyTOML, .alacrittyGeneralTOML:
            guard lines.contains(where: { $0 == "[general]" || $0.hasPrefix("import") || $0.hasPrefix("general.import") }) else { return nil }
            return "it has an import or a [general] table of its own, which a second import would redefine (an error); add the output to its import list"
        default:
            return nil
        }
    }

    /// Load lines an older setup wrote, which `--undo` removes too.
    var formerLines: [String] {
        self == .lua ? ["vim.cmd.colorscheme(\"themeswitch\")"] : []
    }
}
