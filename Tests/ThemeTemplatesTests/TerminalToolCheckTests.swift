import Foundation
import Glibc
import Testing
import TestSupport
import ThemeCore
@testable import ThemeTemplates

/// The built-in templates for terminal programs and shells (issue 23), rendered for light and
/// dark and loaded by the program each targets (Debian 12 packages from scripts/install-deps.sh),
/// each under a time limit; a broken file is refused, or visibly not taken, by the same check.
@Suite("Terminal program and shell templates in the real programs", .timeLimit(.minutes(2)))
struct TerminalToolCheckTests {
    /// What `command` shows in a 120×40 tmux pane on a private server (`-L` with a name of its own,
    /// `TMUX_TMPDIR` in `directory`) once its text holds `drawn` (at most 20 s), with the colors as
    /// escape sequences (`capture-pane -e`); the server is killed afterwards, also on failure. A server that
    /// exits while starting (seen under load) is started again, at most three times.
    func screen(of command: String, in directory: URL, drawn: String) async throws -> String {
        let environment = ["TMUX_TMPDIR": directory.path, "TMUX": ""]
        let server = "ts-\(UUID().uuidString.prefix(8))"
        let stop = { _ = try? await runCommand("tmux", ["-L", server, "kill-server"], environment: environment, timeout: .seconds(10)) }
        do {
            let start = {
                try await runCommand("tmux", ["-L", server, "-f", "/dev/null", "new-session", "-d", "-x", "120", "-y", "40", command],
                                     environment: environment, timeout: .seconds(10))
            }
            var started = try await start()
            for _ in 0..<2 where started.status != 0 {
                await stop()
                started = try await start()
            }
            #expect(started.status == 0, "\(started.standardError)")
            let capture = { (options: [String]) in
                try await runCommand("tmux", ["-L", server, "capture-pane", "-p"] + options + ["-t", "0"], environment: environment, timeout: .seconds(10))
            }
            #expect(await eventually(within: .seconds(20)) { try await capture([]).standardOutput.contains(drawn) }, "'\(drawn)' never shown")
            let shown = try await capture(["-e"])
            await stop()
            return shown.standardOutput
        } catch {
            await stop()
            throw error
        }
    }

    /// SGR parameters of a 24-bit color: `38;2;R;G;B` (foreground) or `48;2;R;G;B` (background).
    func sgr(_ hex: String, background: Bool = false) -> String {
        (background ? "48;2;" : "38;2;") + channels(hex).map(String.init).joined(separator: ";")
    }

    /// btop 1.2 in a tmux pane with `color_theme = "themeswitch"` and the theme in
    /// `$XDG_CONFIG_HOME/btop/themes`.
    private func btopScreen(configHome: URL) async throws -> String {
        try write("color_theme = \"themeswitch\"\ntheme_background = True\ntruecolor = True\n", to: configHome.appendingPathComponent("btop/btop.conf").path)
        return try await screen(of: "env XDG_CONFIG_HOME=\(configHome.path) HOME=\(configHome.path) btop --utf-force", in: configHome, drawn: "proc")
    }

    @Test(arguments: ColorScheme.allCases)
    func btopDrawsWithTheThemeInATerminal(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.btop, scheme: scheme, name: "btop/themes/themeswitch.theme")
        defer { file.remove() }
        let shown = try await btopScreen(configHome: file.directory)
        for (color, background) in [("color.background", true), ("color.border", false), ("color.accent", false), ("color.textPrimary", false)] {
            #expect(shown.contains(sgr(file.hex(color), background: background)), "\(color) not drawn: \(shown.prefix(600).debugDescription)")
        }
        try write(file.text.replacingOccurrences(of: "theme[main_bg]=\"#", with: "theme[main_bg]=\"#zz"), to: file.path)
        #expect(!(try await btopScreen(configHome: file.directory)).contains(sgr(file.hex("color.background"), background: true)))
    }
}

extension TerminalToolCheckTests {
    /// bat 0.22 with a private configuration and cache (`BAT_CONFIG_DIR`, `BAT_CACHE_PATH`):
    /// `bat cache --build` takes up the theme, then bat highlights a Rust file with it in 24-bit color.
    private func batHighlight(configDirectory: URL) async throws -> (build: CommandResult, shown: CommandResult) {
        let cache = configDirectory.appendingPathComponent("cache")
        let environment = ["BAT_CONFIG_DIR": configDirectory.path, "BAT_CACHE_PATH": cache.path, "COLORTERM": "truecolor", "BAT_THEME": "", "BAT_OPTS": ""]
        let build = try await runCommand("batcat", ["cache", "--build", "--source", configDirectory.path, "--target", cache.path], environment: environment, timeout: .seconds(60))
        let source = configDirectory.appendingPathComponent("sample.rs")
        try write("fn main() { // note\n    let name = \"x\";\n}\n", to: source.path)
        let shown = try await runCommand("batcat", ["--theme=themeswitch", "--color=always", "--paging=never", "--style=plain", source.path], environment: environment, timeout: .seconds(20))
        return (build, shown)
    }

