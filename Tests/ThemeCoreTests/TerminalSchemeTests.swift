import Testing
@testable import ThemeCore

/// Issue 40 §1, §2: the terminal scheme formats, read from files their own projects wrote
/// (Tests/Fixtures/iterm2-color-schemes, kitty-themes, alacritty-theme) and written back.
@Suite("Terminal schemes")
struct TerminalSchemeTests {
    static let fixtures = String(#filePath.split(separator: "/").dropLast(2).joined(separator: "/")).withRoot + "/Fixtures"
    static let collection = fixtures + "/iterm2-color-schemes"

    /// The 26 schemes of the sample, by name (`Dracula`, `Heeler`…); 8 have P3 colors, 4 Calibrated ones.
    static let names: [String] = ((try? SourceFiles.names(in: collection + "/schemes")) ?? []).map { String($0.dropLast(".itermcolors".count)) }

    static func read(_ format: TerminalSchemeFormat, _ path: String) throws -> TerminalScheme {
        try format.read(try SourceFiles.read(path))
    }

    /// The colors every format holds: the 16 ANSI colors, the foreground and the background.
    static func core(_ scheme: TerminalScheme) -> [String] {
        scheme.ansi.map(\.hex) + [scheme.foreground.hex, scheme.background.hex]
    }

    @Test func theSampleIsThere() {
        #expect(Self.names.count == 26)
    }

    /// iTerm2-Color-Schemes writes each format from the `.itermcolors` file with its own converter
    /// (tools/gen.py): the kitty, Alacritty, Ghostty and Windows Terminal files read to the same colors.
    @Test(arguments: names) func everyGeneratedFormatReadsToTheSameColors(_ name: String) throws {
        let kitty = try Self.read(.kitty, "\(Self.collection)/kitty/\(name).conf")
        let expected = Self.core(kitty)
        #expect(try Self.core(Self.read(.alacritty, "\(Self.collection)/alacritty/\(name).toml")) == expected, "\(name) Alacritty")
        #expect(try Self.core(Self.read(.ghostty, "\(Self.collection)/ghostty/\(name)")) == expected, "\(name) Ghostty")
        let windows = try Self.read(.windowsTerminal, "\(Self.collection)/windowsterminal/\(name).json")
        #expect(Self.core(windows) == expected, "\(name) Windows Terminal")
        #expect(windows.name == name)
    }

    /// The `.itermcolors` preset reads to the colors the collection's converter wrote into its kitty
    /// file, P3 converted through linear light and Calibrated read as sRGB, but where the converter
    /// changed them: it lifts an ANSI color below 1.75:1 on the background (gen.py's
    /// `adjust_colors_for_wcag`), and its P3 matrix (rows summing to 1.0001, not 1) puts a channel
    /// one step off now and then.
    @Test(arguments: names) func theITerm2PresetReadsToTheConvertersColors(_ name: String) throws {
        let text = try SourceFiles.read("\(Self.collection)/schemes/\(name).itermcolors")
        let preset = try TerminalSchemeFormat.iterm2.read(text)
        let kitty = try Self.read(.kitty, "\(Self.collection)/kitty/\(name).conf")
        #expect(preset.foreground == kitty.foreground && preset.background == kitty.background, "\(name)")
        let hasP3 = text.contains("<string>P3</string>")
        for (index, (read, written)) in zip(preset.ansi, kitty.ansi).enumerated() where read != written {
            let lifted = WCAG.contrastRatio(read, preset.background) < 1.75
            let step = [read.red - written.red, read.green - written.green, read.blue - written.blue].map { abs($0) * 255 }.max() ?? 0
            #expect(lifted || (hasP3 && step < 1.5), "\(name) color\(index): \(read.hex) read, \(written.hex) in the kitty file")
        }
    }

    /// A P3 color is converted, not read as sRGB: Heeler's red is P3 (211, 87, 59)/255 in the
    /// preset, #E44C2E in sRGB as the collection's kitty file has it, not #D3573B.
    @Test func aP3ColorIsConvertedToSRGB() throws {
        let text = try SourceFiles.read("\(Self.collection)/schemes/Heeler.itermcolors")
        #expect(text.contains("<string>P3</string>"))
        let scheme = try TerminalSchemeFormat.iterm2.read(text)
        #expect(scheme.ansi[1] == RGBAColor(rgb: 0xE44C2E))
    }

    /// The format `auto` picks for each of the collection's files, by content alone.
    @Test(arguments: names.prefix(6)) func eachFormatIsDetectedByItsContent(_ name: String) throws {
        let files: [(String, TerminalSchemeFormat)] = [
            ("schemes/\(name).itermcolors", .iterm2), ("kitty/\(name).conf", .kitty), ("alacritty/\(name).toml", .alacritty),
            ("ghostty/\(name)", .ghostty), ("windowsterminal/\(name).json", .windowsTerminal),
        ]
        for (file, format) in files {
            #expect(try TerminalSchemeFormat.detected(SourceFiles.read("\(Self.collection)/\(file)")) == format, "\(file)")
        }
    }

    /// Every terminal's format writes a scheme that reads back to the same colors, the cursor and
    /// selection included where it has them (COSMIC, Omarchy and Tinted8 have rules of their own: PaletteFormatTests).
    @Test(arguments: [TerminalSchemeFormat.iterm2, .kitty, .alacritty, .ghostty, .windowsTerminal]) func everyFormatRoundTrips(_ format: TerminalSchemeFormat) throws {
        for name in Self.names {
            let scheme = try Self.read(.iterm2, "\(Self.collection)/schemes/\(name).itermcolors")
            let back = try format.read(format.render(scheme))
            #expect(Self.core(back) == Self.core(scheme), "\(format) \(name)")
            #expect(back.cursorColor == scheme.cursorColor && back.selectionBackgroundColor == scheme.selectionBackgroundColor,
                    "\(format) \(name)")
            if format != .windowsTerminal {
                #expect(back == TerminalScheme(name: back.name, ansi: scheme.ansi, foreground: scheme.foreground, background: scheme.background,
                                               cursor: scheme.cursor, cursorText: scheme.cursorText,
                                               selectionBackground: scheme.selectionBackground, selectionForeground: scheme.selectionForeground))
            }
            #expect(TerminalSchemeFormat.detected(format.render(scheme)) == format)
        }
    }

    /// kitty-themes' files carry a name, a cursor and many settings of other kinds (tab and border colors): read alone.
    @Test func aKittyThemesFileReadsWithItsNameAndCursor() throws {
        let mocha = try Self.read(.kitty, Self.fixtures + "/kitty-themes/Catppuccin-Mocha.conf")
        #expect(mocha.name == "Catppuccin-Mocha")
        #expect(mocha.background == RGBAColor(rgb: 0x1E1E2E) && mocha.foreground == RGBAColor(rgb: 0xCDD6F4))
        #expect(mocha.cursor == RGBAColor(rgb: 0xF5E0DC) && mocha.ansi[4] == RGBAColor(rgb: 0x89B4FA))
        for file in try SourceFiles.names(in: Self.fixtures + "/kitty-themes") where file.hasSuffix(".conf") {
            _ = try Self.read(.kitty, Self.fixtures + "/kitty-themes/" + file)
        }
    }

    /// alacritty-theme's TOML files (with `[[colors.indexed_colors]]` tables in Catppuccin's) read.
    @Test func alacrittyThemesTOMLFilesRead() throws {
        let files = try SourceFiles.names(in: Self.fixtures + "/alacritty-theme/toml")
        #expect(files.count == 6)
        for file in files {
            let scheme = try Self.read(.alacritty, Self.fixtures + "/alacritty-theme/toml/" + file)
            #expect(scheme.ansi.count == 16, "\(file)")
        }
        let latte = try Self.read(.alacritty, Self.fixtures + "/alacritty-theme/toml/catppuccin_latte.toml")
        #expect(latte.background == RGBAColor(rgb: 0xEFF1F5) && latte.variant == .light)
    }

    /// The accent rule: a colored cursor that stands out is the accent; a gray cursor is not, the blue is.
    @Test func theAccentIsAColoredCursorElseTheBlue() throws {
        let mocha = try Self.read(.kitty, Self.fixtures + "/kitty-themes/Catppuccin-Mocha.conf")
        // Rosewater #F5E0DC is a pale pink: OKLCH chroma 0.03, below the rule's 0.05, so the blue.
        #expect(TerminalSchemeMapping.accent(of: mocha) == mocha.ansi[4])
        var colored = mocha
        colored.cursor = RGBAColor(rgb: 0xFAB387)
        #expect(TerminalSchemeMapping.accent(of: colored) == RGBAColor(rgb: 0xFAB387))
        colored.cursor = RGBAColor(rgb: 0x313244)
        #expect(TerminalSchemeMapping.accent(of: colored) == mocha.ansi[4])
    }

    /// A file that is not what its format says is refused with one sentence naming the format and the first thing wrong.
    @Test func aWrongFileIsRefusedInOneSentence() {
        let cases: [(TerminalSchemeFormat, String, String)] = [
            (.kitty, "foreground #ffffff\nbackground #000000\ncolor0 black\n", "the kitty theme sets color0 to 'black' on line 3"),
            (.kitty, "foreground #ffffff\nbackground #000000\n", "the kitty theme has no color0"),
            (.ghostty, "palette = 300=#ffffff\n", "the Ghostty theme has palette '300=#ffffff' on line 1"),
            (.alacritty, "[colors.primary\nbackground = '#000000'\n", "the Alacritty config is not TOML (line 1: expected ']')"),
            (.iterm2, "bplist00\u{1}", "the iTerm2 color preset is not an XML property list: it is a binary property list"),
            (.iterm2, "<plist><dict><key>Ansi 0 Color</key><string>x</string></dict></plist>",
             "the iTerm2 color preset has 'Ansi 0 Color' that is not a dictionary"),
            (.windowsTerminal, "{\"schemes\": []}", "the Windows Terminal scheme settings hold 0 schemes"),
            (.windowsTerminal, "[1]", "the Windows Terminal scheme is not a JSON object"),
        ]
        for (format, text, start) in cases {
            do {
                _ = try format.read(text)
                Issue.record("\(format) read \(text)")
            } catch {
                #expect(error.description.hasPrefix(start), "\(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    /// The `.theme` file keeps an imported terminal scheme, and reads it back identical.
    @Test func theThemeFileKeepsTheTerminalScheme() throws {
        let scheme = try Self.read(.iterm2, "\(Self.collection)/schemes/Dracula.itermcolors")
        let theme = TerminalSchemeMapping.userTheme(scheme).theme
        let back = try ThemeFile.decode(Array(ThemeFile.encode(theme).utf8))
        #expect(back == theme)
        #expect(back.terminalScheme == scheme)
    }
}

private extension String {
    /// The path made absolute again after splitting on "/".
    var withRoot: String { hasPrefix("/") ? self : "/" + self }
}
