/// The search orders of bat, Helix and delta (issue 36 §2): bat 0.22 as Debian 12 ships it;
/// Helix and delta, which Debian 12 does not ship, as their documentation says. Pure.
extension SetupSearchOrders {
    /// bat 0.22 (`bat --config-file`; its config.rs): `$BAT_CONFIG_PATH` when set, else `config`
    /// in its configuration directory, `$BAT_CONFIG_DIR` or `$XDG_CONFIG_HOME/bat`; read after
    /// `/etc/bat/config`, so a new one shadows nothing. Its themes are read from `themes/` in that
    /// directory: one other than the template's is said instead of editing.
    static func bat(_ places: SetupPlaces) -> SetupSearchOrder {
        let ours = places.configHome + "/bat"
        let directory = places.environment["BAT_CONFIG_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ours
        let path = places.environment["BAT_CONFIG_PATH"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? directory + "/config"
        let file = SetupConfigFile(path, .batConfig)
        let elsewhere = "bat reads its themes from \(directory)/themes ($BAT_CONFIG_DIR), not from \(ours)/themes where the bat template writes, so setup edits nothing: give the template that output (and reload: [batcat, cache, --build]) in config.yaml, and add to \(path)"
        return SetupSearchOrder(candidates: [file], own: file, creates: true, conflict: directory == ours ? nil : elsewhere)
    }

    /// Helix (the Helix book, Configuration): `$XDG_CONFIG_HOME/helix/config.toml`, merged over
    /// its defaults (and under a workspace's `.helix/config.toml`), so a new one shadows nothing;
    /// `theme` is a key of its root table.
    static func helix(_ places: SetupPlaces) -> SetupSearchOrder {
        single(places.configHome + "/helix/config.toml", .helixTOML)
    }

    /// delta reads git's configuration (git 2.39, `man git-config`, FILES): `$GIT_CONFIG_GLOBAL`
    /// alone when set; else `$XDG_CONFIG_HOME/git/config` and then `~/.gitconfig`, both. Setup
    /// edits `~/.gitconfig` when it exists, else the XDG file, as `git config --global` does; a
    /// new `~/.gitconfig` shadows nothing.
    static func delta(_ places: SetupPlaces) -> SetupSearchOrder {
        if let global = places.environment["GIT_CONFIG_GLOBAL"], global.hasPrefix("/") { return single(global, .gitConfig) }
        let own = SetupConfigFile(places.home + "/.gitconfig", .gitConfig)
        return SetupSearchOrder(candidates: [own, SetupConfigFile(places.configHome + "/git/config", .gitConfig)], own: own, creates: true)
    }
}
