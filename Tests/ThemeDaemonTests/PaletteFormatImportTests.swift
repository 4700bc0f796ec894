import FoundationEssentials
import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// Issue 40 §1, §2 for COSMIC's theme export, Omarchy's `colors.toml` and Tinted8 through the
/// daemon's readers and writers: the real files of each (Tests/Fixtures/cosmic-theme-collection,
/// omarchy, tinted8) import by content; Omarchy's 16 colors are the ones Omarchy's own resolver
/// (`omarchy-theme-color`) and kitty template give; each export is loaded by the format's own
/// parser (RON's `ron` crate from Debian through Tests/Programs/cosmic-ron-check, Omarchy's
/// resolver and Python's tomllib, Python's yaml) and imports back into the same 16 colors.
@Suite("COSMIC, Omarchy and Tinted8 import and export", .timeLimit(.minutes(3)))
struct PaletteFormatImportTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = tests.appendingPathComponent("Fixtures")

    static let files = [
        "cosmic-theme-collection/gruvbox-dark.ron", "cosmic-theme-collection/gruvbox-light.ron",
        "cosmic-theme-collection/solarized-dark.ron", "cosmic-theme-collection/one-light.ron",
        "omarchy/themes/tokyo-night/colors.toml", "omarchy/themes/catppuccin-latte/colors.toml", "omarchy/themes/gruvbox/colors.toml",
        "omarchy/themes/flexoki-light/colors.toml", "omarchy/themes/rose-pine/colors.toml", "omarchy/themes/white/colors.toml",
        "omarchy/legacy/tokyo-night/colors.toml", "omarchy/legacy/catppuccin-latte/colors.toml", "omarchy/legacy/gruvbox/colors.toml",
        "omarchy/legacy/rose-pine/colors.toml", "tinted8/catppuccin-mocha.yaml", "tinted8/gruvbox-dark.yaml",
    ]

    static func contents(_ file: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
    }

    static func tokens(_ theme: UserTheme, _ scheme: ColorScheme) -> TokenSet {
        ThemeRegistry.builtIn.tokens(of: theme, scheme: scheme, accessibility: AccessibilityFlags()) ?? TokenSet()
    }

    static func format(of file: String) -> String {
        file.hasPrefix("cosmic") ? "cosmic" : file.hasPrefix("omarchy") ? "omarchy" : "tinted8"
    }

    /// `auto` tells each file's format; the theme has no audit error and publishes the file's 16 colors exactly.
    @Test(arguments: files) func everyFileImportsByContentWithItsOwnColors(_ file: String) throws {
        let text = try Self.contents(file)
        #expect(ThemeFormats.detected(text) == Self.format(of: file))
        let theme = try ThemeFormats.decode(text, format: "auto")
        let errors = ThemeRegistry.builtIn.problems(of: theme).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(file): \(errors.map(\.message))")
        let scheme = try #require(theme.terminalScheme)
        let set = Self.tokens(theme, scheme.variant)
        let palette = TerminalPalette(tokens: set, scheme: scheme.variant).tokens
        for (key, value) in scheme.tokens { #expect(palette[key] == value, "\(file) \(key)") }
        #expect(set.color("color.background") == scheme.background)
    }

    /// The 16 colors Omarchy gives kitty for a `colors.toml`: its resolver's values (`omarchy-theme-color
    /// --all`) filled into its kitty template, as `omarchy-theme-set-templates` does.
    static func omarchysKittyColors(_ file: URL) async throws -> [String] {
        let resolver = fixtures.appendingPathComponent("omarchy/bin/omarchy-theme-color").path
        let result = try await runCommand("/bin/bash", [resolver, "--file", file.path, "--all"], timeout: .seconds(30))
        #expect(result.status == 0, "\(result.standardError)")
        var values: [String: String] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        var template = try contents("omarchy/default/themed/kitty.conf.tpl")
        for (key, value) in values { template = template.replacing("{{ \(key) }}", with: value) }
        var colors = [String](repeating: "", count: 16)
        for line in template.split(separator: "\n") where line.hasPrefix("color") {
            let parts = line.split(separator: " ")
            if let index = Int(parts[0].dropFirst("color".count)), parts.count == 2 { colors[index] = parts[1].lowercased() }
        }
        return colors
    }

    @Test(arguments: files.filter { $0.hasPrefix("omarchy") }) func omarchysOwnResolverGivesTheSame16Colors(_ file: String) async throws {
        let scheme = try #require(try ThemeFormats.decode(Self.contents(file), format: "omarchy").terminalScheme)
        #expect(try await Self.omarchysKittyColors(Self.fixtures.appendingPathComponent(file)) == scheme.ansi.map { $0.hex.lowercased() })
    }

    /// A built-in theme's terminal palette, and the file `format` writes of it.
    static func exported(_ id: String, _ format: String, _ scheme: ColorScheme) throws -> (text: String, palette: [String: TokenValue], tokens: TokenSet) {
        let info = try #require(ThemeRegistry.builtIn.themes.first { $0.id == id })
        let theme = UserTheme(id: id, metadata: ThemeMetadata(name: info.displayName, category: .minimal), template: id)
        let tokens = try ThemeRegistry.builtIn.tokens(themeID: id, layers: [], scheme: scheme, accessibility: AccessibilityFlags())
        let text = try ThemeFormats.encode(theme, format: "\(format)-\(scheme.rawValue)") { _ in tokens }
        return (text, TerminalPalette(tokens: tokens, scheme: scheme).tokens, tokens)
    }

    /// Every built-in theme in each scheme, exported and imported again: the same 16 colors,
    /// foreground and background, and the theme's background, text and accent. Omarchy makes
    /// color0 the background and color7 the foreground and draws the cursor in color15, so
    /// those three come back as Omarchy has them.
    @Test(arguments: ["cosmic", "omarchy", "tinted8"]) func everyBuiltInRoundTripsItsPaletteAndMainColors(_ format: String) throws {
        for info in ThemeRegistry.builtIn.themes where info.isBuiltIn {
            for scheme in ColorScheme.allCases {
                let (text, palette, source) = try Self.exported(info.id, format, scheme)
                let theme = try ThemeFormats.decode(text, format: "auto")
                let imported = try #require(theme.terminalScheme)
                #expect(imported.variant == scheme, "\(info.id) \(scheme) \(format)")
                var skipped = ["terminal.cursorText", "terminal.selectionForeground"]
                if format == "omarchy" {
                    skipped += ["terminal.color0", "terminal.color7", "terminal.cursor"]
                    #expect(imported.ansi[0] == imported.background && imported.ansi[7] == imported.foreground)
                }
                if format == "cosmic" { skipped += ["terminal.cursor", "terminal.selectionBackground"] }
                for (key, value) in imported.tokens where !skipped.contains(key) {
                    #expect(palette[key] == value, "\(info.id) \(scheme) \(format) \(key)")
                }
                let made = Self.tokens(theme, scheme)
                let background = source.color("color.background") ?? RGBAColor(rgb: 0)
                for key in ["color.background", "color.textPrimary", "color.accent"] {
                    #expect(made.color(key) == source.color(key)?.composited(over: background).quantized, "\(info.id) \(scheme) \(format) \(key)")
                }
            }
        }
    }

    /// A theme imported from each format's real file exports the same file again.
    @Test(arguments: files) func anImportedFileExportsItselfAgain(_ file: String) throws {
        let format = Self.format(of: file)
        let theme = try ThemeFormats.decode(try Self.contents(file), format: format)
        let text = try ThemeFormats.encode(theme, format: format) { Self.tokens(theme, $0) }
        let back = try ThemeFormats.decode(text, format: "auto")
        #expect(back.terminalScheme == theme.terminalScheme, "\(file)")
        #expect(try ThemeFormats.encode(back, format: format) { Self.tokens(back, $0) } == text, "\(file)")
    }

    /// Writes `text` to a new temporary directory's `name`; the directory is the caller's to remove.
    static func written(_ text: String, _ name: String) throws -> (file: URL, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("palette-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (file, directory)
    }

    /// COSMIC is not packaged for Debian 12: its export is loaded with RON's own parser (Debian's
    /// `ron` crate) into cosmic-theme's `ThemeBuilder` shape, every field COSMIC requires there and
    /// none it does not know; the palette entries hold the 16 colors by the documented table.
    @Test func ronsOwnParserLoadsTheCOSMICExportAsAThemeBuilder() async throws {
        let program = Self.tests.appendingPathComponent("Programs/cosmic-ron-check").path
        let target = Self.tests.deletingLastPathComponent().appendingPathComponent(".build/cosmic-ron-check").path
        // Cargo reads the offline Debian source (.cargo/config.toml) from the directory it runs in.
        let build = try await runCommand("/bin/sh", ["-c", "cd \"$1\" && exec /usr/bin/cargo build --release --quiet --target-dir \"$2\"",
                                                     "sh", program, target], timeout: .seconds(150))
        #expect(build.status == 0, "\(build.standardError)")
        let table = [("neutral_1", "neutral_9"), ("accent_red", nil), ("accent_green", nil), ("accent_yellow", nil), ("accent_indigo", nil),
                     ("accent_purple", nil), ("accent_blue", nil), ("neutral_8", "neutral_2"), ("neutral_5", "neutral_5"),
                     ("bright_red", nil), ("bright_green", nil), ("ext_yellow", nil), ("ext_indigo", nil), ("ext_purple", nil),
                     ("ext_blue", nil), ("neutral_9", "neutral_1")]
        for (id, scheme) in [("forest", ColorScheme.dark), ("catppuccin", .light)] {
            let (text, palette, source) = try Self.exported(id, "cosmic", scheme)
            let (file, directory) = try Self.written(text, "\(id).ron")
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try await runCommand(target + "/release/cosmic-ron-check", [file.path], timeout: .seconds(30))
            #expect(result.status == 0, "\(result.standardError)")
            var read: [String: String] = [:]
            for line in result.standardOutput.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                if parts.count == 2 { read[parts[0]] = parts[1] }
            }
            #expect(read["variant"] == scheme.rawValue)
            for (index, entries) in table.enumerated() {
                let entry = scheme == .light ? entries.1 ?? entries.0 : entries.0
                if case .color(let color)? = palette["terminal.color\(index)"] {
                    #expect(read[entry] == color.hex.lowercased(), "\(id) color\(index) in \(entry)")
                }
            }
            #expect(read["bg_color"] == source.color("color.background")?.hex.lowercased())
            if case .dimension(let small)? = source["shape.small"] { #expect(read["radius_s"].flatMap(Double.init) == small) }
        }
        // A field ThemeBuilder does not have is refused by the check itself, so it checks something.
        let (file, directory) = try Self.written("(palette: Dark((name: \"x\")), colour: 1)", "bad.ron")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try await runCommand(target + "/release/cosmic-ron-check", [file.path], timeout: .seconds(30)).status != 0)
    }

    /// Omarchy's export read by Python's tomllib and by Omarchy's own resolver and kitty template:
    /// the 16 colors the import gives.
    @Test func tomllibAndOmarchysResolverLoadTheOmarchyExport() async throws {
        for (id, scheme) in [("forest", ColorScheme.dark), ("rose", .light)] {
            let (text, _, _) = try Self.exported(id, "omarchy", scheme)
            let (file, directory) = try Self.written(text, "colors.toml")
            defer { try? FileManager.default.removeItem(at: directory) }
            let parsed = try await runCommand("/usr/bin/python3", ["-c", "import sys, tomllib, json; print(json.dumps(tomllib.load(open(sys.argv[1], 'rb'))))",
                                                                   file.path], timeout: .seconds(30))
            #expect(parsed.status == 0, "\(parsed.standardError)")
            let table = try #require(try JSONSerialization.jsonObject(with: Data(parsed.standardOutput.utf8)) as? [String: String])
            #expect(table["mode"] == scheme.rawValue)
            let imported = try #require(try ThemeFormats.decode(text, format: "omarchy").terminalScheme)
            #expect(table["background"] == imported.background.hex.lowercased() && table["red"] == imported.ansi[1].hex.lowercased())
            #expect(try await Self.omarchysKittyColors(file) == imported.ansi.map { $0.hex.lowercased() })
        }
    }

    /// Tinted8's export read by Python's yaml: the spec's keys, each color where the import reads it.
    @Test func pythonsYAMLLoadsTheTinted8Export() async throws {
        let (text, palette, _) = try Self.exported("forest", "tinted8", .dark)
        let (file, directory) = try Self.written(text, "forest.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
        import sys, yaml, json
        d = yaml.safe_load(open(sys.argv[1]))
        names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        out = {"system": d["scheme"]["system"], "variant": d["variant"], "background": d["ui"]["global"]["background"]["normal"]}
        for i, n in enumerate(names):
            out["color%d" % i] = d["palette"][n]
            out["color%d" % (i + 8)] = d["palette"][n + "-bright"]
        print(json.dumps(out))
        """
        let result = try await runCommand("/usr/bin/python3", ["-c", script, file.path], timeout: .seconds(30))
        #expect(result.status == 0, "\(result.standardError)")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: String])
        #expect(read["system"] == "tinted8" && read["variant"] == "dark")
        for index in 0..<16 {
            if case .color(let color)? = palette["terminal.color\(index)"] { #expect(read["color\(index)"] == color.hex.lowercased()) }
        }
    }

    /// A Tinted8 file that is not one is refused in one sentence naming the format.
    @Test func aWrongTinted8FileIsRefusedNamingItsFormat() throws {
        let cases = [
            ("scheme:\n  system: tinted8\nvariant: dark\npalette:\n  black: \"#000000\"\n", "the Tinted8 scheme has no palette.red"),
            ("scheme:\n  system: tinted8\nvariant: dusk\n", "the Tinted8 scheme has variant 'dusk'"),
            ("scheme:\n  system: tinted8\nvariant: dark\npalette: [", "the Tinted8 scheme is not YAML"),
        ]
        for (text, start) in cases {
            #expect { _ = try ThemeFormats.decode(text, format: "tinted8") } throws: { String(describing: $0).contains(start) }
        }
    }
}
