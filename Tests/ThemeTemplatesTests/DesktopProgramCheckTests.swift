import FoundationEssentials
import Glibc
import Testing
import TestSupport
import ThemeCore
@testable import ThemeTemplates

/// The built-in templates for window managers, launchers, TUIs, editors and X resources, rendered
/// for light and dark and loaded by the program each targets (Debian 12 packages from
/// scripts/install-deps.sh), each under a time limit; a broken file is refused by the same check.
@Suite("Desktop program templates in the real programs")
struct DesktopProgramCheckTests {
    private static let python = "/usr/bin/python3"

    /// `# i3 config file (v4)` and an `include` of `path`, as a user's config includes ours.
    private func includingConfig(_ path: String, in directory: URL) throws -> String {
        let config = directory.appendingPathComponent("config").path
        try write("# i3 config file (v4)\ninclude \(path)\n", to: config)
        return config
    }

    private func i3Check(_ config: String) async throws -> CommandResult {
        try await runCommand("i3", ["-C", "-c", config], timeout: .seconds(30))
    }

    @Test(arguments: ColorScheme.allCases)
    func i3ValidatesTheIncludedWindowColors(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.i3, scheme: scheme)
        defer { file.remove() }
        let result = try await i3Check(try includingConfig(file.path, in: file.directory))
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(!(result.standardOutput + result.standardError).contains("ERROR"), "\(result.standardOutput)\(result.standardError)")
        let accent = file.hex("color.accent")
        #expect(file.text.contains("client.focused          \(accent) \(accent) \(file.hex("color.textInverse"))"))
        try write("client.focused #zz\n", to: file.path)
        #expect(try await i3Check(try includingConfig(file.path, in: file.directory)).status != 0)
    }

    /// sway refuses to run as root, even for `-C`: it runs as `nobody` (setpriv) on the headless
    /// wlroots backend, and reports config errors as `Error on line` (its exit status stays 0).
    private func swayCheck(_ config: String, runtime: URL) async throws -> CommandResult {
        // sway opens its Wayland socket in a runtime directory that must be nobody's own.
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        #expect(chown(runtime.path, 65534, 65534) == 0, "cannot give \(runtime.path) to nobody")
        return try await runCommand("setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "sway", "-C", "-c", config], environment: [
            "XDG_RUNTIME_DIR": runtime.path, "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
            "WAYLAND_DISPLAY": "", "DISPLAY": "",
        ], timeout: .seconds(30))
    }

    @Test(arguments: ColorScheme.allCases)
    func swayValidatesTheIncludedWindowColorsAsNobody(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.sway, scheme: scheme)
        defer { file.remove() }
        let config = try includingConfig(file.path, in: file.directory)
        let runtime = file.directory.appendingPathComponent("runtime")
        let result = try await swayCheck(config, runtime: runtime)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("Error"), "\(result.standardError)")
        #expect(file.text.contains("client.background       \(file.hex("color.background"))\n"))
        try write("client.focused #zz\n", to: file.path)
        #expect(try await swayCheck(config, runtime: runtime).standardError.contains("Error on line 1"))
    }

    /// tmux on a private socket (`-L`, `TMUX_TMPDIR`) sources the file and shows the options set.
    private func tmuxSource(_ path: String, in directory: URL) async throws -> CommandResult {
        let environment = ["TMUX_TMPDIR": directory.path, "TMUX": ""]
        let stop = { _ = try? await runCommand("tmux", ["-L", "themeswitch-test", "kill-server"], environment: environment, timeout: .seconds(10)) }
        do {
            let result = try await runCommand("tmux", [
                "-L", "themeswitch-test", "-f", "/dev/null", "new-session", "-d", ";", "source-file", path,
                ";", "show-options", "-g", "status-style", ";", "show-options", "-g", "pane-active-border-style",
            ], environment: environment, timeout: .seconds(20))
            await stop()
            return result
        } catch {
            await stop()
            throw error
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func tmuxSourcesTheFileAndShowsTheStyles(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.tmux, scheme: scheme)
        defer { file.remove() }
        let result = try await tmuxSource(file.path, in: file.directory)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("status-style \"fg=\(file.hex("color.textPrimary")),bg=\(file.hex("color.surfaceElevated"))\"\n"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("pane-active-border-style \"fg=\(file.hex("color.accent"))\"\n"), "\(result.standardOutput)")
        try write("set -g status-style \"fg=#zz\"\n", to: file.path)
        #expect(try await tmuxSource(file.path, in: file.directory).status != 0)
    }

    /// rofi (under Xvfb: it opens the display before reading themes) parses the theme and prints
    /// it back with `-dump-theme`; a parse failure is a `Failed to parse theme` warning.
    private func rofiDump(_ path: String, home: URL) async throws -> CommandResult {
        try await underXvfb("rofi", ["-theme", path, "-dump-theme"], environment: [
            "HOME": home.path, "XDG_CONFIG_HOME": home.path, "WAYLAND_DISPLAY": "",
        ])
    }

    /// `#RRGGBB` as rofi prints it: `rgba ( R, G, B, 100 % )`.
    private func rofiColor(_ hex: String) -> String {
        "rgba ( \(channels(hex).map(String.init).joined(separator: ", ")), 100 % )"
    }

    @Test(arguments: ColorScheme.allCases)
    func rofiParsesTheThemeAndDumpsTheColors(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.rofi, scheme: scheme)
        defer { file.remove() }
        let result = try await rofiDump(file.path, home: file.directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("Failed to parse"), "\(result.standardError)")
        let dumped = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(dumped.contains("selected-normal-background: \(rofiColor(file.hex("color.accent")));"), "\(result.standardOutput)")
        #expect(dumped.contains("border-color: \(rofiColor(file.hex("color.border")));"), "\(result.standardOutput)")
        try write("* { foreground: #zz; }\n", to: file.path)
        #expect(try await rofiDump(file.path, home: file.directory).standardError.contains("Failed to parse theme"))
    }

    private func vimSource(_ path: String, output: String) async throws -> CommandResult {
        try await runCommand("vim", [
            "-N", "-es", "-u", "NONE", "-i", "NONE", "-c", "source \(path)", "-c", "redir! > \(output)",
            "-c", "silent hi Normal", "-c", "silent hi Comment", "-c", "silent echo g:colors_name &background",
            "-c", "redir END", "-c", "qa!",
        ], timeout: .seconds(30))
    }

    @Test(arguments: ColorScheme.allCases)
    func vimSourcesTheColorschemeAndShowsTheColors(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.vim, scheme: scheme)
        defer { file.remove() }
        let output = file.directory.appendingPathComponent("hi.txt").path
        let result = try await vimSource(file.path, output: output)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let shown = try String(contentsOfFile: output, encoding: .utf8)
        #expect(shown.contains("guifg=\(file.hex("terminal.foreground")) guibg=\(file.hex("terminal.background"))"), "\(shown)")
        #expect(shown.contains("gui=italic guifg=\(file.hex("terminal.color8"))"), "\(shown)")
        #expect(shown.contains("themeswitch \(scheme.rawValue)"), "\(shown)")
        try write("highlight Normal guifg=#zz\n", to: file.path)
        #expect(try await vimSource(file.path, output: output).status != 0)
    }

    private func emacsLoad(_ directory: URL) async throws -> CommandResult {
        try await runCommand("emacs", [
            "--batch", "-Q", "--eval", "(add-to-list 'custom-theme-load-path \"\(directory.path)\")",
            "--eval", "(load-theme 'themeswitch t)",
            "--eval", "(princ (format \"%s %s %s\" (face-attribute 'default :foreground) (face-attribute 'default :background) (face-attribute 'font-lock-comment-face :foreground)))",
        ], environment: ["HOME": directory.path], timeout: .seconds(60))
    }

    @Test(arguments: ColorScheme.allCases)
    func emacsLoadsTheThemeInBatchModeAndShowsTheFaces(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.emacs, scheme: scheme)
        defer { file.remove() }
        let result = try await emacsLoad(file.directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "\(file.hex("terminal.foreground")) \(file.hex("terminal.background")) \(file.hex("terminal.color8"))")
        try write("(deftheme themeswitch \"x\")\n(custom-theme-set-faces 'themeswitch\n", to: file.path)
        #expect(try await emacsLoad(file.directory).status != 0)
    }

    /// `xrdb -n` (under Xvfb) preprocesses and parses the resources and prints what it would load.
    private func xrdbShow(_ path: String) async throws -> CommandResult {
        try await underXvfb("xrdb", ["-n", path])
    }

    @Test(arguments: ColorScheme.allCases)
    func xrdbLoadsTheResources(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.xresources, scheme: scheme)
        defer { file.remove() }
        let result = try await xrdbShow(file.path)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        let lines = Set(result.standardOutput.split(separator: "\n").map(String.init))
        #expect(lines.contains("*.background:\t\(file.hex("terminal.background"))"), "\(result.standardOutput)")
        for index in 0..<16 {
            #expect(lines.contains("*.color\(index):\t\(file.hex("terminal.color\(index)"))"), "color\(index)")
        }
    }

    /// dunst 1.9 started (under Xvfb, on a bus of its own from dbus-run-session, for 3 s) with
    /// `XDG_CONFIG_HOME` holding an empty dunstrc and the drop-in: its debug log reads the file from `dunstrc.d`
    /// and adds each color as a rule; an unknown key is a warning.
    private func dunstStart(configHome: URL) async throws -> CommandResult {
        try await underXvfb("env", ["-u", "WAYLAND_DISPLAY", "dbus-run-session", "--", "timeout", "3", "dunst", "-verbosity", "debug"],
                            environment: ["XDG_CONFIG_HOME": configHome.path])
    }

    @Test(arguments: ColorScheme.allCases)
    func dunstReadsTheDropInAndTakesEveryColor(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.dunst, scheme: scheme, name: "dunst/dunstrc.d/90-themeswitch.conf")
        defer { file.remove() }
        // dunst reads the drop-ins next to the dunstrc it uses: the user's own, here an empty one.
        try write("", to: file.directory.appendingPathComponent("dunst/dunstrc").path)
        let log = try await dunstStart(configHome: file.directory)
        let text = log.standardOutput + log.standardError
        #expect(text.contains("Reading config file '\(file.path)'"), "\(text)")
        #expect(!text.contains("WARNING"), "\(text)")
        #expect(text.contains("Adding rule 'background = \(file.hex("color.background"))' to special section urgency_normal"), "\(text)")
        #expect(text.contains("Adding rule 'frame_color = \(file.hex("color.destructive"))' to special section urgency_critical"), "\(text)")
        try write(file.text + "[urgency_low]\n    colour = \"#123456\"\n", to: file.path)
        let broken = try await dunstStart(configHome: file.directory)
        #expect((broken.standardOutput + broken.standardError).contains("WARNING"))
    }

    /// zathura 0.5 started for 4 s under Xvfb with a zathurarc that `include`s the file by its
    /// absolute path: its debug log loads the file, and no line is a warning or error (an
    /// unknown option is one; zathura checks option names, not color values, when it reads them).
    private func zathuraStart(_ path: String, in directory: URL) async throws -> String {
        let configDirectory = directory.appendingPathComponent("zathura-config")
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        try write("include \(path)\n", to: configDirectory.appendingPathComponent("zathurarc").path)
        let result = try await underXvfb("timeout", ["4", "zathura", "--config-dir=\(configDirectory.path)", "--data-dir=\(directory.path)", "-l", "debug"],
                                         environment: ["WAYLAND_DISPLAY": "", "HOME": directory.path])
        return result.standardOutput + result.standardError
    }

    @Test(arguments: ColorScheme.allCases)
    func zathuraLoadsTheIncludedFileWithoutWarnings(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.zathura, scheme: scheme)
        defer { file.remove() }
        let log = try await zathuraStart(file.path, in: file.directory)
        #expect(log.contains("Loading config file '\(file.path)'"), "\(log)")
        let problems = log.split(separator: "\n").filter { $0.hasPrefix("warning:") || $0.hasPrefix("error:") }
        #expect(problems.isEmpty, "\(problems)")
        #expect(file.text.contains("set default-bg \"\(file.hex("color.background"))\"\n"))
        try write(file.text + "set default-bgg \"#123456\"\n", to: file.path)
        #expect(try await zathuraStart(file.path, in: file.directory).contains("warning: Unknown option: default-bgg"))
    }

    /// `#RRGGBB` as SGR parameters: `38;2;R;G;B`.
    private func sgr(_ hex: String) -> String {
        "38;2;" + channels(hex).map(String.init).joined(separator: ";")
    }

    /// `dircolors -b` turns the database into `LS_COLORS`, and GNU ls, given it, colors a
    /// directory, an executable and a `.tar` with the accent, green and red of the palette.
    @Test(arguments: ColorScheme.allCases)
    func dircolorsMakesLSColorsThatLsUses(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.dircolors, scheme: scheme)
        defer { file.remove() }
        let converted = try await runCommand("dircolors", ["-b", file.path], timeout: .seconds(10))
        #expect(converted.status == 0 && converted.standardError.isEmpty, "\(converted.standardError)")
        let prefix = "LS_COLORS='"
        let line = try #require(converted.standardOutput.split(separator: "\n").first { $0.hasPrefix(prefix) })
        let colors = String(line.dropFirst(prefix.count).prefix { $0 != "'" })
        let sample = file.directory.appendingPathComponent("sample")
        try FileManager.default.createDirectory(at: sample.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try write("", to: sample.appendingPathComponent("notes.tar").path)
        try write("#!/bin/sh\n", to: sample.appendingPathComponent("run").path)
        #expect(chmod(sample.appendingPathComponent("run").path, 0o755) == 0)
        let listed = try await runCommand("ls", ["--color=always", sample.path], environment: ["LS_COLORS": colors], timeout: .seconds(10))
        #expect(listed.status == 0, "\(listed.standardError)")
        let escape = "\u{1B}["
        #expect(listed.standardOutput.contains("\(escape)01;\(sgr(file.hex("color.accent")))mfolder"), "\(listed.standardOutput.debugDescription)")
        #expect(listed.standardOutput.contains("\(escape)01;\(sgr(file.hex("terminal.color2")))mrun"), "\(listed.standardOutput.debugDescription)")
        #expect(listed.standardOutput.contains("\(escape)\(sgr(file.hex("terminal.color1")))mnotes.tar"), "\(listed.standardOutput.debugDescription)")
    }

    private func fzfFilter(_ path: String) async throws -> CommandResult {
        let options = try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
        return try await runCommand("fzf", options + ["--filter", "them"], input: "themeswitch\nother\n", timeout: .seconds(10))
    }

    @Test(arguments: ColorScheme.allCases)
    func fzfAcceptsTheColorOptions(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.fzf, scheme: scheme)
        defer { file.remove() }
        let result = try await fzfFilter(file.path)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "themeswitch\n")
        #expect(file.text.hasPrefix("--color=\(scheme.rawValue),fg:\(file.hex("terminal.foreground")),bg:\(file.hex("terminal.background")),"))
        try write("--color=fg:#zz\n", to: file.path)
        #expect(try await fzfFilter(file.path).status == 2)
    }

    /// What a Python check script prints as JSON, decoded.
    private func python<Report: Decodable>(_ script: String, _ path: String, as: Report.Type) async throws -> Report {
        let result = try await runCommand(Self.python, ["-c", script, path], timeout: .seconds(30))
        #expect(result.status == 0, "\(result.standardError)")
        return try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
    }

    private struct GrammarReport: Decodable {
        var problems: [String]
        var values: [String: String]
    }

    /// Hyprland is not in Debian 12: each line is checked against hyprland.conf's documented
    /// grammar (Hyprland wiki: `$name = value` variables, `section {` … `}`, `key = value`,
    /// colors `rgb(RRGGBB)`), and the keys against the `general` section's documented ones.
    @Test(arguments: ColorScheme.allCases)
    func hyprlandNotInDebianFollowsItsDocumentedGrammar(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.hyprland, scheme: scheme)
        defer { file.remove() }
        let script = """
        import json, re, sys
        keys = {"general": {"col.active_border", "col.inactive_border", "col.nogroup_border", "col.nogroup_border_active"}}
        color = r"rgba?\\([0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?\\)"
        section, problems, values = None, [], {}
        for number, line in enumerate(open(sys.argv[1]).read().split("\\n"), 1):
            line = line.strip()
            if not line or line.startswith("#"): continue
            if m := re.fullmatch(r"\\$(\\w+) = (" + color + ")", line): values["$" + m[1]] = m[2]; continue
            if section is None and (m := re.fullmatch(r"(\\w+) \\{", line)): section = m[1]; continue
            if section is not None and line == "}": section = None; continue
            m = re.fullmatch(r"([\\w.]+) = (" + color + ")", line)
            if section is not None and m and m[1] in keys.get(section, set()): values[section + ":" + m[1]] = m[2]; continue
            problems.append("%d: %s" % (number, line))
        if section is not None: problems.append("section %s is not closed" % section)
        print(json.dumps({"problems": problems, "values": values}))
        """
        let report = try await python(script, file.path, as: GrammarReport.self)
        #expect(report.problems == [])
        let values = report.values
        #expect(values["general:col.active_border"] == "rgb(\(file.hex("color.accent").dropFirst()))")
        #expect(values["$ts_background"] == "rgb(\(file.hex("color.background").dropFirst()))")
    }

    /// Helix is not in Debian 12: the theme is parsed with Python's tomllib and checked against
    /// the Helix book's theme schema: every scope is a documented one, styled with `fg`, `bg`,
    /// `modifiers`; every color names a `[palette]` entry, and each entry is `#RRGGBB`.
    @Test(arguments: ColorScheme.allCases)
    func helixNotInDebianFollowsItsDocumentedThemeSchema(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.helix, scheme: scheme)
        defer { file.remove() }
        let script = """
        import json, re, sys, tomllib
        scopes = {"ui.background", "ui.text", "ui.cursor", "ui.selection", "ui.linenr", "ui.linenr.selected",
                  "ui.statusline", "ui.statusline.inactive", "ui.popup", "ui.menu", "ui.menu.selected",
                  "comment", "string", "keyword", "function", "type", "constant", "error", "warning"}
        modifiers = {"bold", "dim", "italic", "underlined", "slow_blink", "rapid_blink", "reversed", "hidden", "crossed_out"}
        theme = tomllib.load(open(sys.argv[1], "rb"))
        palette = theme.pop("palette")
        problems = [k for k, v in palette.items() if not re.fullmatch("#[0-9A-F]{6}", v)]
        for scope, style in theme.items():
            if scope not in scopes: problems.append("scope " + scope)
            problems += [scope + "." + k for k in style if k not in ("fg", "bg", "modifiers")]
            problems += [scope + "." + k for k in ("fg", "bg") if k in style and style[k] not in palette]
            problems += [scope + " " + m for m in style.get("modifiers", []) if m not in modifiers]
        palette["ui.background"] = palette.get(theme["ui.background"]["bg"], "?")
        print(json.dumps({"problems": problems, "values": palette}))
        """
        let report = try await python(script, file.path, as: GrammarReport.self)
        #expect(report.problems == [])
        let palette = report.values
        #expect(palette["ui.background"] == file.hex("terminal.background"))
        #expect(palette["accent"] == file.hex("color.accent"))
    }
}