    @Test(arguments: ColorScheme.allCases)
    func batBuildsTheThemeIntoItsCacheAndHighlightsWithIt(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.bat, scheme: scheme, name: "bat/themes/themeswitch.tmTheme")
        defer { file.remove() }
        let configDirectory = file.directory.appendingPathComponent("bat")
        let (build, shown) = try await batHighlight(configDirectory: configDirectory)
        #expect(build.status == 0 && build.standardOutput.contains("Writing theme set") && !build.standardError.contains("Failed"), "\(build.standardOutput)\(build.standardError)")
        #expect(shown.status == 0, "\(shown.standardError)")
        let escape = "\u{1B}["
        #expect(shown.standardOutput.contains("\(escape)\(sgr(file.hex("terminal.color5")))mfn"), "\(shown.standardOutput.debugDescription)")
        #expect(shown.standardOutput.contains("\(escape)\(sgr(file.hex("terminal.color8")))m//"), "\(shown.standardOutput.debugDescription)")
        #expect(shown.standardOutput.contains("\(escape)\(sgr(file.hex("terminal.color4")))mmain"), "\(shown.standardOutput.debugDescription)")
        try write(file.text.replacingOccurrences(of: "<string>\(file.hex("terminal.color5"))</string>", with: "<string>#zz</string>"), to: file.path)
        #expect(!(try await batHighlight(configDirectory: configDirectory).shown.standardOutput.contains("\(escape)\(sgr(file.hex("terminal.color5")))mfn")))
    }
}

