/// Each program's configuration search order, as the program itself documents or does it (the
/// sources are named on each; docs/CLI.md, `setup`, lists them). Pure.
enum SetupSearchOrders {
    /// kitty 0.26 (`man kitty`, kitty/constants.py): `$KITTY_CONFIG_DIRECTORY/kitty.conf` alone
    /// when set; else `$XDG_CONFIG_HOME/kitty/kitty.conf`, `~/.config/kitty/kitty.conf`, then
    /// `$XDG_CONFIG_DIRS/kitty/kitty.conf` when that is set. (`/etc/xdg/kitty/kitty.conf` is merged
    /// under any of them, so it is no candidate.)
    static func kitty(_ places: SetupPlaces) -> SetupSearchOrder {
        if let directory = places.environment["KITTY_CONFIG_DIRECTORY"], directory.hasPrefix("/") {
            let file = SetupConfigFile(directory + "/kitty.conf", .include)
            return SetupSearchOrder(candidates: [file], own: file, creates: true)
        }
        let own = SetupConfigFile(places.configHome + "/kitty/kitty.conf", .include)
        let system = (places.configDirectoriesSet ?? []).map { SetupConfigFile($0 + "/kitty/kitty.conf", .include, .system) }
        return SetupSearchOrder(candidates: [own, SetupConfigFile(places.dotConfig + "/kitty/kitty.conf", .include)] + system, own: own, creates: true)
    }

    /// Neovim 0.7 (`:help config`, starting.txt): `$XDG_CONFIG_HOME/nvim/init.vim` or `init.lua`
    /// (both is an error, E5422), then `nvim/init.vim` in `$XDG_CONFIG_DIRS`.
    static func neovim(_ places: SetupPlaces) -> SetupSearchOrder {
        let vim = SetupConfigFile(places.configHome + "/nvim/init.vim", .vimScript)
        let lua = SetupConfigFile(places.configHome + "/nvim/init.lua", .lua)
        let system = places.configDirectories.map { SetupConfigFile($0 + "/nvim/init.vim", .vimScript, .system) }
        let both = places.exists(vim.path) && places.exists(lua.path)
        return SetupSearchOrder(
            candidates: [vim, lua] + system, own: lua, creates: true,
            conflict: both ? "Neovim reads neither \(vim.path) nor \(lua.path) when both exist (E5422, \"Conflicting configs\"), so setup edits neither: keep one and run setup again, or add to init.lua" : nil)
    }

    /// tmux 3.3a (`man tmux`, `-f`): `~/.tmux.conf`, `$XDG_CONFIG_HOME/tmux/tmux.conf`,
    /// `~/.config/tmux/tmux.conf` (tmux reads each that exists; setup edits the first).
    static func tmux(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/tmux/tmux.conf", .tmux)
        return SetupSearchOrder(
            candidates: [SetupConfigFile(places.home + "/.tmux.conf", .tmux), own, SetupConfigFile(places.dotConfig + "/tmux/tmux.conf", .tmux)],
            own: own, creates: true)
    }

    /// i3 4.22 (`man i3`, FILES): `$XDG_CONFIG_HOME/i3/config`, `~/.i3/config`,
    /// `$XDG_CONFIG_DIRS/i3/config`, `/etc/i3/config`. Never created.
    static func i3(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/i3/config", .include)
        let system = (places.configDirectories.map { $0 + "/i3/config" } + ["/etc/i3/config"]).map { SetupConfigFile($0, .include, .system) }
        return SetupSearchOrder(candidates: [own, SetupConfigFile(places.home + "/.i3/config", .include)] + system, own: own, creates: false)
    }

