import FoundationEssentials
import ThemeTemplates

/// A program `themeswitch setup` configures: found when its executable is on `PATH` and it has a
/// configuration file or directory of its own; its built-in template is added to config.yaml and
/// one marked line in the file it reads (``SetupSearchOrder``) loads the template's output.
struct SetupProgram: Sendable {
    /// The built-in template rendered for it (to the template's suggested path).
    let template: BuiltInTemplate
    /// The executable looked up on `PATH`.
    let executable: String
    /// Its name in sentences.
    let name: String
    /// Where it reads its configuration, in its own order (docs/CLI.md, `setup`, says from where).
    let search: @Sendable (SetupPlaces) -> SetupSearchOrder

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
