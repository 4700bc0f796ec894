import FileReading
import Testing
@testable import ThemeConfiguration
@testable import ThemeDaemon

/// The pure parts of issue 36 §2's `setup`: the desktop programs' search orders and decisions,
/// lines written at the top of a file and their undo, `live-reload: terminals` added to
/// config.yaml, the version that chooses Alacritty's template; bat's, Helix's and delta's files
/// and the keys setup sets in them.
@Suite struct SetupDesktopOrdersTests {
    private static let home = "/home/u"
    private static let config = home + "/.config"

    private func decide(
        _ name: String, _ search: (SetupPlaces) -> SetupSearchOrder, _ existing: Set<String>, environment: [String: String] = [:]
    ) -> SetupDecision {
        let places = SetupPlaces(home: Self.home, configHome: Self.config, environment: environment) { existing.contains($0) }
        return SetupDecision.decide(name, search(places), exists: places.exists)
    }

    @Test func footIsEditedAtTheTopOrCreatedButNeverShadowsTheSystemsFootIni() {
        let ini = Self.config + "/foot/foot.ini"
        #expect(decide("foot", SetupSearchOrders.foot, [ini]) == .edit(SetupConfigFile(ini, .footInclude)))
        #expect(decide("foot", SetupSearchOrders.foot, [Self.config + "/foot"]) == .create(SetupConfigFile(ini, .footInclude)))
        guard case .advise(let why, _) = decide("foot", SetupSearchOrders.foot, [Self.config + "/foot", "/etc/xdg/foot/foot.ini"]) else {
            Issue.record("a new foot.ini would shadow the system's")
            return
        }
        #expect(why.contains("/etc/xdg/foot/foot.ini, the system's"), "\(why)")
        #expect(SetupSyntax.footInclude.atTop && SetupSyntax.footInclude.loadLine("/c/foot/themeswitch.ini") == "include=/c/foot/themeswitch.ini")
    }

