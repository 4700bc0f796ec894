import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeTemplates

/// Each built-in template, rendered for light and dark, loaded by the program it targets (the
/// Debian 12 packages scripts/install-deps.sh installs). Every program runs under a time limit.
@Suite("Built-in templates in the real programs", .timeLimit(.minutes(2)))
struct ProgramCheckTests {
    private static let python = "/usr/bin/python3"

    @Test(arguments: ColorScheme.allCases)
    func gtk4LoadsGTKCSSWithoutParsingErrorsAndDrawsTheTokenColors(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.gtk, scheme: scheme, name: "gtk-4.0/gtk.css")
        defer { file.remove() }
        let report = try await gtkCheck(file.path, configHome: file.directory.path, parseOnly: false)
        #expect((report["errors"] as? [String]) == [])
        let pixels = try #require(report["pixels"] as? [String: String])
        #expect(pixels["window"] == file.hex("color.background"))
        #expect(pixels["view"] == file.hex("color.surface"))
        #expect(pixels["headerbar"] == file.hex("color.surfaceElevated"))
        #expect(pixels["suggested"] == file.hex("color.accent"))
    }

    @Test func gtk4ReportsParsingErrorsInABrokenFile() async throws {
        let file = try RenderedFile(.gtk, scheme: .light, name: "broken.css")
        defer { file.remove() }
        try "@define-color accent_bg_color #12;\nwindow { colour: red; }\n".write(toFile: file.path, atomically: true, encoding: .utf8)
        let report = try await gtkCheck(file.path, configHome: file.directory.path, parseOnly: true)
        #expect((report["errors"] as? [String])?.count == 2)
    }

    @Test(arguments: ColorScheme.allCases)
    func waybarCSSParsesInGTK4sCSSParserAsDebianHasNoGTK3Bindings(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.waybar, scheme: scheme)
        defer { file.remove() }
        let report = try await gtkCheck(file.path, configHome: file.directory.path, parseOnly: true)
        #expect((report["errors"] as? [String]) == [])
        #expect(file.text.contains("@define-color ts_accent \(file.hex("color.accent"));"))
    }

    /// kitty's own config loader (`kitty +runpy`, no window needed) with bad lines collected.
    private func kittyLoad(_ path: String) async throws -> CommandResult {
        let script = """
        import sys
        from kitty.config import load_config
        bad = []
        opts = load_config(sys.argv[-1], accumulate_bad_lines=bad)
        for line in bad: print("BAD", line.number, line.line, line.exception)
        shown = []
        for name in ["foreground", "background", "cursor", "selection_background"] + ["color%d" % i for i in range(16)]:
            color = getattr(opts, name)
            shown.append("%s=#%02X%02X%02X" % (name, color.red, color.green, color.blue))
        print(" ".join(shown))
        """
        return try await runCommand("kitty", ["+runpy", script, path], timeout: .seconds(30))
    }

    @Test(arguments: ColorScheme.allCases)
    func kittyLoadsTheConfWithoutBadOrUnknownLines(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.kitty, scheme: scheme)
        defer { file.remove() }
        let result = try await kittyLoad(file.path)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("BAD"))
        #expect(!result.standardError.contains("Ignoring"), "\(result.standardError)")
        var expected = ["foreground", "background", "cursor"].map { "\($0)=\(file.hex("terminal.\($0)"))" }
        expected.append("selection_background=\(file.hex("terminal.selectionBackground"))")
        expected += (0..<16).map { "color\($0)=\(file.hex("terminal.color\($0)"))" }
        #expect(result.standardOutput.contains(expected.joined(separator: " ")), "\(result.standardOutput)")
    }

    @Test func kittyReportsABadColor() async throws {
        let file = try RenderedFile(.kitty, scheme: .light)
        defer { file.remove() }
        try (file.text + "color1 notacolor\n").write(toFile: file.path, atomically: true, encoding: .utf8)
        #expect(try await kittyLoad(file.path).standardOutput.contains("BAD"))
    }

    private func footCheck(_ path: String) async throws -> CommandResult {
        try await runCommand("foot", ["--check-config", "--config=\(path)"],
                             environment: ["XDG_RUNTIME_DIR": FileManager.default.temporaryDirectory.path], timeout: .seconds(30))
    }

    @Test(arguments: ColorScheme.allCases)
    func footChecksTheConfig(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.foot, scheme: scheme)
        defer { file.remove() }
        let result = try await footCheck(file.path)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("warn:") && !result.standardError.contains("err:"), "\(result.standardError)")
        #expect(file.text.contains("regular1=\(file.hex("terminal.color1").dropFirst())\n"))
        let bad = file.directory.appendingPathComponent("bad.ini").path
        try "[colors]\nforeground=zzz\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(try await footCheck(bad).status != 0)
    }

    /// Debian 12's foot 1.13 predates `[colors-light]`/`[colors-dark]`, `initial-color-theme` and
    /// `colors.cursor`: each section is checked as its `[colors]` with those keys left out.
    @Test func footPairedSectionsEachPassFoot113AsColorsWithoutTheNewerKeys() async throws {
        let file = try RenderedFile(.footPaired, scheme: .dark)
        defer { file.remove() }
        #expect(file.text.contains("initial-color-theme=dark\n"))
        let sections = file.text.components(separatedBy: "\n[")
        for (name, scheme) in [("colors-light]", ColorScheme.light), ("colors-dark]", .dark)] {
            let section = try #require(sections.first { $0.hasPrefix(name) })
            let body = section.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("cursor=") }
            let single = try RenderedFile(.foot, scheme: scheme)
            defer { single.remove() }
            #expect(single.text.hasSuffix(body.joined(separator: "\n") + "\n"), "\(name) differs from the \(scheme) [colors]")
            let path = file.directory.appendingPathComponent("\(scheme).ini").path
            try ("[colors]\n" + body.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let result = try await footCheck(path)
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    @Test(arguments: ColorScheme.allCases)
    func neovimSourcesTheColorschemeAndShowsTheColors(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.neovim, scheme: scheme)
        defer { file.remove() }
        let output = file.directory.appendingPathComponent("hi.txt").path
        let result = try await runCommand("nvim", [
            "--headless", "-u", "NONE", "-i", "NONE", "-c", "luafile \(file.path)", "-c", "redir! > \(output)",
            "-c", "silent hi Normal", "-c", "silent hi Comment", "-c", "silent echo g:colors_name &background",
            "-c", "redir END", "-c", "qa!",
        ], timeout: .seconds(30))
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let shown = try String(contentsOfFile: output, encoding: .utf8)
        #expect(shown.contains("guifg=\(file.hex("terminal.foreground")) guibg=\(file.hex("terminal.background"))"), "\(shown)")
        #expect(shown.contains("gui=italic guifg=\(file.hex("terminal.color8"))"), "\(shown)")
        #expect(shown.contains("themeswitch \(scheme.rawValue)"), "\(shown)")
    }

    /// Debian 12's alacritty is 0.11, which reads YAML only: the TOML is parsed by Python's
    /// tomllib and its keys checked against alacritty(5)'s COLORS section (0.13+).
    @Test(arguments: ColorScheme.allCases)
    func alacrittyTOMLParsesWithTomllibAndHasOnlyKeysOfAlacrittysColorsSchema(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.alacritty, scheme: scheme)
        defer { file.remove() }
        let script = """
        import json, re, sys, tomllib
        names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        schema = {"primary": {"foreground", "background", "dim_foreground", "bright_foreground"},
                  "cursor": {"text", "cursor"}, "vi_mode_cursor": {"text", "cursor"},
                  "selection": {"text", "background"}, "normal": set(names), "bright": set(names), "dim": set(names)}
        colors = tomllib.load(open(sys.argv[1], "rb"))["colors"]
        problems = [t + "." + k for t, table in colors.items() for k in table if k not in schema.get(t, set())]
        problems += [t + "." + k + "=" + v for t, table in colors.items() for k, v in table.items()
                     if not re.fullmatch("#[0-9A-Fa-f]{6}", v)]
        print(json.dumps({"problems": problems, "colors": colors}))
        """
        let result = try await runCommand(Self.python, ["-c", script, file.path], timeout: .seconds(30))
        #expect(result.status == 0, "\(result.standardError)")
        let report = try json(result.standardOutput)
        #expect((report["problems"] as? [String]) == [])
        let colors = try #require(report["colors"] as? [String: [String: String]])
        #expect(colors["primary"]?["background"] == file.hex("terminal.background"))
        #expect(colors["normal"]?["red"] == file.hex("terminal.color1"))
        #expect(colors["bright"]?["white"] == file.hex("terminal.color15"))
        #expect(colors["normal"]?.count == 8 && colors["bright"]?.count == 8)
    }

    /// alacritty 0.11 (Debian 12) reads the same `colors` tables from YAML (0.13 moved them to
    /// TOML unchanged): the TOML converted by Python (tomllib → PyYAML) must load in a real
    /// alacritty under Xvfb with no config error or warning; a bad color does log an error.
    @Test func alacrittyTOMLConvertedToYAMLLoadsInAlacritty011UnderXvfb() async throws {
        let file = try RenderedFile(.alacritty, scheme: .dark)
        defer { file.remove() }
        let yaml = file.directory.appendingPathComponent("alacritty.yml").path
        let convert = """
        import sys, tomllib, yaml
        colors = tomllib.load(open(sys.argv[1], "rb"))
        if len(sys.argv) > 3: colors["colors"]["normal"]["red"] = "zz"
        yaml.safe_dump(colors, open(sys.argv[2], "w"))
        """
        func run(broken: Bool) async throws -> CommandResult {
            let converted = try await runCommand(Self.python, ["-c", convert, file.path, yaml] + (broken ? ["broken"] : []))
            #expect(converted.status == 0, "\(converted.standardError)")
            let server = try await XvfbServer()
            do {
                let result = try await runCommand(
                    "alacritty", ["--config-file", yaml, "-v", "-e", "true"],
                    environment: ["DISPLAY": server.display, "WAYLAND_DISPLAY": ""], timeout: .seconds(30))
                await server.stop()
                return result
            } catch {
                await server.stop()
                throw error
            }
        }
        let good = try await run(broken: false)
        let log = good.standardOutput + good.standardError
        #expect(good.status == 0, "\(log)")
        #expect(log.contains("Configuration files loaded from"), "\(log)")
        #expect(!log.contains("[ERROR]") && !log.contains("[WARN]"), "\(log)")
        let bad = try await run(broken: true)
        #expect((bad.standardOutput + bad.standardError).contains("[ERROR]"))
    }

    /// qt6ct reads `[ColorScheme]` `active_colors`, `inactive_colors`, `disabled_colors`, each at
    /// least QPalette::NColorRoles (21 before Qt 6.6) colors (qt6ct src/qt6ct-common/qt6ct.cpp,
    /// `Qt6CT::loadColorScheme`); parsed here with Python's configparser, as QSettings' INI.
    /// qt5ct reads the same lists (`Qt5CT::loadColorScheme`, 21 roles since Qt 5.12).
    @Test(arguments: [BuiltInTemplate.qt6ct, .qt5ct], ColorScheme.allCases)
    func qtctColorSchemeParsesInPythonsConfigparserAsAStandInForQSettingsAndHasTheKeysQt6ctAndQt5ctRead(template: BuiltInTemplate, scheme: ColorScheme) async throws {
        let file = try RenderedFile(template, scheme: scheme)
        defer { file.remove() }
        let script = """
        import configparser, json, sys
        parser = configparser.ConfigParser(interpolation=None)
        parser.read(sys.argv[1])
        print(json.dumps({k: [c.strip() for c in parser["ColorScheme"][k].split(",")]
                          for k in ("active_colors", "inactive_colors", "disabled_colors")}))
        """
        let result = try await runCommand(Self.python, ["-c", script, file.path], timeout: .seconds(30))
        #expect(result.status == 0, "\(result.standardError)")
        let lists = try #require(try json(result.standardOutput) as? [String: [String]])
        for (key, colors) in lists {
            #expect(colors.count == 21, "\(key)")
            #expect(colors.allSatisfy { $0.count == 9 && $0.hasPrefix("#FF") }, "\(key): \(colors)")
        }
        // QPalette::Window is role 10, Highlight 12.
        #expect(lists["active_colors"]?[10] == "#FF" + file.hex("color.background").dropFirst())
        #expect(lists["active_colors"]?[12] == "#FF" + file.hex("color.accent").dropFirst())
    }

    @Test(arguments: ColorScheme.allCases)
    func cssVariablesAreTheColorLinesOfTheCSSTokenFormat(scheme: ColorScheme) throws {
        let file = try RenderedFile(.css, scheme: scheme)
        defer { file.remove() }
        let tokens = try ThemeRegistry.builtIn.tokens(themeID: "default", scheme: scheme, accessibility: AccessibilityFlags())
        let reference = Set(CSSTokenFormat.render(tokens).split(separator: "\n"))
        let declarations = file.text.split(separator: "\n").filter { $0.hasPrefix("  --") }
        #expect(declarations.count == SemanticColor.allCases.count)
        #expect(declarations.allSatisfy { reference.contains($0) })
        #expect(file.text.contains("color-scheme: \(scheme.rawValue);"))
    }
}