    /// sway 1.7 (`man sway`, CONFIGURATION): `~/.sway/config`, `$XDG_CONFIG_HOME/sway/config`,
    /// `~/.i3/config`, `$XDG_CONFIG_HOME/i3/config` (i3's files: left to i3), `/etc/sway/config`,
    /// `/etc/i3/config`. Never created.
    static func sway(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/sway/config", .include)
        return SetupSearchOrder(
            candidates: [
                SetupConfigFile(places.home + "/.sway/config", .include), own,
                SetupConfigFile(places.home + "/.i3/config", .include, .program("i3")),
                SetupConfigFile(places.configHome + "/i3/config", .include, .program("i3")),
                SetupConfigFile("/etc/sway/config", .include, .system), SetupConfigFile("/etc/i3/config", .include, .system),
            ],
            own: own, creates: false)
    }

    /// Hyprland (its wiki, Configuring): `$XDG_CONFIG_HOME/hypr/hyprland.conf`; without it
    /// Hyprland writes its example there, so setup never creates it.
    static func hyprland(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/hypr/hyprland.conf", .hyprland)
        return SetupSearchOrder(candidates: [own], own: own, creates: false)
    }

    /// rofi 1.7.3 (`man rofi`, CONFIGURATION; seen with strace): the system's `rofi.rasi`, then
    /// `$XDG_CONFIG_HOME/rofi/config.rasi` on top of it.
    static func rofi(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/rofi/config.rasi", .rasi)
    }

    /// zathura (`man zathurarc`): `/etc/zathurarc`, then `$XDG_CONFIG_HOME/zathura/zathurarc` on top of it.
    static func zathura(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/zathura/zathurarc", .include)
    }

    /// polybar 3.6 (`man polybar`, `--config`): `config` then `config.ini` in
    /// `$XDG_CONFIG_HOME/polybar` and `~/.config/polybar`, `$XDG_CONFIG_DIRS/polybar/config.ini`
    /// (`/etc/xdg` when unset), `/etc/polybar/config.ini`. Never created.
    static func polybar(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/polybar/config.ini", .polybar)
        let user = [places.configHome, places.dotConfig].flatMap { ["\($0)/polybar/config", "\($0)/polybar/config.ini"] }
        let system = places.configDirectories.map { $0 + "/polybar/config.ini" } + ["/etc/polybar/config.ini"]
        return SetupSearchOrder(
            candidates: user.map { SetupConfigFile($0, .polybar) } + system.map { SetupConfigFile($0, .polybar, .system) },
            own: own, creates: false)
    }

    /// fish 3.6 (its documentation, Configuration files): `/etc/fish/config.fish`, then
    /// `$XDG_CONFIG_HOME/fish/config.fish` after it.
    static func fish(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/fish/config.fish", .fish)
    }

    /// Emacs 28 (startup.el): its init directory is `~/.emacs.d` when that or `~/.emacs` exists,
    /// else `$XDG_CONFIG_HOME/emacs` when that exists, else `~/.emacs.d`. From the XDG directory it
    /// reads `init.el` alone; otherwise `~/.emacs.el`, `~/.emacs`, then `~/.emacs.d/init.el`.
    static func emacs(_ places: SetupPlaces) -> SetupSearchOrder {
        let dotEmacsD = places.home + "/.emacs.d"
        let xdg = places.configHome + "/emacs"
        let useXDG = !places.exists(dotEmacsD) && !places.exists(places.home + "/.emacs") && places.exists(xdg)
        let own = SetupConfigFile((useXDG ? xdg : dotEmacsD) + "/init.el", .emacs)
        let files = useXDG ? [own] : [SetupConfigFile(places.home + "/.emacs.el", .emacs), SetupConfigFile(places.home + "/.emacs", .emacs), own]
        return SetupSearchOrder(candidates: files, own: own, creates: true)
    }

    /// A program with one file of the user's, read on top of the system's: created when missing.
    static func single(_ path: String, _ syntax: SetupSyntax) -> SetupSearchOrder {
        let file = SetupConfigFile(path, syntax)
        return SetupSearchOrder(candidates: [file], own: file, creates: true)
    }
}