extension TerminalToolCheckTests {
    /// delta is not in Debian 12: git's own config parser (`git config -f … --get-regexp`, the
    /// values delta reads through libgit2) reads the section, and Python checks each value
    /// against delta's documented style grammar (delta --help, STYLES: at most a foreground and
    /// a background color, each `#RRGGBB`, a 0–255 number, a name, `syntax`, `normal` or `auto`,
    /// and attributes; decoration styles add `box`, `ul`, `ol`, `none`; the hunk header's
    /// `file`, `line-number`, `syntax`).
    private func deltaCheck(_ path: String) async throws -> (git: CommandResult, problems: [String], values: [String: String]) {
        let git = try await runCommand("git", ["config", "--file", path, "--get-regexp", "^delta\\.themeswitch\\."],
                                       environment: ["GIT_CONFIG_NOSYSTEM": "1", "HOME": "/nonexistent"], timeout: .seconds(10))
        let script = #"""
        import json, re, sys
        names = {"black", "red", "green", "yellow", "blue", "magenta", "purple", "cyan", "white", "normal", "auto", "syntax"}
        attributes = {"bold", "dim", "italic", "ul", "underline", "blink", "reverse", "hidden", "strike", "omit"}
        decorations = {"box", "ul", "ol", "none", "overline", "underline"}
        header = {"file", "line-number", "syntax", "omit"}
        problems, values = [], {}
        for line in sys.stdin.read().splitlines():
            key, _, value = line.partition(" ")
            key = key.removeprefix("delta.themeswitch.")
            values[key] = value
            if key in ("light", "dark"):
                if value != "true": problems.append(line)
                continue
            if key == "syntax-theme":
                if value != "themeswitch": problems.append(line)
                continue
            colors = 0
            for word in value.split():
                if re.fullmatch("#[0-9A-Fa-f]{6}", word) or word in names or (word.isdigit() and int(word) < 256):
                    colors += 1
                elif word in attributes or (key.endswith("decoration-style") and word in decorations) or (key == "hunk-header-style" and word in header):
                    pass
                else:
                    problems.append(line + ": " + word)
            if colors > 2 and key != "hunk-header-style": problems.append(line + ": more than two colors")
        print(json.dumps({"problems": problems, "values": values}))
        """#
        let checked = try await runCommand("/usr/bin/python3", ["-c", script], input: git.standardOutput, timeout: .seconds(20))
        let report = try json(checked.standardOutput)
        return (git, report["problems"] as? [String] ?? ["no report: \(checked.standardError)"], report["values"] as? [String: String] ?? [:])
    }

    @Test(arguments: ColorScheme.allCases)
    func deltaNotInDebianSectionIsReadByGitAndFollowsDeltasStyleGrammar(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.delta, scheme: scheme)
        defer { file.remove() }
        let (git, problems, values) = try await deltaCheck(file.path)
        #expect(git.status == 0, "\(git.standardError)")
        #expect(problems == [])
        #expect(values[scheme.rawValue] == "true")
        #expect(values["file-style"] == "\(file.hex("color.accent")) bold")
        #expect(values["minus-style"] == "syntax \(file.hex("color.destructiveMuted"))")
        #expect(values["line-numbers-plus-style"] == file.hex("terminal.color2"))
        try write(file.text + "    plus-style = syntax \"#zz\" shiny\n", to: file.path)
        #expect(try await deltaCheck(file.path).problems.count == 2)
        try write("[delta \"themeswitch\"\n", to: file.path)
        #expect(try await deltaCheck(file.path).git.status != 0)
    }
}

extension TerminalToolCheckTests {
    /// fish 3.6 with `XDG_CONFIG_HOME` holding the theme: `fish_config theme choose themeswitch`
    /// sets the variables, then every `fish_color_*` and `fish_pager_color_*` is given to
    /// `set_color` (24-bit), which names any color it cannot use; the command color is shown.
    private func fishChoose(configHome: URL) async throws -> CommandResult {
        let script = """
        fish_config theme choose themeswitch; or exit 3
        for name in (set --names | string match -r '^fish_(?:pager_)?color_.*')
            set -q $name[1]; and test -n "$$name"; or continue
            set_color $$name >/dev/null; or echo "bad $name"
        end
        set_color $fish_color_command; echo command; set_color normal
        """
        return try await runCommand("fish", ["--no-config", "-c", script], environment: [
            "XDG_CONFIG_HOME": configHome.path, "HOME": configHome.path, "fish_term24bit": "1", "TERM": "xterm-256color",
        ], timeout: .seconds(20))
    }

    @Test(arguments: ColorScheme.allCases)
    func fishChoosesTheThemeAndSetColorTakesEveryColor(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.fish, scheme: scheme, name: "fish/themes/themeswitch.theme")
        defer { file.remove() }
        let result = try await fishChoose(configHome: file.directory)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError.isEmpty && !result.standardOutput.contains("bad "), "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("\u{1B}[\(sgr(file.hex("terminal.color4")))mcommand"), "\(result.standardOutput.debugDescription)")
        try write(file.text + "fish_color_option zz\n", to: file.path)
        let broken = try await fishChoose(configHome: file.directory)
        #expect(broken.standardOutput.contains("bad fish_color_option"), "\(broken.standardOutput)\(broken.standardError)")
    }
}

extension TerminalToolCheckTests {
    /// lf r28 in a tmux pane, in a directory with a folder, an executable and a `.tar`, its
    /// colors file in `$XDG_CONFIG_HOME/lf` (and `LS_COLORS`, `LF_COLORS` unset); `-single`, so no lf
    /// server is started, which would outlive the pane.
    private func lfScreen(configHome: URL) async throws -> String {
        let sample = configHome.appendingPathComponent("sample")
        try FileManager.default.createDirectory(at: sample.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try write("", to: sample.appendingPathComponent("notes.tar").path)
        try write("#!/bin/sh\n", to: sample.appendingPathComponent("run").path)
        #expect(chmod(sample.appendingPathComponent("run").path, 0o755) == 0)
        return try await screen(of: "cd \(sample.path) && env -u LS_COLORS -u LF_COLORS XDG_CONFIG_HOME=\(configHome.path) HOME=\(configHome.path) COLORTERM=truecolor lf -single",
                                in: configHome, drawn: "notes.tar")
    }

    @Test(arguments: ColorScheme.allCases)
    func lfColorsTheListingFromItsColorsFile(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.lf, scheme: scheme, name: "lf/colors")
        defer { file.remove() }
        let shown = try await lfScreen(configHome: file.directory)
        let escape = "\u{1B}["
        #expect(shown.contains("\(escape)1;7m\(escape)\(sgr(file.hex("color.accent")))m folder"), "\(shown.debugDescription)")
        #expect(shown.contains("\(escape)1m\(escape)\(sgr(file.hex("terminal.color2")))m run"), "\(shown.debugDescription)")
        #expect(shown.contains("\(escape)\(sgr(file.hex("terminal.color1")))m notes.tar"), "\(shown.debugDescription)")
        try write(file.text.replacingOccurrences(of: "\nex ", with: "\nexx "), to: file.path)
        #expect(!(try await lfScreen(configHome: file.directory)).contains("\(sgr(file.hex("terminal.color2")))m run"))
    }
}
