import Testing
import ThemeCore

@Suite("Layers")
struct LayerTests {
    private static let registry = ThemeRegistry.builtIn

    /// One layer per level of issue 12: global, wallpaper, app, context (lowest first).
    private static let layerCount = 4

    /// A key and the value each layer (1…4) gives it, written as the resolved set shows it.
    private static let fields: [(key: String, values: [ThemeValueInput], published: [TokenValue])] = [
        ("color.surface", ["#111111", "#222222", "#333333", "#444444"].map(ThemeValueInput.string),
         [0x11, 0x22, 0x33, 0x44].map { .color(RGBAColor(rgb: UInt32($0) * 0x010101)) }),
        ("spacing.lg", [1, 2, 3, 4].map(ThemeValueInput.number), [1, 2, 3, 4].map(TokenValue.dimension)),
        ("typography.bodyLarge.weight", [100, 200, 300, 400].map(ThemeValueInput.number),
         [100, 200, 300, 400].map(TokenValue.fontWeight)),
        ("typography.titleLarge.size", ["7", "8", "9", "10"].map(ThemeValueInput.string),
         [7, 8, 9, 10].map(TokenValue.dimension)),
        ("shadow.medium.y", [-1, -2, -3, -4].map(ThemeValueInput.number), [-1, -2, -3, -4].map(TokenValue.dimension)),
    ]

    private static func tokens(_ theme: String, _ layers: [SemanticOverrides], _ scheme: ColorScheme,
                               _ flags: AccessibilityFlags = AccessibilityFlags()) throws -> TokenSet {
        try registry.tokens(themeID: theme, layers: layers, scheme: scheme, accessibility: flags)
    }

    /// Over `forest`, whose accent no test layer uses.
    private static func tokens(_ layers: [SemanticOverrides], _ scheme: ColorScheme,
                               _ flags: AccessibilityFlags = AccessibilityFlags()) throws -> TokenSet {
        try tokens("forest", layers, scheme, flags)
    }

    @Test("each layer wins over the ones below, field by field, per scheme",
          arguments: 0..<16, SchemeSelection.allCases)
    func precedence(mask: Int, selection: SchemeSelection) throws {
        for field in Self.fields {
            var layers = Array(repeating: SemanticOverrides(), count: Self.layerCount)
            for layer in 0..<Self.layerCount where mask & (1 << layer) != 0 {
                try layers[layer].set(field.key, field.values[layer], for: selection)
            }
            for scheme in ColorScheme.allCases {
                let base = try Self.tokens([], scheme)
                let top = (0..<Self.layerCount).last { mask & (1 << $0) != 0 && selection.schemes.contains(scheme) }
                let expected = top.map { field.published[$0] } ?? base[field.key]
                let resolved = try Self.tokens(layers, scheme)
                #expect(resolved[field.key] == expected, "\(field.key) mask \(mask) \(selection) \(scheme)")
                // Every other semantic field falls through.
                for other in Self.fields where other.key != field.key {
                    #expect(resolved[other.key] == base[other.key])
                }
            }
        }
    }

    @Test func layersThatSetDifferentFieldsAllApply() throws {
        var global = SemanticOverrides(), app = SemanticOverrides()
        try global.set("spacing.lg", .number(18), for: .both)
        try app.set("shape.large", .number(4), for: .dark)
        let dark = try Self.tokens([global, app], .dark)
        #expect(dark["spacing.lg"] == .dimension(18))
        #expect(dark["shape.large"] == .dimension(4))
        let light = try Self.tokens([global, app], .light)
        #expect(light["spacing.lg"] == .dimension(18))
        #expect(light["shape.large"] == .dimension(16), "FR-SH-01 large radius, not set for light")
    }

    @Test func noLayersResolveExactlyAsBefore() throws {
        for theme in Self.registry.themes {
            for scheme in ColorScheme.allCases {
                for flags in AccessibilityFlags.allCombinations {
                    let plain = try Self.registry.tokens(themeID: theme.id, scheme: scheme, accessibility: flags)
                    #expect(try Self.tokens(theme.id, [], scheme, flags) == plain)
                    #expect(try Self.tokens(theme.id, [SemanticOverrides(), SemanticOverrides()], scheme, flags) == plain)
                }
            }
        }
    }

