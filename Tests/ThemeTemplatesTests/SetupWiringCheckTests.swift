import Foundation
import Testing
import TestSupport
import ThemeCore
import ThemeTemplates

/// `themeswitch setup` wires each program it has a template for (issue 36 §2), checked by the
/// program's own parser on the files setup wrote, in a temporary home where the user's file was
/// written by hand: the built-in template's output is rendered where the daemon writes it, the
/// program loads it through setup's line (a broken output fails it, so the line is followed),
/// and `setup --undo` gives the user's file back byte for byte.
@Suite(.timeLimit(.minutes(3))) struct SetupWiringCheckTests {
    static let marker = "# added by themeswitch setup; removed by themeswitch setup --undo"
    static let cssMarker = "/* added by themeswitch setup; removed by themeswitch setup --undo */"

    /// A temporary home: `config` is its `XDG_CONFIG_HOME`.
    struct Home {
        let root: URL
        let config: URL
        /// The test's `PATH`, so that setup finds Debian's programs.
        var environment: [String: String]

        init(_ root: URL) {
            self.root = root
            config = root.appendingPathComponent("config")
            let inRoot = ["HOME": "", "XDG_CONFIG_HOME": "config", "XDG_STATE_HOME": "state", "XDG_DATA_HOME": "data"]
            environment = inRoot.mapValues { root.appendingPathComponent($0).path }
                .merging(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]) { $1 }
        }

        func path(_ relative: String) -> String { config.appendingPathComponent(relative).path }

        func text(_ relative: String) -> String? { try? String(contentsOfFile: path(relative), encoding: .utf8) }

        func write(_ text: String, _ relative: String) throws {
            let url = config.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        /// `themeswitch setup ARGUMENTS…` in this home; expects status 0.
        func setup(_ arguments: [String]) async throws -> String {
            let result = try await runCommand(builtExecutable("themeswitch"), ["setup"] + arguments, environment: environment, timeout: .seconds(60))
            #expect(result.status == 0, "\(result)")
            return result.standardOutput
        }

        /// This home with a stand-in script for each of `programs` (a program Debian 12 does not
        /// ship) first on its `PATH`.
        func standingIn(for programs: [String]) throws -> Home {
            let bin = root.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            for program in programs {
                let script = bin.appendingPathComponent(program)
                try "#!/bin/sh\necho \"\(program) stand-in\"\n".write(to: script, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            }
            var home = self
            home.environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            return home
        }

        /// Renders `template` where the daemon writes it (its suggested path); returns the rendering.
        func render(_ template: BuiltInTemplate, scheme: ColorScheme = .light) throws -> RenderedFile {
            let file = try RenderedFile(template, scheme: scheme)
            try write(file.text, template.suggestedPath)
            return file
        }
    }

    /// Runs `body` in a new temporary home, removed afterwards, with `files` (relative path: text) in it.
    func withHome(_ files: [String: String], _ body: (Home) async throws -> Void) async throws {
        let home = Home(FileManager.default.temporaryDirectory.appendingPathComponent("themeswitch-wiring-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: home.root) }
        try FileManager.default.createDirectory(at: home.config, withIntermediateDirectories: true)
        for (path, text) in files { try home.write(text, path) }
        try await body(home)
    }

    /// Undo gives every file of `files` back as it was, and removes what setup created.
    func expectUndone(_ home: Home, _ files: [String: String], created: [String] = []) async throws {
        _ = try await home.setup(["--undo"])
        for (path, text) in files { #expect(home.text(path) == text, "\(path)") }
        for path in created { #expect(!FileManager.default.fileExists(atPath: home.path(path)), "\(path) is left") }
    }

    @Test func gtk4DrawsTheTokensThroughTheImportSetupWritesAtTheTopOfTheUsersGTKCSS() async throws {
        let mine = "/* my own */\nlabel { font-weight: bold; }\n"
        try await withHome(["gtk-4.0/gtk.css": mine, "gtk-3.0/settings.ini": "[Settings]\n"]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("gtk4, gtk3"), "\(output)")
            let output4 = home.path("gtk-4.0/themeswitch.css")
            let importLine = "@import \"\(output4)\";\n"
            #expect(home.text("gtk-4.0/gtk.css") == "\(Self.cssMarker)\n\(importLine)\(mine)")
            // GTK 3's gtk.css did not exist: made with the import alone (of the same output).
            #expect(home.text("gtk-3.0/gtk.css") == "\(Self.cssMarker)\n\(importLine)")
            #expect(home.text("themeswitch/config.yaml")?.contains("  - builtin: gtk\n") == true)
            let file = try home.render(.gtk)
            defer { file.remove() }
            let report = try await gtkCheck(home.path("gtk-4.0/gtk.css"), configHome: home.config.path, parseOnly: false)
            #expect((report["errors"] as? [String]) == [])
            let pixels = try #require(report["pixels"] as? [String: String])
            #expect(pixels["window"] == file.hex("color.background"))
            #expect(pixels["suggested"] == file.hex("color.accent"))
            try home.write("@define-color accent_bg_color #12;\n", "gtk-4.0/themeswitch.css")
            let broken = try await gtkCheck(home.path("gtk-4.0/gtk.css"), configHome: home.config.path, parseOnly: true)
            #expect((broken["errors"] as? [String])?.isEmpty == false, "GTK did not follow the import")
            try await expectUndone(home, ["gtk-4.0/gtk.css": mine], created: ["gtk-3.0/gtk.css"])
        }
    }

    /// The `gtk` template's output used to be gtk.css itself: an old output of ours there would
    /// override the import, so setup replaces it (it is ours, by its header) with the import alone.
    @Test func anOlderThemeswitchsGTKCSSIsReplacedByTheImport() async throws {
        let stale = "/* Themeswitch: light colors for GTK 4 (libadwaita's named colors) and GTK 3. Generated; edits are overwritten. */\n@define-color accent_bg_color #123456;\n"
        try await withHome(["gtk-4.0/gtk.css": stale]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("replace (an output an older themeswitch wrote there)"), "\(output)")
            #expect(home.text("gtk-4.0/gtk.css") == "\(Self.cssMarker)\n@import \"\(home.path("gtk-4.0/themeswitch.css"))\";\n")
        }
    }

    private func footCheck(_ path: String) async throws -> CommandResult {
        try await runCommand("foot", ["--check-config", "--config=\(path)"],
                             environment: ["XDG_RUNTIME_DIR": FileManager.default.temporaryDirectory.path], timeout: .seconds(30))
    }

    @Test func foot113ChecksTheFootIniWithTheIncludeSetupWritesIntoItsMainSectionAndLiveReloadTerminalsIsOn() async throws {
        // A [colors] section last: an include appended at the end would be in it, which foot refuses.
        let mine = "font=monospace:size=10\n\n[colors]\nalpha=0.9\n"
        try await withHome(["foot/foot.ini": mine]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("live-reload: terminals: true"), "\(output)")
            #expect(home.text("themeswitch/config.yaml") == "templates:\n  - builtin: foot\nlive-reload:\n  terminals: true\n")
            #expect(home.text("foot/foot.ini") == "\(Self.marker)\ninclude=\(home.path("foot/themeswitch.ini"))\n\(mine)")
            let file = try home.render(.foot)
            defer { file.remove() }
            let checked = try await footCheck(home.path("foot/foot.ini"))
            #expect(checked.status == 0 && !checked.standardError.contains("warn:") && !checked.standardError.contains("err:"), "\(checked)")
            try home.write("[colors]\nforeground=zzz\n", "foot/themeswitch.ini")
            #expect(try await footCheck(home.path("foot/foot.ini")).status != 0, "foot did not follow the include")
            try await expectUndone(home, ["foot/foot.ini": mine])
        }
    }

    @Test func waybarStyleWithTheImportSetupWritesParsesInGTKsCSSParserWithTheTemplatesColors() async throws {
        let mine = "* { font-size: 12px; }\nwindow#waybar { background-color: @ts_surface_elevated; }\n"
        try await withHome(["waybar/style.css": mine, "waybar/config": "{}\n"]) { home in
            _ = try await home.setup(["--yes"])
            #expect(home.text("waybar/style.css") == "\(Self.cssMarker)\n@import \"\(home.path("waybar/themeswitch.css"))\";\n\(mine)")
            let file = try home.render(.waybar)
            defer { file.remove() }
            let report = try await gtkCheck(home.path("waybar/style.css"), configHome: home.root.path, parseOnly: true)
            #expect((report["errors"] as? [String]) == [])
            try home.write("@define-color ts_accent #12;\n", "waybar/themeswitch.css")
            let broken = try await gtkCheck(home.path("waybar/style.css"), configHome: home.root.path, parseOnly: true)
            #expect((broken["errors"] as? [String])?.isEmpty == false, "the import was not followed")
            try await expectUndone(home, ["waybar/style.css": mine])
        }
    }

    /// Alacritty 0.11 under Xvfb with the alacritty.yml setup edited: no error or warning, and
    /// the `alacritty-yaml` template is chosen by `alacritty --version` (0.11 reads YAML only).
    @Test func alacritty011LoadsTheYAMLTemplateThroughTheImportSetupAppends() async throws {
        let mine = "window:\n  padding:\n    x: 4\n"
        try await withHome(["alacritty/alacritty.yml": mine]) { home in
            _ = try await home.setup(["--yes"])
            #expect(home.text("themeswitch/config.yaml") == "templates:\n  - builtin: alacritty-yaml\n")
            #expect(home.text("alacritty/alacritty.yml") == "\(mine)\(Self.marker)\nimport: [\"\(home.path("alacritty/themeswitch.yml"))\"]\n")
            let file = try home.render(.alacrittyYAML)
            defer { file.remove() }
            func run() async throws -> String {
                let server = try await XvfbServer()
                let result = try await server.stopping {
                    try await runCommand(
                        "alacritty", ["--config-file", home.path("alacritty/alacritty.yml"), "-v", "-e", "true"],
                        environment: ["DISPLAY": server.display, "WAYLAND_DISPLAY": "", "HOME": home.root.path], timeout: .seconds(30))
                }
                return result.standardOutput + result.standardError
            }
            let log = try await run()
            #expect(log.contains("Configuration files loaded from"), "\(log)")
            #expect(log.contains(home.path("alacritty/themeswitch.yml")), "\(log)")
            #expect(!log.contains("[ERROR]") && !log.contains("[WARN]"), "\(log)")
            try home.write(file.text.replacingOccurrences(of: "red: \"#", with: "red: \"zz"), "alacritty/themeswitch.yml")
            #expect(try await run().contains("[ERROR]"), "alacritty did not follow the import")
            try await expectUndone(home, ["alacritty/alacritty.yml": mine])
        }
    }

    /// dunst 1.9 reads drop-ins beside the dunstrc it uses, lf its colors file: setup adds the
    /// templates and writes no line (file level: dunst needs a display and the bus name to run).
    @Test func dunstAndLfReadTheOutputsThemselvesSoSetupAddsOnlyTheirTemplates() async throws {
        let dunstrc = "[global]\n    font = Monospace 10\n"
        try await withHome(["dunst/dunstrc": dunstrc, "lf/lfrc": "set hidden\n"]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("dunst: reads \(home.path("dunst/dunstrc.d/90-themeswitch.conf")) by itself"), "\(output)")
            #expect(output.contains("lf: reads \(home.path("lf/colors")) by itself"), "\(output)")
            #expect(home.text("themeswitch/config.yaml") == "templates:\n  - builtin: dunst\n  - builtin: lf\n")
            #expect(home.text("dunst/dunstrc") == dunstrc && home.text("lf/lfrc") == "set hidden\n")
        }
    }

    /// mako 1.7 and fuzzel 1.8 have no include: setup prints the one line to use and why, and
    /// edits nothing (their own parsers refusing `include=` is checked here).
    @Test func mako17AndFuzzel18RefuseIncludeSoSetupPrintsTheLineInstead() async throws {
        try await withHome(["mako/config": "font=Monospace 10\n", "fuzzel/fuzzel.ini": "font=Monospace\n"]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("mako 1.7 has no include") && output.contains("  mako --config \(home.path("mako/themeswitch.conf"))\n"), "\(output)")
            #expect(output.contains("fuzzel 1.8 has no include") && output.contains("  fuzzel --config=\(home.path("fuzzel/themeswitch.ini"))\n"), "\(output)")
            #expect(home.text("mako/config") == "font=Monospace 10\n" && home.text("fuzzel/fuzzel.ini") == "font=Monospace\n")
            try home.write("include=/dev/null\n", "mako/refused")
            let mako = try await runCommand("mako", ["--config", home.path("mako/refused")], environment: ["WAYLAND_DISPLAY": "none", "XDG_RUNTIME_DIR": home.root.path], timeout: .seconds(10))
            #expect((mako.standardOutput + mako.standardError).contains("include"), "\(mako)")
        }
    }

    /// bemenu 0.6 takes its colors from `BEMENU_OPTS`, not a file: setup prints the line that
    /// sources the output and edits no profile; sourcing exactly that line in a shell sets the
    /// options bemenu reads.
    @Test func bemenuGetsTheLineToSourceAndItSetsBemenuOpts() async throws {
        try await withHome(["bemenu/.keep": ""]) { home in
            let output = try await home.setup(["--yes"])
            let line = ". \(home.path("bemenu/themeswitch.sh"))"
            #expect(output.contains("bemenu takes its colors from BEMENU_OPTS") && output.contains("  \(line)\n"), "\(output)")
            #expect(home.text("themeswitch/config.yaml")?.contains("  - builtin: bemenu\n") == true)
            #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent(".profile").path))
            _ = try home.render(.bemenu)
            let sourced = try await runCommand("sh", ["-c", "\(line) && printf '%s' \"$BEMENU_OPTS\""], timeout: .seconds(10))
            #expect(sourced.standardOutput.contains("--tb") || sourced.standardOutput.contains("--nb"), "\(sourced)")
        }
    }

    /// btop 1.2.13 in a tmux pane draws with the theme btop.conf's `color_theme` names once setup
    /// set it; undo gives the line back (btop rewrites btop.conf itself, so only the line is compared).
    @Test func btopDrawsWithTheThemeSetupChoosesInBtopConfAndUndoGivesTheLineBack() async throws {
        let mine = "#? Config file for btop v. 1.2.13\n\ncolor_theme = \"Default\"\ntheme_background = True\ntruecolor = True\n"
        try await withHome(["btop/btop.conf": mine]) { home in
            let output = try await home.setup(["--yes"])
            let theme = home.path("btop/themes/themeswitch.theme")
            #expect(output.contains("\(home.path("btop/btop.conf")): set\n  color_theme = \"\(theme)\"\n"), "\(output)")
            #expect(home.text("btop/btop.conf") == mine.replacingOccurrences(of: "\"Default\"", with: "\"\(theme)\""))
            let file = try home.render(.btop, scheme: .dark)
            defer { file.remove() }
            let terminal = TerminalToolCheckTests()
            let command = "env XDG_CONFIG_HOME=\(home.config.path) HOME=\(home.root.path) btop --utf-force"
            let shown = try await terminal.screen(of: command, in: home.root, drawn: "proc")
            #expect(shown.contains(terminal.sgr(file.hex("color.background"), background: true)), "\(shown.prefix(600).debugDescription)")
            #expect(shown.contains(terminal.sgr(file.hex("color.accent"))))
            _ = try await home.setup(["--undo"])
            let after = home.text("btop/btop.conf") ?? ""
            #expect(after.contains("color_theme = \"Default\"\n") && !after.contains(theme), "\(after)")
        }
    }

    /// qt5ct 1.5 and qt6ct 0.7 read `[Appearance]` `color_scheme_path` with `custom_palette=true`
    /// (`Qt5CT`/`Qt6CT` platform themes): file level, with Python's configparser standing in for
    /// QSettings' INI reader (they draw only inside a Qt app run with QT_QPA_PLATFORMTHEME).
    @Test func qtctConfChoosesTheColorSchemeAndUndoGivesTheFileBackByteForByte() async throws {
        let mine = "[Appearance]\r\ncolor_scheme_path=/usr/share/qt5ct/colors/airy.conf\r\ncustom_palette=false\r\nicon_theme=breeze\r\n\r\n[Fonts]\r\nfixed=\"DejaVu Sans Mono,9\""
        try await withHome(["qt5ct/qt5ct.conf": mine, "qt6ct/colors/mine.conf": "[ColorScheme]\n"]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("QT_QPA_PLATFORMTHEME=qt5ct"), "\(output)")
            #expect(home.text("qt6ct/qt6ct.conf") == "[Appearance]\ncolor_scheme_path=\(home.path("qt6ct/colors/themeswitch.conf"))\ncustom_palette=true\n")
            let script = """
            import configparser, sys
            config = configparser.ConfigParser(interpolation=None)
            config.read(sys.argv[1])
            print(config["Appearance"]["color_scheme_path"], config["Appearance"]["custom_palette"], config["Appearance"].get("icon_theme"), config["Fonts"]["fixed"] if "Fonts" in config else "")
            """
            let read = try await runCommand("/usr/bin/python3", ["-c", script, home.path("qt5ct/qt5ct.conf")], timeout: .seconds(20))
            #expect(read.standardOutput == "\(home.path("qt5ct/colors/themeswitch.conf")) true breeze \"DejaVu Sans Mono,9\"\n", "\(read)")
            try await expectUndone(home, ["qt5ct/qt5ct.conf": mine], created: ["qt6ct/qt6ct.conf"])
        }
    }

    /// bat 0.22 (Debian's batcat): setup appends `--theme="themeswitch"` to the config file
    /// `batcat --config-file` names, after a `--theme` of the user's (the later option wins); with
    /// the output rendered and the cache built (by the daemon's live reload, here by hand),
    /// `batcat --list-themes` lists themeswitch and bat draws in its colors with no `--theme`
    /// given. Undo gives the file back byte for byte, its missing final newline too.
    @Test func bat022ListsAndDrawsTheThemeTheLineSetupAppendsToItsConfigFileChooses() async throws {
        let mine = "--paging=never\n--theme=\"Nord\""
        try await withHome(["bat/config": mine]) { home in
            let output = try await home.setup(["--yes"])
            #expect(output.contains("found: bat") && output.contains("batcat cache --build"), "\(output)")
            #expect(home.text("themeswitch/config.yaml") == "templates:\n  - builtin: bat\n")
            let environment = home.environment.merging(
                ["BAT_CACHE_PATH": home.root.appendingPathComponent("cache").path, "COLORTERM": "truecolor"]) { $1 }
            let named = try await runCommand("batcat", ["--config-file"], environment: environment, timeout: .seconds(10))
            #expect(named.standardOutput == home.path("bat/config") + "\n", "\(named)")
            #expect(home.text("bat/config") == "\(mine)\n\(Self.marker)\n--theme=\"themeswitch\"\n")
            let file = try home.render(.bat, scheme: .dark)
            defer { file.remove() }
            let build = try await runCommand("batcat", ["cache", "--build"], environment: environment, timeout: .seconds(60))
            #expect(build.status == 0 && !build.standardError.contains("Failed"), "\(build)")
            let listed = try await runCommand("batcat", ["--list-themes", "--color=never"], environment: environment, timeout: .seconds(20))
            #expect(listed.standardOutput.split(separator: "\n").contains("themeswitch"), "\(listed)")
            try home.write("fn main() { // note\n}\n", "sample.rs")
            let shown = try await runCommand("batcat", ["--color=always", "--style=plain", home.path("sample.rs")], environment: environment, timeout: .seconds(20))
            let terminal = TerminalToolCheckTests()
            #expect(shown.standardOutput.contains("\u{1B}[\(terminal.sgr(file.hex("terminal.color5")))mfn"), "\(shown.standardOutput.debugDescription)")
            try await expectUndone(home, ["bat/config": mine])
        }
    }

    /// Helix (not in Debian 12: file level, a stand-in `hx` on PATH): setup replaces the user's
    /// top-level `theme` where it is and writes it at the top of a file without one (TOML's root
    /// keys come before any table); Python's `tomllib` reads `theme = "themeswitch"` and every
    /// other key intact; undo gives each file back byte for byte.
    @Test func helixNotInDebianConfigTOMLGetsTheThemeKeyAtTheTopLevelAndUndoGivesItBack() async throws {
        let mine = "# mine\r\ntheme = \"onedark\" # dark\r\n\r\n[editor]\r\nline-number = \"relative\"\r\n\r\n[keys.normal]\r\nC-s = [\":w\"]"
        let without = "[editor]\nmouse = false\n"
        for file in [mine, without] {
            try await withHome(["helix/config.toml": file]) { plain in
                let home = try plain.standingIn(for: ["hx"])
                let output = try await home.setup(["--yes"])
                #expect(output.contains("found: helix"), "\(output)")
                #expect(home.text("themeswitch/config.yaml") == "templates:\n  - builtin: helix\n")
                let expected = file == mine ? mine.replacingOccurrences(of: "\"onedark\" # dark", with: "\"themeswitch\"") : "theme = \"themeswitch\"\n" + without
                #expect(home.text("helix/config.toml") == expected)
                let script = "import json, sys, tomllib\nprint(json.dumps(tomllib.load(open(sys.argv[1], 'rb')), sort_keys=True))"
                let read = try await runCommand("/usr/bin/python3", ["-c", script, home.path("helix/config.toml")], timeout: .seconds(20))
                let wanted = file == mine
                    ? #"{"editor": {"line-number": "relative"}, "keys": {"normal": {"C-s": [":w"]}}, "theme": "themeswitch"}"#
                    : #"{"editor": {"mouse": false}, "theme": "themeswitch"}"#
                #expect(read.standardOutput == wanted + "\n", "\(read)")
                try await expectUndone(home, ["helix/config.toml": file])
            }
        }
        // A theme after a table is not the top-level key: setup prints the line instead.
        try await withHome(["helix/config.toml": "[editor]\ntheme = \"x\"\n"]) { plain in
            let home = try plain.standingIn(for: ["hx"])
            let output = try await home.setup(["--yes"])
            #expect(output.contains("Helix: \(home.path("helix/config.toml")): it sets theme after a table"), "\(output)")
            #expect(home.text("helix/config.toml") == "[editor]\ntheme = \"x\"\n")
        }
    }

    /// delta (not in Debian 12: file level, a stand-in `delta` on PATH): setup includes the
    /// template's output from ~/.gitconfig and adds themeswitch last to `[delta]`'s features (the
    /// last feature named wins in delta), keeping the user's; git 2.39 itself reads
    /// `include.path` and `delta.features`, and the included feature section; undo gives the
    /// file back byte for byte. With only `$XDG_CONFIG_HOME/git/config`, that one is edited.
    @Test func deltaNotInDebianGitConfigIncludesTheFeatureAndNamesItLastInFeatures() async throws {
        let mine = "[user]\n\tname = Me\n[delta]\n\tfeatures = side-by-side line-numbers\n\tnavigate = true\n[alias]\n\tst = status"
        try await withHome([:]) { plain in
            let home = try plain.standingIn(for: ["delta"])
            let gitconfig = home.root.appendingPathComponent(".gitconfig").path
            try Data(mine.utf8).write(to: URL(fileURLWithPath: gitconfig))
            let output = try await home.setup(["--yes"])
            #expect(output.contains("found: delta"), "\(output)")
            let file = try home.render(.delta)
            defer { file.remove() }
            func git(_ arguments: [String]) async throws -> String {
                try await runCommand("git", ["config", "--file", gitconfig] + arguments, environment: ["HOME": home.root.path], timeout: .seconds(10)).standardOutput
            }
            #expect(try await git(["--get", "include.path"]) == home.path("delta/themeswitch.gitconfig") + "\n")
            #expect(try await git(["--get", "delta.features"]) == "side-by-side line-numbers themeswitch\n")
            #expect(try await git(["--includes", "--get", "delta.themeswitch.syntax-theme"]) == "themeswitch\n")
            #expect(try await git(["--get", "alias.st"]) == "status\n")
            _ = try await home.setup(["--undo"])
            #expect((try? String(contentsOfFile: gitconfig, encoding: .utf8)) == mine)
        }
        try await withHome(["git/config": "[core]\n\teditor = vi\n"]) { plain in
            let home = try plain.standingIn(for: ["delta"])
            _ = try await home.setup(["--yes"])
            #expect(home.text("git/config") == "[core]\n\teditor = vi\n[delta]\n\tfeatures = themeswitch\n\(Self.marker)\n[include]\n\tpath = \(home.path("delta/themeswitch.gitconfig"))\n")
            #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent(".gitconfig").path))
            try await expectUndone(home, ["git/config": "[core]\n\teditor = vi\n"])
        }
    }
}