    @Test func waybarAndGTKImportAtTheTopAndOnlyGTKsFileIsCreated() {
        let style = Self.config + "/waybar/style.css"
        #expect(decide("waybar", SetupSearchOrders.waybar, [style]) == .edit(SetupConfigFile(style, .cssImport)))
        #expect(decide("waybar", SetupSearchOrders.waybar, [Self.home + "/waybar/style.css", Self.config + "/waybar"])
            == .edit(SetupConfigFile(Self.home + "/waybar/style.css", .cssImport)))
        guard case .advise = decide("waybar", SetupSearchOrders.waybar, [Self.config + "/waybar"]) else {
            Issue.record("waybar without a style.css is not advice")
            return
        }
        let gtk = Self.config + "/gtk-4.0/gtk.css"
        #expect(decide("GTK 4", SetupSearchOrders.gtk4, [Self.config + "/gtk-4.0"]) == .create(SetupConfigFile(gtk, .cssImport)))
        #expect(decide("GTK 4", SetupSearchOrders.gtk4, []) == .notFound)
        #expect(SetupSyntax.cssImport.marker == "/* added by themeswitch setup; removed by themeswitch setup --undo */")
        #expect(SetupSyntax.cssImport.loadLine("/c/gtk-4.0/themeswitch.css") == "@import \"/c/gtk-4.0/themeswitch.css\";")
    }

    @Test func dunstAndLfReadTheOutputAndMakoAndFuzzelGetACommand() {
        let dunstrc = Self.config + "/dunst/dunstrc"
        guard case .readsOutput = decide("dunst", SetupSearchOrders.dunst, [dunstrc, "/etc/xdg/dunst/dunstrc"]) else {
            Issue.record("dunst with a dunstrc of the user's reads the drop-in")
            return
        }
        // Only the system's dunstrc: its drop-ins are read from /etc/xdg, so the copy is advised.
        guard case .advise(_, let copy) = decide("dunst", SetupSearchOrders.dunst, [Self.config + "/dunst", "/etc/xdg/dunst/dunstrc"]) else {
            Issue.record("dunst on the system's dunstrc is not advice")
            return
        }
        #expect(copy.syntax.loadLine("ignored") == "cp /etc/xdg/dunst/dunstrc \(dunstrc)")
        guard case .readsOutput = decide("lf", SetupSearchOrders.lf, [Self.config + "/lf"]) else {
            Issue.record("lf reads its colors file")
            return
        }
        guard case .advise(let why, let file) = decide("mako", SetupSearchOrders.mako, [Self.config + "/mako/config"]) else {
            Issue.record("mako 1.7 has no include")
            return
        }
        #expect(why.contains("mako 1.7 has no include") && file.syntax.loadLine("/c/m.conf") == "mako --config /c/m.conf", "\(why)")
        guard case .advise(_, let fuzzel) = decide("fuzzel", SetupSearchOrders.fuzzel, [Self.config + "/fuzzel"]) else {
            Issue.record("fuzzel 1.8 has no include")
            return
        }
        #expect(fuzzel.syntax.loadLine("/c/f.ini") == "fuzzel --config=/c/f.ini")
    }

    @Test func alacrittysVersionChoosesYAMLBefore013() {
        #expect(SetupVersion("alacritty 0.11.0\n") == SetupVersion(0, 11))
        #expect(SetupVersion("alacritty 0.13.2 (bb8ea18)") == SetupVersion(0, 13))
        #expect(SetupVersion("no version") == nil)
        let yaml = SetupProgram.all.filter { $0.executable == "alacritty" && $0.versions?.contains(SetupVersion(0, 11)) == true }
        #expect(yaml.map(\.template) == [.alacrittyYAML])
        let toml = SetupProgram.all.filter { $0.executable == "alacritty" && $0.versions?.contains(SetupVersion(0, 15)) == true }
        #expect(toml.map(\.template) == [.alacritty] && toml.first?.search(SetupPlaces(home: "/h", configHome: "/h/.config", environment: [:]) { _ in false }).own.syntax == .alacrittyGeneralTOML)
        let file = Self.config + "/alacritty/alacritty.yml"
        #expect(decide("Alacritty", SetupSearchOrders.alacrittyYAML, [file]) == .edit(SetupConfigFile(file, .alacrittyYAML)))
        #expect(SetupSyntax.alacrittyYAML.loadLine("/c/a.yml") == "import: [\"/c/a.yml\"]")
        // A second import is an error in both formats: setup prints the line instead.
        #expect(SetupSyntax.alacrittyYAML.clash(in: TextLines(Array("import:\n  - /x.yml\n".utf8))) != nil)
        #expect(SetupSyntax.alacrittyYAML.clash(in: TextLines(Array("window:\n  opacity: 1\n".utf8))) == nil)
        #expect(SetupSyntax.alacrittyGeneralTOML.clash(in: TextLines(Array("[general]\nlive_config_reload = true\n".utf8))) != nil)
        #expect(SetupSyntax.alacrittyTOML.clash(in: TextLines(Array("[window]\nopacity = 1.0\n".utf8))) == nil)
    }

    @Test func linesAtTheTopComeOffByteForByte() {
        let marker = SetupSyntax.cssImport.marker, line = "@import \"/c/waybar/themeswitch.css\";"
        let mine = Array("* { color: red; }\r\nwindow { }".utf8)
        let prefix = SetupLines.prefix([marker, line], in: TextLines(mine))
        #expect(prefix == Array("\(marker)\r\n\(line)\r\n".utf8))
        #expect(SetupLines.undo(prefix + mine, appended: [], prepended: prefix, created: false, markers: [marker], setupLines: [line]) == .restored(mine))
        let created = SetupLines.prefix([marker, line], in: TextLines([]))
        #expect(SetupLines.undo(created, appended: [], prepended: created, created: true, markers: [marker], setupLines: [line]) == .delete)
        // The user wrote above setup's lines since: only setup's lines go.
        let above = Array("/* mine */\n".utf8) + prefix + mine
        #expect(SetupLines.undo(above, appended: [], prepended: prefix, created: false, markers: [marker], setupLines: [line])
            == .edited(Array("/* mine */\n".utf8) + mine, kept: []))
    }

    @Test func terminalsIsTurnedOnUnderTheUsersLiveReloadAndAUsersChoiceStays() {
        #expect(SetupLive.enablingTerminals(in: "") == "live-reload:\n  terminals: true\n")
        #expect(SetupLive.enablingTerminals(in: "templates:\n  - builtin: foot\n")
            == "templates:\n  - builtin: foot\nlive-reload:\n  terminals: true\n")
        #expect(SetupLive.enablingTerminals(in: "live-reload:   # mine\n    kitty: false\nhooks: []\n")
            == "live-reload:   # mine\n    terminals: true\n    kitty: false\nhooks: []\n")
        #expect(SetupLive.enablingTerminals(in: "live-reload:\n  terminals: false\n") == nil)
        #expect(SetupLive.enablingTerminals(in: "live-reload: {kitty: false}\n") == nil)
        #expect(SetupLive.needsTerminals("foot") && !SetupLive.needsTerminals("waybar"))
    }

    @Test func keysAreSetInTheirSectionAndGivenBackExactly() throws {
        let keys = SetupSyntax.qtctConf.keys("/c/qt5ct/colors/themeswitch.conf") ?? []
        // No [Appearance]: made at the end, after a last line without a line end, with the file's CRLF.
        let fonts = Array("[Fonts]\r\nfixed=x".utf8)
        let set = try #require(SetupKeys.set(keys, in: fonts))
        #expect(set.bytes == Array("[Fonts]\r\nfixed=x\r\n[Appearance]\r\ncolor_scheme_path=/c/qt5ct/colors/themeswitch.conf\r\ncustom_palette=true\r\n".utf8))
        #expect(set.keys.map(\.original) == [nil, nil])
        #expect(SetupKeys.set(keys, in: set.bytes) == nil)
        // Restored byte for byte: the section setup made goes, and so does the line end it added.
        #expect(SetupKeys.restore(set.keys, in: set.bytes).bytes == fonts)
        // A key of the user's: its line is replaced and comes back; one changed since stays.
        let appearance = Array("[Appearance]\ncustom_palette=false\n\n[Fonts]\n".utf8)
        let replaced = try #require(SetupKeys.set(keys, in: appearance))
        #expect(replaced.bytes == Array("[Appearance]\ncustom_palette=true\ncolor_scheme_path=/c/qt5ct/colors/themeswitch.conf\n\n[Fonts]\n".utf8))
        #expect(SetupKeys.restore(replaced.keys, in: replaced.bytes).bytes == appearance)
        let changed = Array("[Appearance]\ncustom_palette=false\ncolor_scheme_path=/c/qt5ct/colors/themeswitch.conf\n\n[Fonts]\n".utf8)
        let restored = SetupKeys.restore(replaced.keys, in: changed)
        #expect(restored.bytes == appearance && restored.changed.map(\.key) == ["custom_palette"])
        // btop.conf has no sections: the key is set where it is.
        let btop = SetupSyntax.btopConf.keys("/c/btop/themes/themeswitch.theme") ?? []
        let conf = Array("#* theme\ncolor_theme = \"Default\"\nrounded_corners = True\n".utf8)
        let chosen = try #require(SetupKeys.set(btop, in: conf))
        #expect(chosen.bytes == Array("#* theme\ncolor_theme = \"/c/btop/themes/themeswitch.theme\"\nrounded_corners = True\n".utf8))
        #expect(SetupKeys.restore(chosen.keys, in: chosen.bytes).bytes == conf)
    }

    @Test func batsConfigFileIsTheOneBatConfigFileNamesAndAnotherThemesDirectoryIsAdvice() {
        let config = Self.config + "/bat/config"
        #expect(decide("bat", SetupSearchOrders.bat, [Self.config + "/bat"]) == .create(SetupConfigFile(config, .batConfig)))
        #expect(decide("bat", SetupSearchOrders.bat, []) == .notFound)
        #expect(decide("bat", SetupSearchOrders.bat, ["/c/b.conf"], environment: ["BAT_CONFIG_PATH": "/c/b.conf"]) == .edit(SetupConfigFile("/c/b.conf", .batConfig)))
        guard case .advise(let why, let file) = decide("bat", SetupSearchOrders.bat, ["/b"], environment: ["BAT_CONFIG_DIR": "/b"]) else {
            Issue.record("a BAT_CONFIG_DIR elsewhere reads no theme of ours")
            return
        }
        #expect(why.contains("/b/themes") && file.path == "/b/config", "\(why)")
        #expect(SetupSyntax.batConfig.loadLine("/c/bat/themes/themeswitch.tmTheme") == "--theme=\"themeswitch\"")
        #expect(SetupProgram.all.first { $0.id == "bat" }.map { [$0.executable] + $0.otherExecutables } == ["batcat", "bat"])
    }

    @Test func helixsThemeIsATopLevelKeySetWhereItIsOrAtTheTop() throws {
        let toml = Self.config + "/helix/config.toml"
        #expect(decide("Helix", SetupSearchOrders.helix, [Self.config + "/helix"]) == .create(SetupConfigFile(toml, .helixTOML)))
        let keys = SetupSyntax.helixTOML.keys("") ?? []
        let mine = Array("# mine\n[editor]\nmouse = false".utf8)
        let top = try #require(SetupKeys.set(keys, in: mine))
        #expect(top.bytes == Array("theme = \"themeswitch\"\n# mine\n[editor]\nmouse = false".utf8))
        #expect(SetupKeys.restore(top.keys, in: top.bytes).bytes == mine)
        let theirs = Array("theme = \"onedark\"\r\n[editor]\r\n".utf8)
        let replaced = try #require(SetupKeys.set(keys, in: theirs))
        #expect(replaced.bytes == Array("theme = \"themeswitch\"\r\n[editor]\r\n".utf8) && replaced.keys.first?.original == "theme = \"onedark\"")
        #expect(SetupKeys.restore(replaced.keys, in: replaced.bytes).bytes == theirs)
        #expect(SetupSyntax.helixTOML.clash(in: TextLines(theirs)) == nil)
        #expect(SetupSyntax.helixTOML.clash(in: TextLines(Array("[editor]\ntheme = \"x\"\n".utf8))) != nil)
        #expect(SetupSyntax.helixTOML.clash(in: TextLines(Array("theme = \"a\"\ntheme = \"b\"\n".utf8))) != nil)
    }

    @Test func deltaEditsGitsFileAsGitConfigGlobalDoesAndAddsThemeswitchLastToTheUsersFeatures() throws {
        let dot = SetupConfigFile(Self.home + "/.gitconfig", .gitConfig), xdg = SetupConfigFile(Self.config + "/git/config", .gitConfig)
        #expect(decide("delta", SetupSearchOrders.delta, [dot.path, xdg.path]) == .edit(dot))
        #expect(decide("delta", SetupSearchOrders.delta, [Self.home, xdg.path]) == .edit(xdg))
        #expect(decide("delta", SetupSearchOrders.delta, [Self.home]) == .create(dot))
        #expect(decide("delta", SetupSearchOrders.delta, ["/g", dot.path], environment: ["GIT_CONFIG_GLOBAL": "/g/config"]) == .create(SetupConfigFile("/g/config", .gitConfig)))
        #expect(SetupLines.lines(.gitConfig, output: "/c/d.gitconfig") == [SetupSyntax.gitConfig.marker, "[include]", "\tpath = /c/d.gitconfig"])
        let keys = SetupSyntax.gitConfig.keys("") ?? []
        let mine = Array("[delta]\n    features = side-by-side\n    navigate = true\n".utf8)
        let added = try #require(SetupKeys.set(keys, in: mine))
        #expect(added.bytes == Array("[delta]\n    features = side-by-side themeswitch\n    navigate = true\n".utf8))
        #expect(SetupKeys.set(keys, in: added.bytes) == nil)
        #expect(SetupKeys.restore(added.keys, in: added.bytes).bytes == mine)
        // No [delta]: made at the end, and gone again with the line end setup added.
        let user = Array("[user]\n\tname = Me".utf8)
        let made = try #require(SetupKeys.set(keys, in: user))
        #expect(made.bytes == Array("[user]\n\tname = Me\n[delta]\n\tfeatures = themeswitch\n".utf8))
        #expect(SetupKeys.restore(made.keys, in: made.bytes).bytes == user)
        // Values setup cannot tell how to extend: the line is printed instead.
        for text in ["[delta]\n\tfeatures = a # mine\n", "[delta]\n\tfeatures = a\n[Delta]\n\tfeatures = b\n", "[delta]\n\tFeatures = a\n", "[delta] features = a\n"] {
            #expect(SetupSyntax.gitConfig.clash(in: TextLines(Array(text.utf8))) != nil, "\(text)")
        }
        #expect(SetupSyntax.gitConfig.clash(in: TextLines(mine)) == nil)
        #expect(SetupSyntax.gitConfig.clash(in: TextLines(user), others: [TextLines(mine)]) != nil)
    }

    @Test func gitsIncludeOfTwoLinesIsUndoneWholeAndALineOfTheUsersUnderTheMarkerStays() {
        let marker = SetupSyntax.gitConfig.marker, load = SetupSyntax.gitConfig.loadLine("/c/d.gitconfig")
        #expect(SetupLines.blocks(in: Array("\n\(marker)\n[include]\n\tpath = /c/d.gitconfig\n".utf8), markers: [marker]) == [load])
        // The file changed since: setup's block goes whole, the user's section stays.
        let changed = Array("[user]\n\(marker)\n[include]\n\tpath = /c/d.gitconfig\n[alias]\n\tst = status\n".utf8)
        #expect(SetupLines.undo(changed, appended: nil, created: false, markers: [marker], setupLines: [load])
            == .edited(Array("[user]\n[alias]\n\tst = status\n".utf8), kept: []))
        // An include of the user's own under the marker: only the marker goes.
        let theirs = Array("\(marker)\n[include]\n\tpath = /mine\n".utf8)
        #expect(SetupLines.undo(theirs, appended: nil, created: false, markers: [marker], setupLines: [load])
            == .edited(Array("[include]\n\tpath = /mine\n".utf8), kept: ["[include]"]))
    }
}
