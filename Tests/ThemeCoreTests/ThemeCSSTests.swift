import Testing
import ThemeCore

/// CSS export of a theme: references, shorthands, selectors, `color-scheme` (docs/themes.md "CSS").
@Suite("Theme CSS")
struct ThemeCSSTests {
    private static func tokens(_ scheme: ColorScheme) -> TokenSet {
        (try? ThemeRegistry.builtIn.tokens(themeID: "default", scheme: scheme, accessibility: AccessibilityFlags()))
            ?? TokenSet()
    }

    private static let media = ThemeCSS.render(light: tokens(.light), dark: tokens(.dark), selector: .media)

    @Test func componentTokensReferTheSemanticTokensTheyAlias() {
        #expect(Self.media.contains("  --component-card-background: var(--color-surface);\n"))
        #expect(Self.media.contains("  --component-card-shadow-color: var(--shadow-medium-color);\n"))
        #expect(Self.media.contains("  --color-surface: #"))
    }

    @Test func shadowsAndTypographyGetShorthandsWithTheBlurTwiceTheRadius() {
        // docs/tokens.md: shadow.medium is #00000014, x 0, y 2, radius 4 in light.
        #expect(Self.media.contains("  --shadow-medium: 0px 2px 8px #00000014;\n"))
        #expect(Self.media.contains("  --typography-body-medium-font-family: system-ui, sans-serif;\n"))
        // docs/tokens.md: typography.bodyMedium is 15 pt on a 20 pt line, letters 0.23 pt tighter.
        #expect(Self.media.contains("  --typography-body-medium-font: 400 15px/20px system-ui, sans-serif;\n"))
        #expect(Self.media.contains("  --typography-body-medium-line-height: 20px;\n"))
        #expect(Self.media.contains("  --typography-body-medium-letter-spacing: -0.23px;\n"))
    }

    @Test func eachSelectorPlacesTheSchemesAndSetsColorScheme() {
        #expect(Self.media.hasPrefix(":root {\n  color-scheme: light;\n"))
        #expect(Self.media.contains("\n@media (prefers-color-scheme: dark) {\n  :root {\n    color-scheme: dark;\n"))
        #expect(Self.media.hasSuffix("  }\n}\n"))
        let data = ThemeCSS.render(light: Self.tokens(.light), dark: Self.tokens(.dark), selector: .dataScheme)
        #expect(data.hasPrefix(":root,\n[data-scheme=light] {\n  color-scheme: light;\n"))
        #expect(data.contains("\n[data-scheme=dark] {\n  color-scheme: dark;\n"))
        let dark = ThemeCSS.render(light: Self.tokens(.light), dark: Self.tokens(.dark), selector: .root, rootScheme: .dark)
        #expect(dark.hasPrefix(":root {\n  color-scheme: dark;\n  --color-background: "))
        #expect(dark.contains("  --shadow-medium: 0px 2px 0px #"))
        #expect(dark.filter { $0 == "{" }.count == 1)
    }
}
