import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeDaemon

/// Issue 40 §2: each terminal export loaded by the real program where Debian 12 has it (kitty
/// 0.26's own config loader; alacritty 0.11 with the YAML form under Xvfb) and otherwise by the
/// format's own parser (Python's plistlib for iTerm2, tomllib for Alacritty's TOML, json for
/// Windows Terminal; Ghostty is not packaged: its documented grammar, `key = value` lines and
/// `palette = N=COLOR`, parsed by a few lines of Python). Each gives the exported colors.
@Suite("Terminal exports in the real programs", .timeLimit(.minutes(2)))
struct TerminalExportProgramTests {
    private static let python = "/usr/bin/python3"

    /// Forest's dark scheme and Catppuccin Mocha imported from its kitty-themes file, each exported as `format`.
    static func exports(_ format: String) throws -> [(file: URL, scheme: TerminalScheme, directory: URL)] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kitty-themes/Catppuccin-Mocha.conf")
        let mocha = try ThemeFormats.decode(try String(contentsOf: fixture, encoding: .utf8), format: "kitty")
        let forest = UserTheme(id: "forest", metadata: ThemeMetadata(name: "Forest", category: .minimal), template: "forest")
        return try [(mocha, ColorScheme.dark), (forest, .dark)].map { theme, scheme in
            let tokens = { (scheme: ColorScheme) in
                ThemeRegistry.builtIn.tokens(of: theme, scheme: scheme, accessibility: AccessibilityFlags()) ?? TokenSet()
            }
            let text = try ThemeFormats.encode(theme, format: "\(format)-\(scheme.rawValue)", tokens: tokens)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-export-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("theme")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return (file, try #require(try ThemeFormats.decode(text, format: format.replacing("-yaml", with: "")).terminalScheme), directory)
        }
    }

    /// `{"color0": "#rrggbb", …, "foreground": …, "background": …}` as the scheme has them.
    static func expected(_ scheme: TerminalScheme) -> [String: String] {
        var colors = ["foreground": scheme.foreground.hex.lowercased(), "background": scheme.background.hex.lowercased()]
        for (index, color) in scheme.ansi.enumerated() { colors["color\(index)"] = color.hex.lowercased() }
        return colors
    }

