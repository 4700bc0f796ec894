import FoundationEssentials
import Testing
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// Issue 36 §1: every scheme of tinted-theming's published collection (Tests/Fixtures/tinted-theming-schemes)
/// imports through the daemon's reader, its own colors kept exactly, and exports back the same.
@Suite("Published schemes")
struct PublishedSchemeTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tinted-theming-schemes")

    /// `base16/3024.yaml`, … `base24/…`: every scheme file of the collection.
    static let files: [String] = ["base16", "base24"].flatMap { system in
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(system).path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(system)/\($0)" }
    }

    static func contents(_ file: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    /// The theme a scheme file imports as, the problems that would refuse it, and its given scheme.
    static func imported(_ contents: String) throws -> (theme: UserTheme, errors: [ValidationProblem]) {
        let theme = try ThemeFormats.decode(contents, format: "auto")
        return (theme, ThemeRegistry.builtIn.problems(of: theme).filter { $0.severity == .error })
    }

    /// The theme's `variant` exported as `system` and read back.
    static func exported(_ theme: UserTheme, _ system: Base16Scheme.System, _ variant: ColorScheme) throws -> Base16Scheme {
        let text = try ThemeFormats.encode(theme, format: "\(system.rawValue)-\(variant.rawValue)") { scheme in
            ThemeRegistry.builtIn.tokens(of: theme, scheme: scheme, accessibility: AccessibilityFlags()) ?? TokenSet()
        }
        return try #require(try ThemeFormats.decode(text, format: "auto").schemes.first)
    }

    @Test func theCollectionIsThere() {
        #expect(Self.files.count == 287)
    }

    @Test(arguments: files) func everySchemeImportsAndExportsItsOwnColorsExactly(_ file: String) throws {
        let (theme, errors) = try Self.imported(try Self.contents(file))
        #expect(errors.isEmpty, "\(file): \(errors.map(\.message))")
        let given = try #require(theme.schemes.first)
        let back = try Self.exported(theme, given.system, given.variant)
        #expect(back.palette == given.palette, "\(file)")
        #expect(back.name == given.name)
        for scheme in ColorScheme.allCases {
            let tokens = try #require(ThemeRegistry.builtIn.tokens(of: theme, scheme: scheme, accessibility: AccessibilityFlags()))
            for (key, value) in theme.values[scheme] {
                guard case .color(let color) = key, case .color(let set) = value, let used = tokens.color(color.key) else { continue }
                // The scheme's own colors are used exactly; a fitted one is never pushed to black or white in vain.
                if scheme == given.variant, [SemanticColor.background, .surface, .textPrimary, .textSecondary, .textTertiary,
                                             .accent, .surfaceSelected].contains(color) {
                    #expect(used == set, "\(file) \(scheme) \(color.key)")
                }
                let extremes = [RGBAColor(rgb: 0), RGBAColor(rgb: 0xFFFFFF)]
                #expect(used == set || !extremes.contains(used.withAlpha(1)), "\(file) \(scheme) \(color.key) \(set.hex) → \(used.hex)")
            }
        }
    }

    /// The slot each `terminal.*` key holds by tinted-theming's own terminal templates (tinted-terminal's
    /// kitty-base16 and kitty-base24): bright colors are the normal ones in Base16, base12–base17 in Base24.
    static func terminalSlots(_ system: Base16Scheme.System) -> [String: Int] {
        let brights = system == .base24 ? [0x12, 0x14, 0x13, 0x16, 0x17, 0x15] : [0x08, 0x0B, 0x0A, 0x0D, 0x0E, 0x0C]
        let fixed = ["foreground": 5, "background": 0, "cursor": 5, "cursorText": 0, "selectionBackground": 5, "selectionForeground": 2,
                     "color0": 0, "color1": 8, "color2": 0x0B, "color3": 0x0A, "color4": 0x0D, "color5": 0x0E, "color6": 0x0C,
                     "color7": 5, "color8": 3, "color15": 7]
        return fixed.merging(brights.enumerated().map { ("color\($0.offset + 9)", $0.element) }) { $1 }
    }

    /// Issue 36 §1: the terminal palette every `terminal.*` template uses (kitty, foot, alacritty,
    /// Xresources…) is the scheme's own colors exactly, in the variant the file gives.
    @Test(arguments: files) func theTerminalPaletteIsTheSchemesOwnColorsExactly(_ file: String) throws {
        let (theme, _) = try Self.imported(try Self.contents(file))
        let given = try #require(theme.schemes.first)
        let tokens = try #require(ThemeRegistry.builtIn.tokens(of: theme, scheme: given.variant, accessibility: AccessibilityFlags()))
        let palette = TerminalPalette(tokens: tokens, scheme: given.variant).tokens
        for (key, slot) in Self.terminalSlots(given.system) {
            #expect(palette["terminal.\(key)"] == .color(given[slot]), "\(file) terminal.\(key) is not \(Base16Scheme.slotName(slot))")
        }
    }

    /// The variant the file does not give, and high contrast, keep the derived palette (every
    /// normal color at 4.5:1); a built-in theme's set has no `terminal.*` tokens of its own.
    @Test func theVariantTheFileDoesNotGiveKeepsTheDerivedPalette() throws {
        let (theme, _) = try Self.imported(try Self.contents("base16/catppuccin-latte.yaml"))
        let derived = [(ColorScheme.dark, AccessibilityFlags()), (.light, AccessibilityFlags(highContrast: true))]
        for (scheme, accessibility) in derived {
            let tokens = try #require(ThemeRegistry.builtIn.tokens(of: theme, scheme: scheme, accessibility: accessibility))
            #expect(tokens["terminal.color1"] == nil)
            let palette = TerminalPalette(tokens: tokens, scheme: scheme).tokens
            let background = try #require(tokens.color("color.background"))
            for index in 1...6 {
                guard case .color(let color)? = palette["terminal.color\(index)"] else { Issue.record("no color\(index)"); continue }
                #expect(WCAG.contrastRatio(color, background) >= TerminalPalette.normalContrast - 0.01, "\(scheme) color\(index)")
            }
        }
        let builtIn = try ThemeRegistry.builtIn.tokens(themeID: "default", scheme: .dark, accessibility: AccessibilityFlags())
        #expect(!builtIn.orderedKeys.contains { $0.hasPrefix("terminal.") })
    }

    /// A color the user changed since the import is the terminal's too (as an export gives it); the other slots stay the scheme's.
    @Test func aSlotChangedSinceGivesItsNewColor() throws {
        var (theme, _) = try Self.imported(try Self.contents("base16/tokyo-night-dark.yaml"))
        let given = try #require(theme.schemes.first)
        let red = RGBAColor(rgb: 0xE06C75)
        try theme.values.set(.color(.destructive), .color(red), for: .dark)
        let tokens = try #require(ThemeRegistry.builtIn.tokens(of: theme, scheme: .dark, accessibility: AccessibilityFlags()))
        let palette = TerminalPalette(tokens: tokens, scheme: .dark).tokens
        #expect(palette["terminal.color1"] == .color(red) && palette["terminal.color9"] == .color(red))
        #expect(palette["terminal.color4"] == .color(given[0x0D]) && palette["terminal.background"] == .color(given[0]))
    }

    /// Icy Dark says `variant: light` over dark colors: read as dark, in one line.
    @Test func aVariantTheColorsContradictIsWorkedOutFromThemInOneLine() throws {
        let (theme, notes) = try ThemeFormats.decodeReporting(try Self.contents("base16/icy.yaml"), format: "auto")
        #expect(theme.schemes.map(\.variant) == [.dark])
        #expect(notes == ["Icy Dark says variant light, but its base00 #021012 is darker than its base05 #095B67; imported as dark"])
    }

    /// A scheme's own colors that miss a minimum are warnings naming its slots, never errors.
    @Test func contrastTheSchemesOwnColorsCannotReachIsAWarningNamingItsSlots() throws {
        let (theme, errors) = try Self.imported(try Self.contents("base16/catppuccin-latte.yaml"))
        #expect(errors.isEmpty)
        let problems = ThemeRegistry.builtIn.problems(of: theme)
        let base03 = try #require(problems.first { $0.field == "light.base03" })
        #expect(base03.severity == .warning)
        #expect(base03.message.hasPrefix("base03 on base00: 1.61:1 in light mode"), "\(base03.message)")
        #expect(!problems.contains { $0.message.contains("color.category.forums on color.category.forumsMuted") })
    }
}
