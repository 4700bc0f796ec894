import Testing
import ThemeCore

/// Seed 004's chat colors (issue 20 §3): derived from every theme, overridable per layer, the text
/// on them audited, and SimpleX's own bubbles under a preset wallpaper.
@Suite("Chat colors")
struct ChatColorTests {
    private static let registry = ThemeRegistry.builtIn
    private static let bubbles = ["color.chat.sentMessage", "color.chat.sentQuote", "color.chat.receivedMessage", "color.chat.receivedQuote"]

    private static func tokens(theme: String = "default", below: [SemanticOverrides] = [], wallpaper: Wallpaper = .none,
                               above: [SemanticOverrides] = [], _ scheme: ColorScheme,
                               _ flags: AccessibilityFlags = AccessibilityFlags()) throws -> TokenSet {
        try registry.tokens(themeID: theme, stack: LayerStack(below: below, wallpaper: wallpaper, above: above),
                            scheme: scheme, accessibility: flags)
    }

    private static func layer(_ key: String, _ hex: String, _ scheme: SchemeSelection = .both) throws -> SemanticOverrides {
        var layer = SemanticOverrides()
        try layer.set(key, .string(hex), for: scheme)
        return layer
    }

    @Test func everyBuiltInHasOpaqueBubblesWithReadableTextInEveryVariant() throws {
        for theme in Self.registry.themes {
            for scheme in ColorScheme.allCases {
                for flags in [AccessibilityFlags(), AccessibilityFlags(highContrast: true), AccessibilityFlags(reduceTransparency: true)] {
                    let set = try Self.tokens(theme: theme.id, scheme, flags)
                    for key in Self.bubbles + ["color.chat.title"] {
                        #expect(set.color(key)?.alpha == 1, "\(theme.id) \(scheme) \(key)")
                    }
                    let chat = ContrastAudit(tokens: set, highContrast: flags.highContrast).entries.filter {
                        $0.requirement.background.key.hasPrefix("color.chat.") || $0.requirement.foreground.key.hasPrefix("color.chat.")
                    }
                    #expect(chat.count == 7)
                    #expect(chat.allSatisfy { $0.status == .pass }, "\(theme.id) \(scheme) \(flags): \(chat.filter { $0.status != .pass })")
                }
            }
        }
    }

    @Test func aSentBubbleIsTintedByTheAccentAndAReceivedOneIsNot() throws {
        let light = try Self.tokens(.light)
        let sent = try #require(light.color("color.chat.sentMessage")), received = try #require(light.color("color.chat.receivedMessage"))
        // The default accent #2596BE at 12 % over white: blue-tinted, lighter than the accent.
        #expect(sent.blue > sent.red && sent != light.color("color.surface"))
        #expect(abs(received.red - received.blue) < 0.01 && received.red < 1)
        let quote = try #require(light.color("color.chat.sentQuote"))
        #expect(WCAG.relativeLuminance(quote) < WCAG.relativeLuminance(sent), "the quote is the stronger tint")
        // A layer's accent carries the bubbles with it.
        let red = try Self.tokens(below: [Self.layer("color.accent", "#C62828")], .light)
        let redSent = try #require(red.color("color.chat.sentMessage"))
        #expect(redSent.red > redSent.blue)
        #expect(red.color("color.chat.receivedMessage") == received)
    }

    @Test func theTitleIsTheAccentMovedToReadOnTheBackground() throws {
        let set = try Self.tokens(.light)
        let title = try #require(set.color("color.chat.title")), background = try #require(set.color("color.background"))
        // #2596BE has 3.4:1 on white: the title is darker, same hue, 4.5:1 at least but not much more.
        let ratio = WCAG.contrastRatio(foreground: title, on: background)
        #expect(ratio >= 4.5 && ratio < 4.7)
        #expect(abs(OKLCH(title).hue - OKLCH(RGBAColor(rgb: 0x2596BE)).hue) < 3)
    }

    @Test func aLayerSettingAChatColorWinsAndKeepsItUnderLaterLayers() throws {
        let own = try Self.layer("color.chat.sentMessage", "#FFE0B2")
        let accent = try Self.layer("color.accent", "#2E7D32")
        let set = try Self.tokens(below: [own], above: [accent], .light)
        #expect(set.color("color.chat.sentMessage") == RGBAColor(rgb: 0xFFE0B2))
        // The other bubbles still follow the upper layer's accent.
        let quote = try #require(set.color("color.chat.sentQuote"))
        #expect(quote.green > quote.blue)
    }

    @Test func aDarkBackgroundLayerMovesTheDerivedBubblesWithIt() throws {
        let black = try Self.tokens(.dark)
        let dim = try Self.tokens(below: [Self.layer("color.surface", "#303030", .dark)], .dark)
        #expect(black.color("color.chat.receivedMessage") != dim.color("color.chat.receivedMessage"))
        let received = try #require(dim.color("color.chat.receivedMessage"))
        #expect(WCAG.relativeLuminance(received) > WCAG.relativeLuminance(RGBAColor(rgb: 0x303030)), "ink over the new surface")
    }

    /// SimpleX's preset message colors (its ChatWallpaper.kt): school on the Light theme, and on the Black one.
    @Test func aPresetWallpaperGivesSimpleXsBubbles() throws {
        let school = Wallpaper(source: .preset(.school))
        let light = try Self.tokens(wallpaper: school, .light)
        #expect(Self.bubbles.map { light.color($0) } == [0xEEF9FF, 0xD6EDFA, 0xF3F5F9, 0xE4E8EE].map { RGBAColor(rgb: $0) })
        let dark = try Self.tokens(wallpaper: school, .dark)
        #expect(Self.bubbles.map { dark.color($0) } == [0x1A3C5D, 0x235B80, 0x1D1E22, 0x292B2F].map { RGBAColor(rgb: $0) })
        // High contrast keeps them: white text has 7.3:1 on the strongest, #235B80.
        let strict = try Self.tokens(wallpaper: school, .dark, AccessibilityFlags(highContrast: true))
        #expect(strict.color("color.chat.sentQuote") == RGBAColor(rgb: 0x235B80))
        #expect(ContrastAudit(tokens: strict, highContrast: true).failures.isEmpty)
        // A bubble the text below cannot read on (gray text has 3.4:1 on #235B80) keeps its derived color.
        let gray = try Self.tokens(below: [Self.layer("color.textPrimary", "#B0B0B0", .dark)], wallpaper: school, .dark)
        #expect(gray.color("color.chat.sentQuote") != RGBAColor(rgb: 0x235B80))
        let onBubbles = ContrastAudit(tokens: gray, highContrast: false).entries.filter { $0.requirement.background.key.hasPrefix("color.chat.") }
        #expect(onBubbles.allSatisfy { $0.status == .pass }, "\(onBubbles.filter { $0.status != .pass })")
        // Another theme's bubbles turn toward its accent like the rest of the palette.
        let forest = try Self.tokens(theme: "forest", wallpaper: school, .light)
        #expect(forest.color("color.chat.sentMessage") != RGBAColor(rgb: 0xEEF9FF))
    }
}