    /// Runs `script` on the exported file; its standard output is a JSON object of colors.
    static func parsed(_ program: String, _ arguments: [String]) async throws -> [String: String] {
        let result = try await runCommand(program, arguments, timeout: .seconds(60))
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: String])
    }

    @Test func kitty026LoadsTheKittyExportWithItsOwnConfigLoader() async throws {
        let script = """
        import json, sys
        from kitty.config import load_config
        opts = load_config(sys.argv[-1])
        colors = {}
        # kitty +runpy runs the script with its own locals: no lambda or comprehension may reach them.
        for name in ["color%d" % i for i in range(16)] + ["foreground", "background"]:
            c = getattr(opts, name)
            colors[name] = "#%02x%02x%02x" % (c.red, c.green, c.blue)
        print(json.dumps(colors))
        """
        for (file, scheme, directory) in try Self.exports("kitty") {
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try await runCommand("kitty", ["+runpy", script, file.path], timeout: .seconds(60))
            #expect(result.status == 0, "\(result.standardError)")
            // kitty logs each line it cannot use ("Ignoring unknown config key", "Ignoring invalid config line").
            #expect(!result.standardError.contains("Ignoring"), "\(result.standardError)")
            let colors = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: String])
            #expect(colors == Self.expected(scheme))
        }
    }

    @Test func alacritty011LoadsTheYAMLExportUnderXvfbAndLogsABrokenOne() async throws {
        for (file, scheme, directory) in try Self.exports("alacritty-yaml") {
            defer { try? FileManager.default.removeItem(at: directory) }
            let config = directory.appendingPathComponent("alacritty.yml").path
            let text = try String(contentsOf: file, encoding: .utf8)
            func run(_ contents: String) async throws -> String {
                try contents.write(toFile: config, atomically: true, encoding: .utf8)
                let server = try await XvfbServer()
                do {
                    let result = try await runCommand("alacritty", ["--config-file", config, "-v", "-e", "true"],
                                                      environment: ["DISPLAY": server.display, "WAYLAND_DISPLAY": ""], timeout: .seconds(30))
                    await server.stop()
                    return result.standardOutput + result.standardError
                } catch {
                    await server.stop()
                    throw error
                }
            }
            let log = try await run(text)
            #expect(log.contains("Configuration files loaded from"), "\(log)")
            #expect(!log.contains("[ERROR]") && !log.contains("[WARN]"), "\(log)")
            let broken = try await run(text.replacing(scheme.ansi[1].hex.lowercased(), with: "zz"))
            #expect(broken.contains("[ERROR]"), "\(broken)")
            // The colors alacritty read, by PyYAML (Debian's python3-yaml), are the scheme's.
            let script = """
            import json, sys, yaml
            c = yaml.safe_load(open(sys.argv[1]))["colors"]
            names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            out = {"color%d" % (i + 8 * b): c["bright" if b else "normal"][n] for b in (0, 1) for i, n in enumerate(names)}
            out.update(foreground=c["primary"]["foreground"], background=c["primary"]["background"])
            print(json.dumps(out))
            """
            #expect(try await Self.parsed(Self.python, ["-c", script, file.path]) == Self.expected(scheme))
        }
    }

    @Test func theAlacrittyTOMLExportParsesWithTomllib() async throws {
        let script = """
        import json, sys, tomllib
        c = tomllib.load(open(sys.argv[1], "rb"))["colors"]
        names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        out = {"color%d" % (i + 8 * b): c["bright" if b else "normal"][n] for b in (0, 1) for i, n in enumerate(names)}
        out.update(foreground=c["primary"]["foreground"], background=c["primary"]["background"])
        print(json.dumps(out))
        """
        for (file, scheme, directory) in try Self.exports("alacritty") {
            defer { try? FileManager.default.removeItem(at: directory) }
            #expect(try await Self.parsed(Self.python, ["-c", script, file.path]) == Self.expected(scheme))
        }
    }

    @Test func theITerm2ExportParsesWithPlistlib() async throws {
        let script = """
        import json, plistlib, sys
        p = plistlib.load(open(sys.argv[1], "rb"))
        assert all(p[k]["Color Space"] == "sRGB" for k in p), "not sRGB"
        hexed = lambda d: "#%02x%02x%02x" % tuple(round(d[c + " Component"] * 255) for c in ("Red", "Green", "Blue"))
        out = {"color%d" % i: hexed(p["Ansi %d Color" % i]) for i in range(16)}
        out.update(foreground=hexed(p["Foreground Color"]), background=hexed(p["Background Color"]))
        print(json.dumps(out))
        """
        for (file, scheme, directory) in try Self.exports("iterm2") {
            defer { try? FileManager.default.removeItem(at: directory) }
            #expect(try await Self.parsed(Self.python, ["-c", script, file.path]) == Self.expected(scheme))
        }
    }

    @Test func theWindowsTerminalExportParsesWithJSON() async throws {
        let script = """
        import json, sys
        s = json.load(open(sys.argv[1]))
        names = ["black", "red", "green", "yellow", "blue", "purple", "cyan", "white"]
        out = {"color%d" % (i + 8 * b): s[("bright" + n.capitalize()) if b else n] for b in (0, 1) for i, n in enumerate(names)}
        out.update(foreground=s["foreground"], background=s["background"])
        assert isinstance(s["name"], str)
        print(json.dumps(out))
        """
        for (file, scheme, directory) in try Self.exports("windows-terminal") {
            defer { try? FileManager.default.removeItem(at: directory) }
            #expect(try await Self.parsed(Self.python, ["-c", script, file.path]) == Self.expected(scheme))
        }
    }

    /// Ghostty is not packaged for Debian 12: its documented config grammar (ghostty.org/docs/config:
    /// `key = value` per line, `#` comments, `palette = N=COLOR`) parsed in Python, strictly.
    @Test func theGhosttyExportParsesByGhosttysDocumentedGrammarAsGhosttyIsNotPackaged() async throws {
        let script = """
        import json, re, sys
        out = {}
        for line in open(sys.argv[1]):
            line = line.strip()
            if not line or line.startswith("#"): continue
            m = re.fullmatch(r"([a-z0-9-]+) = (.+)", line)
            assert m, line
            key, value = m.groups()
            if key == "palette":
                n, color = re.fullmatch(r"(\\d+)=(#[0-9a-f]{6})", value).groups()
                out["color" + n] = color
            elif key in ("background", "foreground"):
                assert re.fullmatch(r"#[0-9a-f]{6}", value), value
                out[key] = value
            else:
                assert key in ("cursor-color", "cursor-text", "selection-background", "selection-foreground"), key
        print(json.dumps(out))
        """
        for (file, scheme, directory) in try Self.exports("ghostty") {
            defer { try? FileManager.default.removeItem(at: directory) }
            #expect(try await Self.parsed(Self.python, ["-c", script, file.path]) == Self.expected(scheme))
        }
    }
}
