import Testing
import ThemeCore

@Suite("Swatch sheet")
struct SwatchSheetTests {
    private static func tokens(_ scheme: ColorScheme) throws -> TokenSet {
        try ThemeRegistry.builtIn.tokens(themeID: "iridescent", scheme: scheme, accessibility: AccessibilityFlags())
    }

    @Test func everyColorTokenHasASwatchWithItsHexInBothSchemes() throws {
        let svg = SwatchSheet.svg(title: "Iridescent", light: try Self.tokens(.light), dark: try Self.tokens(.dark))
        for scheme in ColorScheme.allCases {
            let set = try Self.tokens(scheme)
            let colorKeys = set.sortedKeys.filter { set.color($0) != nil }
            #expect(colorKeys.count > 80)
            for key in colorKeys {
                #expect(svg.contains(#"<rect id="\#(scheme.rawValue):\#(key)" "#), "\(scheme) \(key)")
                #expect(svg.contains(">\(set.color(key)?.hex ?? "?")</text>"), "\(scheme) \(key) hex")
            }
        }
        #expect(svg.contains(">displayLarge 34/700</text>"))
    }

    @Test func theTitleIsEscapedAndTheHTMLPageHoldsTheSameSVG() throws {
        let (light, dark) = (try Self.tokens(.light), try Self.tokens(.dark))
        let svg = SwatchSheet.svg(title: "A <b> & \"c\"", light: light, dark: dark)
        #expect(svg.contains("A &lt;b&gt; &amp; &quot;c&quot; — light") && !svg.contains("<b>"))
        let html = SwatchSheet.html(title: "A <b> & \"c\"", light: light, dark: dark)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains(svg))
    }
}
