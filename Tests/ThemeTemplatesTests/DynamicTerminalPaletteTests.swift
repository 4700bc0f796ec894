import Testing
import ThemeCore
import ThemeTemplates

/// The terminal palette of themes made from a source color (issue 22): hues turned toward the
/// source, red still red and green still green, every color readable on the background.
@Suite("Dynamic terminal palette")
struct DynamicTerminalPaletteTests {
    /// CAM16 hue ranges that read as the named color (red ≈ 27°, green ≈ 142° for sRGB primaries).
    private static let ranges: [(slot: Int, name: String, center: Double)] = [
        (1, "red", 27), (2, "green", 142), (3, "yellow", 95),
    ]

    private static func difference(_ first: Double, _ second: Double) -> Double { 180 - abs(abs(first - second) - 180) }

    @Test func huesFollowTheSourceAndStayReadable() throws {
        for sourceHue in stride(from: 0.0, to: 360, by: 45) {
            let source = HCT(hue: sourceHue, chroma: 60, tone: 50).color
            let theme = DynamicTheme(source: source).userTheme(id: "wall", name: "Wall")
            let registry = try ThemeRegistry.builtIn.adding(theme)
            for scheme in ColorScheme.allCases {
                let tokens = try registry.tokens(themeID: "wall", scheme: scheme, accessibility: AccessibilityFlags())
                let base = try ThemeRegistry.builtIn.tokens(themeID: "default", scheme: scheme, accessibility: AccessibilityFlags())
                let palette = TerminalPalette(tokens: tokens, scheme: scheme).tokens
                let plain = TerminalPalette(tokens: base, scheme: scheme).tokens
                guard case .color(let background) = try #require(palette["terminal.background"]) else { continue }
                var turned = 0
                for slot in 1...6 {
                    guard case .color(let normal) = try #require(palette["terminal.color\(slot)"]),
                          case .color(let bright) = try #require(palette["terminal.color\(slot + 8)"]),
                          case .color(let unharmonised) = try #require(plain["terminal.color\(slot)"]) else { continue }
                    #expect(WCAG.contrastRatio(normal, background) >= 4.5, "\(sourceHue) \(scheme) color\(slot)")
                    #expect(WCAG.contrastRatio(bright, background) >= 3, "\(sourceHue) \(scheme) color\(slot + 8)")
                    let turn = Self.difference(HCT(normal).hue, HCT(unharmonised).hue)
                    #expect(turn <= 20, "\(sourceHue) \(scheme) color\(slot) turned \(turn)°")
                    if turn > 2 { turned += 1 }
                }
                #expect(turned >= 2, "\(sourceHue) \(scheme): the hues do not follow the source")
                for (slot, name, center) in Self.ranges {
                    guard case .color(let color) = try #require(palette["terminal.color\(slot)"]) else { continue }
                    #expect(Self.difference(HCT(color).hue, center) <= 30, "\(sourceHue) \(scheme): \(name) is \(color.hex)")
                }
            }
        }
    }
}
