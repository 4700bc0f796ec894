/// The search orders of the desktop's terminals, bars, notifications and toolkits (issue 36 §2),
/// for the versions Debian 12 ships (docs/CLI.md, `setup`). Pure.
extension SetupSearchOrders {
    /// foot 1.13 (`man foot.ini`): `$XDG_CONFIG_HOME/foot/foot.ini`, then
    /// `$XDG_CONFIG_DIRS/foot/foot.ini` (Debian ships `/etc/xdg/foot/foot.ini`). `include=`
    /// belongs to the main section, so it goes at the top.
    static func foot(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/foot/foot.ini", .footInclude)
        let system = places.configDirectories.map { SetupConfigFile($0 + "/foot/foot.ini", .footInclude, .system) }
        return SetupSearchOrder(candidates: [own] + system, own: own, creates: true)
    }

    /// waybar 0.9.17 (its `CONFIG_DIRS`): `style.css` in `$XDG_CONFIG_HOME/waybar/`,
    /// `~/.config/waybar/`, `~/waybar/`, then `/etc/xdg/waybar/`. Never created: a style.css with
    /// only our colors would leave the bar unstyled.
    static func waybar(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/waybar/style.css", .cssImport)
        return SetupSearchOrder(
            candidates: [own, SetupConfigFile(places.dotConfig + "/waybar/style.css", .cssImport),
                         SetupConfigFile(places.home + "/waybar/style.css", .cssImport),
                         SetupConfigFile("/etc/xdg/waybar/style.css", .cssImport, .system)],
            own: own, creates: false)
    }

    /// GTK 4 (`gtk_css_provider`'s user style sheet): `$XDG_CONFIG_HOME/gtk-4.0/gtk.css`, read over
    /// the theme, so a new one shadows nothing.
    static func gtk4(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/gtk-4.0/gtk.css", .cssImport)
    }

    /// GTK 3: `$XDG_CONFIG_HOME/gtk-3.0/gtk.css`, as GTK 4's.
    static func gtk3(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/gtk-3.0/gtk.css", .cssImport)
    }

    /// Alacritty before 0.13 (its README, Configuration): `alacritty.yml` in
    /// `$XDG_CONFIG_HOME/alacritty/`, `$XDG_CONFIG_HOME/`, `~/.config/alacritty/`, then `~/.alacritty.yml`.
    static func alacrittyYAML(_ places: SetupPlaces) -> SetupSearchOrder {
        alacritty(places, name: "alacritty.yml", .alacrittyYAML)
    }

    /// Alacritty 0.13: the same places with `alacritty.toml` (root-table `import`).
    static func alacrittyTOML(_ places: SetupPlaces) -> SetupSearchOrder {
        alacritty(places, name: "alacritty.toml", .alacrittyTOML)
    }

    /// Alacritty 0.14 and later: as 0.13, with `general.import`.
    static func alacrittyGeneralTOML(_ places: SetupPlaces) -> SetupSearchOrder {
        alacritty(places, name: "alacritty.toml", .alacrittyGeneralTOML)
    }

