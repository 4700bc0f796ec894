import Testing
import ThemeCore
import ThemeTemplates

/// The derived ANSI palette: contrast on the background for every theme, scheme and variant.
@Suite("Terminal palette")
struct TerminalPaletteTests {
    private static let cases: [(String, ColorScheme, AccessibilityFlags)] = ThemeRegistry.builtIn.themes.flatMap { theme in
        ColorScheme.allCases.flatMap { scheme in AccessibilityFlags.allCombinations.map { (theme.id, scheme, $0) } }
    }

    @Test func everyColorMeetsItsContrastOnTheBackground() throws {
        for (theme, scheme, flags) in Self.cases {
            let tokens = try ThemeRegistry.builtIn.tokens(themeID: theme, scheme: scheme, accessibility: flags)
            let palette = TerminalPalette(tokens: tokens, scheme: scheme).tokens
            func color(_ name: String) throws -> RGBAColor {
                guard case .color(let color) = try #require(palette["terminal.\(name)"]) else { throw PaletteKeyMissing() }
                return color
            }
            let background = try color("background")
            #expect(background == tokens.color("color.background"))
            let label = "\(theme) \(scheme) \(flags)"
            #expect(WCAG.contrastRatio(try color("foreground"), background) >= 7, "\(label)")
            #expect(WCAG.contrastRatio(try color("color8"), background) >= 3, "\(label) color8")
            for slot in 1...6 {
                let normal = try color("color\(slot)")
                let bright = try color("color\(slot + 8)")
                #expect(normal.isOpaque && bright.isOpaque)
                #expect(WCAG.contrastRatio(normal, background) >= 4.5, "\(label) color\(slot) \(normal.hex)")
                #expect(WCAG.contrastRatio(bright, background) >= 3, "\(label) color\(slot + 8) \(bright.hex)")
                #expect(OKLCH(bright).lightness >= OKLCH(normal).lightness - 0.002, "\(label) color\(slot + 8) is not lighter")
            }
        }
    }

    @Test func huesComeFromTheirDocumentedTokens() throws {
        // Dark default: red #FF453A, green #30D158 already pass 4.5:1 on black and are kept.
        let dark = try TemplateContext.builtIn(themeID: "default", scheme: .dark).values.dark
        #expect(dark["terminal.color1"] == .color(try RGBAColor(hex: "#FF453A")))
        #expect(dark["terminal.color2"] == .color(try RGBAColor(hex: "#30D158")))
        #expect(dark["terminal.color15"] == .color(try RGBAColor(hex: "#FFFFFF")))
        // Light default: red #FF3B30 is 3.55:1 on white, so it is darkened, hue kept.
        let light = try TemplateContext.builtIn(themeID: "default", scheme: .light).values.light
        guard case .color(let red) = light["terminal.color1"] else { Issue.record("no color1"); return }
        #expect(red != (try RGBAColor(hex: "#FF3B30")))
        #expect(abs(OKLCH(red).hue - OKLCH(try RGBAColor(hex: "#FF3B30")).hue) < 2)
    }

    @Test func aTokenSetWithoutTheSourceTokensHasNoPalette() {
        #expect(TerminalPalette(tokens: TokenSet(), scheme: .light).tokens.isEmpty)
    }
}

private struct PaletteKeyMissing: Error {}
