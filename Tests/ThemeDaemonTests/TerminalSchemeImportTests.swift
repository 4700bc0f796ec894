import FoundationEssentials
import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// Issue 40 §1, §2 through the daemon's reader and writer: every terminal scheme file of the
/// fixtures (written by iTerm2-Color-Schemes, kitty-themes and alacritty-theme) imports as a
/// theme the audit accepts whose terminal palette is the file's colors exactly, and every
/// built-in theme exported in each terminal format imports back into the same colors.
@Suite("Terminal scheme import and export")
struct TerminalSchemeImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every terminal scheme file of the fixtures, relative to Tests/Fixtures.
    static let files: [String] = {
        let directories = ["iterm2-color-schemes/schemes", "iterm2-color-schemes/kitty", "iterm2-color-schemes/alacritty",
                           "iterm2-color-schemes/ghostty", "iterm2-color-schemes/windowsterminal", "kitty-themes",
                           "alacritty-theme/yaml", "alacritty-theme/toml"]
        return directories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(directory).path)) ?? [])
                .filter { !$0.hasSuffix(".md") && $0 != "LICENSE" }.sorted().map { "\(directory)/\($0)" }
        }
    }()

    static func contents(_ file: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
    }

    static func tokens(_ theme: UserTheme, _ scheme: ColorScheme) -> TokenSet {
        ThemeRegistry.builtIn.tokens(of: theme, scheme: scheme, accessibility: AccessibilityFlags()) ?? TokenSet()
    }

    /// The terminal palette `tokens` give every terminal template.
    static func palette(_ tokens: TokenSet, _ scheme: ColorScheme) -> [String: TokenValue] {
        TerminalPalette(tokens: tokens, scheme: scheme).tokens
    }

    @Test func theFixturesAreThere() {
        #expect(Self.files.count == 26 * 5 + 5 + 6 + 6)
    }

    /// `auto` reads each file; the theme has no audit error; its published terminal palette is the
    /// file's 16 colors, foreground and background exactly, in the variant the scheme is.
    @Test(arguments: files) func everyFileImportsWithItsOwnTerminalColors(_ file: String) throws {
        let (theme, notes) = try ThemeFormats.decodeReporting(try Self.contents(file), format: "auto")
        let errors = ThemeRegistry.builtIn.problems(of: theme).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(file): \(errors.map(\.message))")
        #expect(notes.count <= 1)
        let scheme = try #require(theme.terminalScheme)
        let palette = Self.palette(Self.tokens(theme, scheme.variant), scheme.variant)
        for (key, value) in scheme.tokens { #expect(palette[key] == value, "\(file) \(key)") }
        #expect(theme.metadata.tags.contains(TerminalSchemeMapping.tag))
        // The theme's background is the scheme's, in the variant it is.
        #expect(Self.tokens(theme, scheme.variant).color("color.background") == scheme.background, "\(file)")
    }

    /// alacritty-theme converted its YAML files to TOML itself: both forms import to the same colors.
    @Test(arguments: ["catppuccin_latte", "dracula", "gruvbox_dark", "nord", "solarized_light"])
    func alacrittysYAMLAndTOMLFormsImportAlike(_ name: String) throws {
        let yaml = try #require(try ThemeFormats.decode(Self.contents("alacritty-theme/yaml/\(name).yaml"), format: "alacritty").terminalScheme)
        let toml = try #require(try ThemeFormats.decode(Self.contents("alacritty-theme/toml/\(name).toml"), format: "alacritty").terminalScheme)
        #expect(yaml.ansi == toml.ansi && yaml.foreground == toml.foreground && yaml.background == toml.background)
    }

    /// The built-in themes' terminal palettes, as `theme export --format F --scheme S` writes them.
    static func exported(_ id: String, _ format: String, _ scheme: ColorScheme) throws -> (text: String, palette: [String: TokenValue]) {
        let info = try #require(ThemeRegistry.builtIn.themes.first { $0.id == id })
        let theme = UserTheme(id: id, metadata: ThemeMetadata(name: info.displayName, category: .minimal), template: id)
        let tokens = try ThemeRegistry.builtIn.tokens(themeID: id, layers: [], scheme: scheme, accessibility: AccessibilityFlags())
        let text = try ThemeFormats.encode(theme, format: "\(format)-\(scheme.rawValue)") { _ in tokens }
        return (text, Self.palette(tokens, scheme))
    }

    static let exportFormats = ["kitty", "alacritty", "alacritty-yaml", "ghostty", "iterm2", "windows-terminal"]

    /// Every built-in theme in each scheme, exported in each format and imported again: the same
    /// 16 colors, foreground and background, and the theme's background, text and accent exactly.
    @Test(arguments: exportFormats) func everyBuiltInRoundTripsItsTerminalPaletteAndMainColors(_ format: String) throws {
        for info in ThemeRegistry.builtIn.themes where info.isBuiltIn {
            for scheme in ColorScheme.allCases {
                let (text, palette) = try Self.exported(info.id, format, scheme)
                let theme = try ThemeFormats.decode(text, format: "auto")
                let imported = try #require(theme.terminalScheme)
                #expect(imported.variant == scheme, "\(info.id) \(scheme) \(format)")
                for (key, value) in imported.tokens where !key.hasSuffix("cursorText") && !key.hasSuffix("selectionForeground") {
                    #expect(palette[key] == value, "\(info.id) \(scheme) \(format) \(key)")
                }
                let source = try ThemeRegistry.builtIn.tokens(themeID: info.id, layers: [], scheme: scheme, accessibility: AccessibilityFlags())
                let made = Self.tokens(theme, scheme)
                // A gray accent (Pure White's light one) is no cursor the rule takes: it comes back as the blue.
                let grayAccent = source.color("color.accent").map { OKLCH($0).chroma < TerminalSchemeMapping.accentChroma } ?? false
                for key in ["color.background", "color.textPrimary"] + (grayAccent ? [] : ["color.accent"]) {
                    #expect(made.color(key) == source.color(key)?.composited(over: source.color("color.background") ?? RGBAColor(rgb: 0)).quantized,
                            "\(info.id) \(scheme) \(format) \(key)")
                }
            }
        }
    }

    /// A theme imported from a terminal scheme exports that scheme again, cursor and selection as the file named them.
    @Test(arguments: exportFormats) func anImportedSchemeExportsItsOwnColors(_ format: String) throws {
        let theme = try ThemeFormats.decode(try Self.contents("kitty-themes/Catppuccin-Mocha.conf"), format: "kitty")
        let text = try ThemeFormats.encode(theme, format: format) { Self.tokens(theme, $0) }
        let back = try #require(try ThemeFormats.decode(text, format: "auto").terminalScheme)
        let given = try #require(theme.terminalScheme)
        #expect(back.ansi == given.ansi && back.foreground == given.foreground && back.background == given.background)
        #expect(back.cursorColor == given.cursorColor && back.selectionBackgroundColor == given.selectionBackgroundColor)
    }

    /// A file that is not what its format says is refused whole, in one sentence naming the format.
    @Test func aWrongFileIsRefusedNamingItsFormat() throws {
        let cases: [(String, String, String)] = [
            ("kitty", "foreground #fff\nbackground #000\n", "the kitty theme has no color0"),
            ("alacritty", "colors:\n  primary:\n    background: '#000000'\n", "the Alacritty config has no colors.normal.black"),
            ("iterm2", "{}", "the iTerm2 color preset is not an XML property list"),
            ("windows-terminal", "{\"name\": \"x\", \"black\": 3}", "the Windows Terminal scheme sets 'black'"),
            ("ghostty", "palette 1 #fff\n", "the Ghostty theme has 'palette 1 #fff' on line 1"),
        ]
        for (format, text, start) in cases {
            #expect {
                _ = try ThemeFormats.decode(text, format: format)
            } throws: { error in
                String(describing: error).contains(start)
            }
        }
    }
}
