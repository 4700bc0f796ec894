import ThemeCore

/// The templates Themeswitch ships, one per program it targets (docs/templates.md).
public enum BuiltInTemplate: String, Sendable, CaseIterable {
    /// GTK 3/4 style sheet for gtk.css to `@import`: libadwaita's named colors and GTK 3's `theme_*` colors.
    case gtk
    /// kitty colors `.conf`.
    case kitty
    /// foot `[colors]` for one scheme.
    case foot
    /// foot `[colors-light]` and `[colors-dark]` in one file (newer foot).
    case footPaired = "foot-paired"
    /// alacritty TOML `[colors.*]` (0.13 and later).
    case alacritty
    /// alacritty YAML `colors:` (before 0.13: Debian 12's 0.11).
    case alacrittyYAML = "alacritty-yaml"
    /// Color tokens as CSS custom properties.
    case css
    /// qt6ct color scheme.
    case qt6ct
    /// waybar CSS named colors.
    case waybar
    /// Neovim Lua colorscheme.
    case neovim
    /// qt5ct color scheme (the same format as qt6ct's).
    case qt5ct
    /// tmux `set -g` styles.
    case tmux
    /// i3 `client.*` window colors.
    case i3
    /// sway `client.*` window colors.
    case sway
    /// Hyprland variables and border colors (not in Debian: checked against its grammar).
    case hyprland
    /// rofi `.rasi` theme variables.
    case rofi
    /// Vim colorscheme.
    case vim
    /// Emacs custom theme.
    case emacs
    /// Helix theme (not in Debian: checked against its documented schema).
    case helix
    /// X resources: terminal colors for xterm, urxvt and other X programs.
    case xresources
    /// fzf `--color` options.
    case fzf
    /// dunst drop-in with the frame and urgency colors.
    case dunst
    /// zathura `set` color options.
    case zathura
    /// `LS_COLORS` as a dircolors database.
    case dircolors
    /// polybar `[colors]` section to `include-file`.
    case polybar
    /// wofi GTK 3 style sheet.
    case wofi
    /// fuzzel `[colors]` section.
    case fuzzel
    /// bemenu color options as `BEMENU_OPTS` in a shell file.
    case bemenu
    /// btop theme file.
    case btop
    /// bat TextMate theme (`.tmTheme`).
    case bat
    /// delta gitconfig feature section (not in Debian 12: checked by git and delta's documented grammar).
    case delta
    /// fish theme file for `fish_config theme choose`.
    case fish
    /// lf colors file.
    case lf
    /// xsettingsd configuration with the scheme's GTK theme.
    case xsettingsd
    /// mako configuration with its style options.
    case mako
    /// SwayNotificationCenter named colors for its style sheet.
    case swaync

    /// The template's text.
    public var source: String {
        switch self {
        case .gtk: GTKTemplate.source
        case .kitty: KittyTemplate.source
        case .foot: FootTemplate.source
        case .footPaired: FootTemplate.pairedSource
        case .alacritty: AlacrittyTemplate.source
        case .alacrittyYAML: AlacrittyYAMLTemplate.source
        case .css: CSSVariablesTemplate.source
        case .qt6ct: QtColorSchemeTemplate.source
        case .waybar: WaybarTemplate.source
        case .neovim: NeovimTemplate.source
        case .qt5ct: QtColorSchemeTemplate.source
        case .tmux: TmuxTemplate.source
        case .i3: WindowManagerTemplate.source(for: "i3")
        case .sway: WindowManagerTemplate.source(for: "sway")
        case .hyprland: HyprlandTemplate.source
        case .rofi: RofiTemplate.source
        case .vim: VimTemplate.source
        case .emacs: EmacsTemplate.source
        case .helix: HelixTemplate.source
        case .xresources: XresourcesTemplate.source
        case .fzf: FzfTemplate.source
        case .dunst: DunstTemplate.source
        case .zathura: ZathuraTemplate.source
        case .dircolors: DircolorsTemplate.source
        case .polybar: PolybarTemplate.source
        case .wofi: WofiTemplate.source
        case .fuzzel: FuzzelTemplate.source
        case .bemenu: BemenuTemplate.source
        case .btop: BtopTemplate.source
        case .bat: BatTemplate.source
        case .delta: DeltaTemplate.source
        case .fish: FishTemplate.source
        case .lf: LfTemplate.source
        case .xsettingsd: XsettingsdTemplate.source
        case .mako: MakoTemplate.source
        case .swaync: SwayncTemplate.source
        }
    }

    /// Where the target program looks, relative to `$XDG_CONFIG_HOME`, as a suggestion.
    public var suggestedPath: String {
        switch self {
        case .gtk: "gtk-4.0/themeswitch.css"
        case .kitty: "kitty/themeswitch.conf"
        case .foot, .footPaired: "foot/themeswitch.ini"
        case .alacritty: "alacritty/themeswitch.toml"
        case .alacrittyYAML: "alacritty/themeswitch.yml"
        case .css: "themeswitch/tokens.css"
        case .qt6ct: "qt6ct/colors/themeswitch.conf"
        case .waybar: "waybar/themeswitch.css"
        case .neovim: "nvim/colors/themeswitch.lua"
        case .qt5ct: "qt5ct/colors/themeswitch.conf"
        case .tmux: "tmux/themeswitch.conf"
        case .i3: "i3/themeswitch.conf"
        case .sway: "sway/themeswitch.conf"
        case .hyprland: "hypr/themeswitch.conf"
        case .rofi: "rofi/themeswitch.rasi"
        case .vim: "vim/colors/themeswitch.vim"
        case .emacs: "emacs/themeswitch-theme.el"
        case .helix: "helix/themes/themeswitch.toml"
        case .xresources: "X11/themeswitch.Xresources"
        case .fzf: "fzf/themeswitch.opts"
        case .dunst: "dunst/dunstrc.d/90-themeswitch.conf"
        case .zathura: "zathura/themeswitch"
        case .dircolors: "themeswitch/dircolors"
        case .polybar: "polybar/themeswitch.ini"
        case .wofi: "wofi/themeswitch.css"
        case .fuzzel: "fuzzel/themeswitch.ini"
        case .bemenu: "bemenu/themeswitch.sh"
        case .btop: "btop/themes/themeswitch.theme"
        case .bat: "bat/themes/themeswitch.tmTheme"
        case .delta: "delta/themeswitch.gitconfig"
        case .fish: "fish/themes/themeswitch.theme"
        case .lf: "lf/colors"
        case .xsettingsd: "xsettingsd/themeswitch.conf"
        case .mako: "mako/themeswitch.conf"
        case .swaync: "swaync/themeswitch.css"
        }
    }

    /// The parsed template, named `builtin:<name>` in errors.
    public var template: Template {
        get throws(TemplateError) { try Template(name: "builtin:\(rawValue)", source: source) }
    }

    /// The text for a context, as the target reads it.
    public func render(_ context: TemplateContext) throws(TemplateError) -> String {
        try template.render(context)
    }
}
