import FoundationEssentials
import ThemeTemplates

/// A program `themeswitch setup` configures: found when its executable is on `PATH` (GTK: its
/// library is installed) and it has a configuration file or directory of its own; its built-in
/// template is added to config.yaml and one marked line in the file it reads
/// (``SetupSearchOrder``) loads the template's output.
struct SetupProgram: Sendable {
    /// The built-in template rendered for it (to the template's suggested path).
    let template: BuiltInTemplate
    /// The executable looked up on `PATH`.
    let executable: String
    /// Other names it is installed under, looked up too (bat is `batcat` in Debian, `bat` elsewhere).
    let otherExecutables: [String]
    /// Its name in sentences.
    let name: String
    /// Where it reads its configuration, in its own order (docs/CLI.md, `setup`, says from where).
    let search: @Sendable (SetupPlaces) -> SetupSearchOrder
    /// Its name in the `found:` line (the template's, unless two programs share one).
    let id: String
    /// A shared library whose presence says it is installed (GTK), looked up instead of `executable`.
    let library: String?
    /// The versions this entry serves (by `executable --version`), nil for any.
    let versions: Range<SetupVersion>?

    init(
        template: BuiltInTemplate, executable: String, name: String, search: @escaping @Sendable (SetupPlaces) -> SetupSearchOrder,
        id: String? = nil, library: String? = nil, versions: Range<SetupVersion>? = nil, otherExecutables: [String] = []
    ) {
        self.template = template
        self.executable = executable
        self.otherExecutables = otherExecutables
        self.name = name
        self.search = search
        self.id = id ?? template.rawValue
        self.library = library
        self.versions = versions
    }

    /// The programs setup knows, in the order it reports them (docs/CLI.md, `setup`).
    static let all: [SetupProgram] = [
        SetupProgram(template: .kitty, executable: "kitty", name: "kitty", search: SetupSearchOrders.kitty),
        SetupProgram(template: .neovim, executable: "nvim", name: "Neovim", search: SetupSearchOrders.neovim),
        SetupProgram(template: .tmux, executable: "tmux", name: "tmux", search: SetupSearchOrders.tmux),
        SetupProgram(template: .i3, executable: "i3", name: "i3", search: SetupSearchOrders.i3),
        SetupProgram(template: .sway, executable: "sway", name: "sway", search: SetupSearchOrders.sway),
        SetupProgram(template: .hyprland, executable: "Hyprland", name: "Hyprland", search: SetupSearchOrders.hyprland),
        SetupProgram(template: .rofi, executable: "rofi", name: "rofi", search: SetupSearchOrders.rofi),
        SetupProgram(template: .zathura, executable: "zathura", name: "zathura", search: SetupSearchOrders.zathura),
        SetupProgram(template: .polybar, executable: "polybar", name: "polybar", search: SetupSearchOrders.polybar),
        SetupProgram(template: .fish, executable: "fish", name: "fish", search: SetupSearchOrders.fish),
        SetupProgram(template: .emacs, executable: "emacs", name: "Emacs", search: SetupSearchOrders.emacs),
        SetupProgram(template: .foot, executable: "foot", name: "foot", search: SetupSearchOrders.foot),
        SetupProgram(template: .waybar, executable: "waybar", name: "waybar", search: SetupSearchOrders.waybar),
        SetupProgram(
            template: .gtk, executable: "gtk4", name: "GTK 4", search: SetupSearchOrders.gtk4, id: "gtk4", library: "libgtk-4.so.1"),
        SetupProgram(
            template: .gtk, executable: "gtk3", name: "GTK 3", search: SetupSearchOrders.gtk3, id: "gtk3", library: "libgtk-3.so.0"),
        SetupProgram(
            template: .alacrittyYAML, executable: "alacritty", name: "Alacritty", search: SetupSearchOrders.alacrittyYAML,
            id: "alacritty", versions: SetupVersion(0, 0)..<SetupVersion(0, 13)),
        SetupProgram(
            template: .alacritty, executable: "alacritty", name: "Alacritty", search: SetupSearchOrders.alacrittyTOML,
            versions: SetupVersion(0, 13)..<SetupVersion(0, 14)),
        SetupProgram(
            template: .alacritty, executable: "alacritty", name: "Alacritty", search: SetupSearchOrders.alacrittyGeneralTOML,
            versions: SetupVersion(0, 14)..<SetupVersion(Int.max, 0)),
        SetupProgram(template: .dunst, executable: "dunst", name: "dunst", search: SetupSearchOrders.dunst),
        SetupProgram(template: .wofi, executable: "wofi", name: "wofi", search: SetupSearchOrders.wofi),
        SetupProgram(template: .swaync, executable: "swaync", name: "SwayNotificationCenter", search: SetupSearchOrders.swaync),
        SetupProgram(template: .lf, executable: "lf", name: "lf", search: SetupSearchOrders.lf),
        SetupProgram(template: .btop, executable: "btop", name: "btop", search: SetupSearchOrders.btop),
        SetupProgram(template: .qt5ct, executable: "qt5ct", name: "qt5ct", search: SetupSearchOrders.qt5ct),
        SetupProgram(template: .qt6ct, executable: "qt6ct", name: "qt6ct", search: SetupSearchOrders.qt6ct),
        SetupProgram(template: .xsettingsd, executable: "xsettingsd", name: "xsettingsd", search: SetupSearchOrders.xsettingsd),
        SetupProgram(template: .mako, executable: "mako", name: "mako", search: SetupSearchOrders.mako),
        SetupProgram(template: .fuzzel, executable: "fuzzel", name: "fuzzel", search: SetupSearchOrders.fuzzel),
        SetupProgram(template: .bemenu, executable: "bemenu", name: "bemenu", search: SetupSearchOrders.bemenu),
        SetupProgram(template: .bat, executable: "batcat", name: "bat", search: SetupSearchOrders.bat, otherExecutables: ["bat"]),
        SetupProgram(template: .helix, executable: "hx", name: "Helix", search: SetupSearchOrders.helix, otherExecutables: ["helix"]),
        SetupProgram(template: .delta, executable: "delta", name: "delta", search: SetupSearchOrders.delta),
    ]

    /// Each built-in template configured in `configuration`, with its output.
    static func outputs(_ configuration: Configuration, paths: ConfigurationPaths) -> [BuiltInTemplate: URL] {
        var outputs: [BuiltInTemplate: URL] = [:]
        for entry in configuration.templates {
            guard case .builtIn(let builtIn) = entry.source, outputs[builtIn] == nil else { continue }
            outputs[builtIn] = entry.output ?? paths.configHome.appendingPathComponent(builtIn.suggestedPath)
        }
        return outputs
    }
}