    @Test func componentsFollowTheMergedSemanticValues() throws {
        var layer = SemanticOverrides()
        try layer.set("color.surface", .string("#FAFAF0"), for: .light)
        try layer.set("shape.large", .number(6), for: .light)
        try layer.set("typography.labelLarge.size", .number(18), for: .light)
        let set = try Self.tokens([layer], .light)
        #expect(set["component.card.background"] == .color(RGBAColor(rgb: 0xFAFAF0)))
        #expect(set["component.threadRow.background"] == .color(RGBAColor(rgb: 0xFAFAF0)))
        #expect(set["component.primaryButton.cornerRadius"] == .dimension(6))
        #expect(set["component.secondaryButton.cornerRadius"] == .dimension(6))
        #expect(set["component.primaryButton.font.size"] == .dimension(18))
    }

    @Test("a layer's accent carries the FR-BT-03 family and the components that read it", arguments: [
        // accent, muted 12 % / 15 % (0x1F / 0x26), selected 8 % / 12 % (0x14 / 0x1F).
        (ColorScheme.light, "#FF0000", "#FF00001F", "#FF000014"),
        (ColorScheme.dark, "#FF0000", "#FF000026", "#FF00001F"),
    ])
    func accentFamilyFollowsALayerAccent(scheme: ColorScheme, accent: String, muted: String, selected: String) throws {
        var app = SemanticOverrides()
        try app.set("color.accent", .string(accent), for: .both)
        let set = try Self.tokens("default", [app], scheme)
        for key in ["color.accent", "color.unreadDot", "color.category.primary", "component.primaryButton.background",
                    "component.chip.selectedBackground", "component.secondaryButton.foreground",
                    "component.threadRow.unreadDot"] {
            #expect(set.color(key)?.hex == accent, "\(key)")
        }
        for key in ["color.accentMuted", "color.category.primaryMuted", "component.chip.background"] {
            #expect(set.color(key)?.hex == muted, "\(key)")
        }
        #expect(set.color("color.surfaceSelected")?.hex == selected)
        #expect(set.color("component.threadRow.unreadBackground")?.hex == selected)
        // The default theme's explicit hover (#1E7FA3 / #4BC2E8) gives way to one derived from the new accent.
        let hover = try #require(set.color("color.accentHover"))
        #expect(set.color("component.primaryButton.pressedBackground") == hover)
        #expect(hover.hex != "#1E7FA3" && hover.hex != "#4BC2E8")
        #expect(scheme == .light ? OKLCH(hover).lightness < OKLCH(RGBAColor(rgb: 0xFF0000)).lightness
                                 : OKLCH(hover).lightness > OKLCH(RGBAColor(rgb: 0xFF0000)).lightness)
    }

    @Test("the derived hover is the documented one for the seed's accents", arguments: [
        (ColorScheme.light, "#2596BE", "#1F81A4"), (ColorScheme.dark, "#3DAED4", "#46C4EE"),
    ])
    func derivedHoverOfALayerAccent(scheme: ColorScheme, accent: String, hover: String) throws {
        var layer = SemanticOverrides()
        try layer.set("color.accent", .string(accent), for: .both)
        #expect(try Self.tokens("rose", [layer], scheme).color("color.accentHover")?.hex == hover)
    }

    @Test func anExplicitFamilyMemberWinsOverTheDerivedOne() throws {
        var global = SemanticOverrides(), app = SemanticOverrides()
        try global.set("color.accentHover", .string("#123456"), for: .both)
        try global.set("color.unreadDot", .string("#00FF00"), for: .light)
        try app.set("color.accent", .string("#FF0000"), for: .both)
        let light = try Self.tokens([global, app], .light)
        #expect(light.color("color.accent")?.hex == "#FF0000")
        #expect(light.color("color.accentHover")?.hex == "#123456")
        #expect(light.color("color.unreadDot")?.hex == "#00FF00")
        #expect(light.color("color.accentMuted")?.hex == "#FF00001F", "not set: follows the accent")
        let dark = try Self.tokens([global, app], .dark)
        #expect(dark.color("color.unreadDot")?.hex == "#FF0000", "set for light only")
    }

    @Test func anExplicitPrimaryCategoryCarriesItsMutedBackground() throws {
        var layer = SemanticOverrides()
        try layer.set("color.category.primary", .string("#0000FF"), for: .light)
        let set = try Self.tokens([layer], .light)
        #expect(set.color("color.category.primaryMuted")?.hex == "#0000FF1F")
        #expect(set.color("color.accent") == (try Self.tokens([], .light)).color("color.accent"))
    }

    @Test func reduceTransparencyAppliesAfterTheLayers() throws {
        var layer = SemanticOverrides()
        try layer.set("color.accent", .string("#FF0000"), for: .light)
        let set = try Self.tokens([layer], .light, AccessibilityFlags(reduceTransparency: true))
        // #FF0000 at 0x1F over white: each of G and B is 255 · (1 − 31/255) = 224.
        #expect(set.color("color.accentMuted")?.hex == "#FFE0E0")
    }

    @Test("high contrast applies after the layers", arguments: ColorScheme.allCases)
    func highContrastAfterLayers(scheme: ColorScheme) throws {
        var layer = SemanticOverrides()
        // A pale accent no label reaches 7:1 on, and translucent secondary text.
        try layer.set("color.accent", .string(scheme == .light ? "#FFD54F" : "#1A237E"), for: .both)
        try layer.set("color.textSecondary", .string("#00000080"), for: .both)
        try layer.set("stroke.border", .number(1), for: .both)
        let flags = AccessibilityFlags(highContrast: true)
        let set = try Self.tokens([layer], scheme, flags)
        #expect(ContrastAudit(tokens: set, highContrast: true).failures.filter {
            $0.requirement.foreground != .textSecondary
        }.isEmpty)
        #expect(set.color("color.textSecondary")?.isOpaque == true)
        #expect(set["stroke.border"] == .dimension(2))
        let accent = try #require(set.color("color.accent"))
        #expect(accent.hex != (scheme == .light ? "#FFD54F" : "#1A237E"), "moved to reach 7:1")
        #expect(set.color("color.accentHover") == ColorAdjustment.hover(of: accent, scheme: scheme))
        // Without high contrast the layer's accent is used as given.
        #expect(try Self.tokens([layer], scheme).color("color.accent")?.hex == (scheme == .light ? "#FFD54F" : "#1A237E"))
    }

    @Test func layersThatSetNoColorKeepTheHighContrastAccent() throws {
        var layer = SemanticOverrides()
        try layer.set("spacing.md", .number(10), for: .both)
        let flags = AccessibilityFlags(highContrast: true)
        let plain = try Self.registry.tokens(themeID: "sunset", scheme: .light, accessibility: flags)
        let layered = try Self.tokens("sunset", [layer], .light, flags)
        #expect(layered.color("color.accent") == plain.color("color.accent"))
        #expect(layered["spacing.md"] == .dimension(10))
    }

    @Test func clearingAValueLetsTheFieldFallThrough() throws {
        var global = SemanticOverrides(), app = SemanticOverrides()
        try global.set("spacing.sm", .number(5), for: .both)
        try app.set("spacing.sm", .number(7), for: .both)
        #expect(try Self.tokens([global, app], .light)["spacing.sm"] == .dimension(7))
        app.clear(.dimension(.sm), for: .light)
        #expect(try Self.tokens([global, app], .light)["spacing.sm"] == .dimension(5))
        #expect(try Self.tokens([global, app], .dark)["spacing.sm"] == .dimension(7))
        #expect(!app.isEmpty)
        app.clear(.dimension(.sm), for: .both)
        #expect(app.isEmpty)
    }

    @Test func mergeIsFieldByField() throws {
        var lower = SemanticOverrides(), upper = SemanticOverrides()
        try lower.set("spacing.xs", .number(3), for: .both)
        try lower.set("spacing.sm", .number(5), for: .both)
        try upper.set("spacing.sm", .number(6), for: .light)
        let merged = SemanticOverrides.merged([lower, upper])
        #expect(merged[.light] == [.dimension(.xs): .dimension(3), .dimension(.sm): .dimension(6)])
        #expect(merged[.dark] == [.dimension(.xs): .dimension(3), .dimension(.sm): .dimension(5)])
    }

    @Test func unknownThemeIsStillAnError() {
        #expect(throws: UnknownThemeError.self) { try Self.tokens("nope", [], .light) }
    }

    @Test func everySemanticKeyIsSettableAndNoComponentKeyIs() throws {
        let set = try Self.tokens([], .light)
        // Issue 25: 2 wallpaper colors; issue 20 §2: 10 toolkit colors, 2 × 13 text metrics, 6 elevation
        // levels × 4; issue 20 §3: 5 chat colors.
        #expect(SemanticKey.all.count == 126 + 3 + 2 + 10 + 26 + 24 + 5)
        for key in SemanticKey.all {
            #expect(SemanticKey.named(key.key) == key)
            #expect(set[key.key]?.type == key.type, "\(key.key)")
            // Only the three style parameters are published under component keys.
            #expect(!key.key.hasPrefix("component.") || ["component.bubble.roundness", "component.bubble.tail",
                                                          "component.avatar.cornerRadius"].contains(key.key))
        }
        for key in ComponentTokens.all.map(\.key) { #expect(SemanticKey.named(key) == nil) }
    }
}
