import Testing
@testable import ThemeCore

/// Issue 40 §1, §2: COSMIC's theme export and Omarchy's `colors.toml`, read from files their own
/// projects wrote (Tests/Fixtures/cosmic-theme-collection, libcosmic, omarchy) and written back.
/// Tinted8 is YAML and goes through the daemon (`PaletteFormatImportTests`).
@Suite("COSMIC and Omarchy files")
struct PaletteFormatTests {
    static let fixtures = "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/") + "/Fixtures"

    /// A 0–1 component as the 8-bit channel it rounds to.
    static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
        RGBAColor(red: red, green: green, blue: blue).quantized.hex
    }

    /// gruvbox-dark.ron's colors, from the file's own numbers: `bg_color`, `text_tint`, `accent`,
    /// the palette's `accent_red` (ANSI red) and `neutral_1` (ANSI black in a dark palette).
    @Test func aCOSMICExportReadsItsBackgroundTextAccentAndPalette() throws {
        let (scheme, shapes) = try CosmicTheme.read(try SourceFiles.read(Self.fixtures + "/cosmic-theme-collection/gruvbox-dark.ron"))
        #expect(scheme.variant == ColorScheme.dark)
        #expect(scheme.background.hex == Self.hex(0.15686275, 0.15686275, 0.15686275))
        #expect(scheme.foreground.hex == Self.hex(0.92156863, 0.85882354, 0.69803923))
        #expect(scheme.accent?.hex == Self.hex(0.40784314, 0.6156863, 0.4156863))
        #expect(scheme.ansi[1].hex == Self.hex(0.99215686, 0.6313726, 0.627451))
        #expect(scheme.ansi[0].hex == Self.hex(0.105882354, 0.105882354, 0.105882354))
        #expect(scheme.ansi[9].hex == Self.hex(1.0, 0.627451, 0.5647059))
        #expect(shapes == ["shape.small": 8, "shape.medium": 8, "shape.large": 8, "shape.extraLarge": 8])
        #expect(scheme.name == "cosmic-dark")
    }

    /// A light palette keeps its grays on the ramp's other end: ANSI black is `neutral_9`, near black.
    @Test func aLightCOSMICExportIsLight() throws {
        let (scheme, _) = try CosmicTheme.read(try SourceFiles.read(Self.fixtures + "/cosmic-theme-collection/gruvbox-light.ron"))
        #expect(scheme.variant == ColorScheme.light)
        #expect(OKLCH(scheme.ansi[0]).lightness < OKLCH(scheme.background).lightness)
    }

    /// COSMIC's built-in palette, in the hex string form COSMIC writes now, reads with its variant.
    @Test func theRONReaderReadsCOSMICsBuiltInPalette() throws {
        let document = try RONDocument(try SourceFiles.read(Self.fixtures + "/libcosmic/dark.ron"))
        #expect(document.variants[""] == "Dark")
        #expect(document.values["bright_red"] == "#FFA09AFF")
        #expect(document.values["ext_indigo"] == "#3E88FFFF")
        #expect(document.values.count == 33)
    }

    /// Omarchy's current form: `mode`, `accent`, the six colors and their bright forms; color0 is
    /// the background and color7 the foreground, color8 `muted`, color15 `bright_foreground`.
    @Test func anOmarchyColorsFileReadsAsOmarchyResolvesIt() throws {
        let scheme = try OmarchyColors.read(try SourceFiles.read(Self.fixtures + "/omarchy/themes/tokyo-night/colors.toml"))
        #expect(scheme.variant == ColorScheme.dark)
        #expect(scheme.ansi.map { $0.hex.lowercased() } == [
            "#1a1b26", "#f7768e", "#9ece6a", "#e0af68", "#7aa2f7", "#ad8ee6", "#449dab", "#a9b1d6",
            "#414868", "#ff7a93", "#b9f27c", "#ff9e64", "#7da6ff", "#bb9af7", "#0db9d7", "#c0caf5",
        ])
        #expect(scheme.accent?.hex == "#7AA2F7" && scheme.cursor?.hex == "#C0CAF5" && scheme.selectionBackground?.hex == "#292E42")
    }

    /// Without `mode`, the variant is Omarchy's: light when the background's channels add up past 382.
    @Test func withoutModeTheBackgroundDecidesAsInOmarchy() throws {
        let rose = try OmarchyColors.read(try SourceFiles.read(Self.fixtures + "/omarchy/legacy/rose-pine/colors.toml"))
        #expect(rose.variant == ColorScheme.light)
        // 128 + 128 + 127 = 383: light for Omarchy, though white text on it is the brighter.
        let gray = try OmarchyColors.read("background = \"#80807f\"\nforeground = \"#ffffff\"\nred = \"#ff0000\"\ngreen = \"#00ff00\"\n"
            + "yellow = \"#ffff00\"\nblue = \"#0000ff\"\nmagenta = \"#ff00ff\"\ncyan = \"#00ffff\"\n")
        #expect(gray.variant == ColorScheme.light)
        // A missing bright color is Omarchy's mix of the normal one with 20% white: #ff0000 → #ff3333.
        #expect(gray.ansi[9].hex == "#FF3333")
    }

    /// Each format's export reads back into the same 16 colors, foreground, background and accent.
    @Test(arguments: [TerminalSchemeFormat.cosmic, .omarchy]) func anExportReadsBackExactly(_ format: TerminalSchemeFormat) throws {
        for file in ["omarchy/themes/tokyo-night/colors.toml", "omarchy/themes/catppuccin-latte/colors.toml"] {
            let scheme = try OmarchyColors.read(try SourceFiles.read(Self.fixtures + "/" + file))
            let back = try format.read(format.render(scheme))
            #expect(back.ansi == scheme.ansi, "\(file)")
            #expect(back.foreground == scheme.foreground, "\(file)")
            #expect(back.background == scheme.background, "\(file)")
            #expect(back.accent == scheme.accent, "\(file)")
            #expect(back.variant == scheme.variant, "\(file)")
            #expect(TerminalSchemeFormat.detected(format.render(scheme)) == format)
        }
    }

    /// The builder spec's bright variant: #ff0000 is HSL (0°, 1, 0.5); lightness + 0.12 with the
    /// saturation kept (factor 1 from lightness 0.5) is HSL (0°, 1, 0.62), #FF3D3D.
    @Test func tinted8sBrightVariantFollowsTheBuilderSpec() {
        #expect(Tinted8Scheme.brightened(RGBAColor(rgb: 0xFF0000)).hex == "#FF3D3D")
        // A gray keeps no hue: #808080 (lightness 0.502) → 0.622, #9F9F9F.
        #expect(Tinted8Scheme.brightened(RGBAColor(rgb: 0x808080)).hex == "#9F9F9F")
    }

    /// A file that is not what its format says is refused in one sentence naming the format and the first thing wrong.
    @Test func aWrongFileIsRefusedNamingItsFormat() {
        let cases: [(TerminalSchemeFormat, String, String)] = [
            (.omarchy, "background = \"#000000\"\nforeground = \"#ffffff\"\n", "the Omarchy colors.toml has no red (or color1)"),
            (.omarchy, "background = \"black\"\n", "the Omarchy colors.toml sets background to 'black'"),
            (.cosmic, "(palette: Blue((name: \"x\")))", "the COSMIC theme has palette 'Blue'"),
            (.cosmic, "(palette: Dark((name: \"x\"))", "the COSMIC theme is not RON"),
            (.cosmic, "(palette: Dark((name: \"x\", gray_1: \"#000000FF\")))", "the COSMIC theme has no palette.neutral_1"),
        ]
        for (format, text, start) in cases {
            #expect(throws: TerminalSchemeError.self) { try format.read(text) }
            do {
                _ = try format.read(text)
            } catch {
                #expect(error.description.hasPrefix(start), "\(error.description)")
            }
        }
    }
}