    private static func alacritty(_ places: SetupPlaces, name: String, _ syntax: SetupSyntax) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/alacritty/" + name, syntax)
        let files = [own, SetupConfigFile(places.configHome + "/" + name, syntax),
                     SetupConfigFile(places.dotConfig + "/alacritty/" + name, syntax), SetupConfigFile(places.home + "/." + name, syntax)]
        return SetupSearchOrder(candidates: files, own: own, creates: true)
    }

    /// dunst 1.9 (`man dunst`, FILES): the first `dunst/dunstrc` of `$XDG_CONFIG_HOME`, then
    /// `$XDG_CONFIG_DIRS`; drop-ins are read only from the `dunstrc.d/` beside it, where the
    /// template's output is one.
    static func dunst(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/dunst/dunstrc", .include)
        let system = places.configDirectories.map { SetupConfigFile($0 + "/dunst/dunstrc", .include, .system) }
        return SetupSearchOrder(
            candidates: [own] + system, own: own, creates: false,
            readsOutput: "a drop-in of the dunstrc.d/ beside \(own.path)")
    }

    /// lf 28 (`man lf`, CONFIGURATION): `$XDG_CONFIG_HOME/lf/colors` is the template's output.
    static func lf(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/lf/lfrc", .include)
        return SetupSearchOrder(candidates: [own], own: own, creates: false, readsOutput: "its colors file")
    }

    /// mako 1.7 (`man 5 mako`): `$XDG_CONFIG_HOME/mako/config`; it has no include.
    static func mako(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/mako/config", .command("mako --config {output}"))
        return SetupSearchOrder(
            candidates: [own], own: own, creates: false,
            conflict: "mako 1.7 has no include (it refuses include= with \"Failed to parse option 'include'\"), so setup edits nothing: start it on the output (or copy the output's lines into \(own.path))")
    }

    /// fuzzel 1.8 (`man fuzzel.ini`): `$XDG_CONFIG_HOME/fuzzel/fuzzel.ini`; it has no include.
    static func fuzzel(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/fuzzel/fuzzel.ini", .command("fuzzel --config={output}"))
        return SetupSearchOrder(
            candidates: [own], own: own, creates: false,
            conflict: "fuzzel 1.8 has no include (it refuses include= as not a valid option), so setup edits nothing: start it on the output (or copy its [colors] into \(own.path))")
    }

    /// bemenu 0.6 (`man bemenu`): its colors come from `BEMENU_OPTS` in the environment, not from a
    /// file; the template's output sets it, for the shell's profile to source. It counts as
    /// configured when `$XDG_CONFIG_HOME/bemenu/` exists (it has no configuration file of its own).
    static func bemenu(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/bemenu/themeswitch.sh", .command(". {output}"))
        return SetupSearchOrder(
            candidates: [], own: own, creates: false,
            conflict: "bemenu takes its colors from BEMENU_OPTS in the environment, not from a file, so setup edits no shell profile: source the output from yours (~/.profile, or your shell's own)")
    }

    /// wofi 1.3 (`man wofi`, `--style`): `$XDG_CONFIG_HOME/wofi/style.css`, read over its built-in
    /// style, so a new one shadows nothing.
    static func wofi(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/wofi/style.css", .cssImport)
    }

    /// SwayNotificationCenter 0.7 (`man swaync`): `$XDG_CONFIG_HOME/swaync/style.css`, then
    /// `$XDG_CONFIG_DIRS/swaync/style.css` (Debian ships `/etc/xdg/swaync/style.css`).
    static func swaync(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.configHome + "/swaync/style.css", .cssImport)
        let system = places.configDirectories.map { SetupConfigFile($0 + "/swaync/style.css", .cssImport, .system) }
        return SetupSearchOrder(candidates: [own] + system, own: own, creates: true)
    }

    /// btop 1.2.13 (its README, Configurability): `$XDG_CONFIG_HOME/btop/btop.conf`, made by btop
    /// on exit when missing; a new one shadows nothing.
    static func btop(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/btop/btop.conf", .btopConf)
    }

    /// qt5ct 1.5 (`Qt5CT::configFile`): `$XDG_CONFIG_HOME/qt5ct/qt5ct.conf`, the only file it reads.
    static func qt5ct(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/qt5ct/qt5ct.conf", .qtctConf)
    }

    /// qt6ct 0.7: `$XDG_CONFIG_HOME/qt6ct/qt6ct.conf`, as qt5ct's.
    static func qt6ct(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/qt6ct/qt6ct.conf", .qtctConf)
    }

    /// xsettingsd 1.0.2 (`man xsettingsd`): `~/.xsettingsd`, or the file of `-c`; it has no include,
    /// and the template's output is a whole configuration.
    static func xsettingsd(_ places: SetupPlaces) -> SetupSearchOrder {
        let own = SetupConfigFile(places.home + "/.xsettingsd", .command("xsettingsd -c {output}"))
        let directory = SetupConfigFile(places.configHome + "/xsettingsd/xsettingsd.conf", own.syntax)
        return SetupSearchOrder(
            candidates: [own, directory], own: directory, creates: false,
            conflict: "xsettingsd has no include and reads one file, so setup edits nothing: start it on the output, which holds the whole configuration (copy your own settings into a template of yours)")
    }
}
