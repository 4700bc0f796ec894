import Testing
import ThemeCore

@Suite("Resolution")
struct ResolutionTests {
    private static let registry = ThemeRegistry.builtIn

    private static func allSets() throws -> [(String, ColorScheme, AccessibilityFlags, TokenSet)] {
        try registry.themes.flatMap { theme in
            try ColorScheme.allCases.flatMap { scheme in
                try AccessibilityFlags.allCombinations.map { flags in
                    (theme.id, scheme, flags, try registry.tokens(themeID: theme.id, scheme: scheme, accessibility: flags))
                }
            }
        }
    }

    @Test func everyThemeSchemeAndVariantHasTheSameCompleteKeySet() throws {
        let sets = try Self.allSets()
        #expect(sets.count == Self.registry.themes.count * 2 * 8)
        let expected = Set(TokenSet.allKeys)
        #expect(expected.count == TokenSet.allKeys.count, "keys are unique")
        for (theme, scheme, flags, set) in sets {
            #expect(Set(set.orderedKeys) == expected, "\(theme) \(scheme) \(flags)")
            #expect(set.sortedKeys == expected.sorted())
        }
    }

    @Test func keyTypesAreTheSameEverywhere() throws {
        let sets = try Self.allSets()
        for key in TokenSet.allKeys {
            #expect(Set(sets.compactMap { $0.3[key]?.type }).count == 1, "\(key)")
        }
    }

    @Test("the contract's token groups are present", arguments: [
        ("color.", 23 + 12 + 10 + 10 + 5), ("color.category.", 12), ("color.avatar.", 10), ("color.chat.", 5), ("typography.", 13 * 5 + 1),
        ("spacing.", 23), ("shape.", 5), ("shadow.", (6 + 3) * 4),
    ])
    func groups(prefix: String, count: Int) {
        #expect(TokenSet.allKeys.filter { $0.hasPrefix(prefix) }.count == count)
    }

    @Test func everyFRCO01ColorIsPresent() {
        let names = ["background", "surface", "surfaceElevated", "surfaceSelected", "textPrimary", "textSecondary",
                     "textTertiary", "textInverse", "accent", "accentMuted", "accentHover", "destructive",
                     "destructiveMuted", "success", "successMuted", "warning", "warningMuted", "separator", "border",
                     "disabled", "shimmer", "unreadDot", "starred"]
        #expect(names.count == 23)
        for name in names { #expect(TokenSet.allKeys.contains("color." + name)) }
        for category in ["primary", "social", "promotions", "updates", "forums", "uncategorized"] {
            #expect(TokenSet.allKeys.contains("color.category." + category))
            #expect(TokenSet.allKeys.contains("color.category." + category + "Muted"))
        }
    }

    @Test func reduceTransparencyLeavesNoTranslucentColor() throws {
        for (theme, scheme, flags, set) in try Self.allSets() where flags.reduceTransparency {
            for (key, value) in set.dictionary {
                if case .color(let color) = value { #expect(color.isOpaque, "\(theme) \(scheme) \(key)") }
            }
        }
    }

    @Test func reduceTransparencyCompositesOverTheSurface() throws {
        let set = try Self.registry.tokens(themeID: "default", scheme: .light,
                                            accessibility: AccessibilityFlags(reduceTransparency: true))
        // #2596BE at 12 % (1F) over white.
        #expect(set.color("color.accentMuted")?.hex == "#E4F2F7")
        #expect(set.color("color.textSecondary")?.hex == "#6D6D72")
    }

    @Test func highContrastMakesTextOpaqueAndBordersTwoPoints() throws {
        for (theme, scheme, flags, set) in try Self.allSets() {
            let border: Double = flags.highContrast ? 2 : 1
            #expect(set["stroke.border"] == .dimension(border), "\(theme) \(scheme)")
            #expect(set["component.searchBar.borderWidth"] == .dimension(border))
            #expect(set["component.secondaryButton.borderWidth"] == .dimension(border))
            if flags.highContrast {
                for key in ["color.textPrimary", "color.textSecondary", "color.textTertiary", "color.textInverse"] {
                    #expect(set.color(key)?.isOpaque == true, "\(theme) \(scheme) \(key)")
                }
            }
        }
    }

    @Test func reducedMotionZeroesMotion() throws {
        for (_, _, flags, set) in try Self.allSets() {
            #expect(set["motion.scale"] == .dimension(flags.reducedMotion ? 0 : 1))
        }
    }

    @Test func derivedHoverIsDarkerInLightAndLighterInDark() throws {
        for theme in Self.registry.themes {
            // Seed 003 gives Pure White a lighter hover (gray-800) over its gray-900 accent.
            for scheme in ColorScheme.allCases where !(theme.id == "pure-white" && scheme == .light) {
                let set = try Self.registry.tokens(themeID: theme.id, scheme: scheme, accessibility: AccessibilityFlags())
                let accent = try #require(set.color("color.accent"))
                let hover = try #require(set.color("color.accentHover"))
                let (a, h) = (OKLCH(accent), OKLCH(hover))
                #expect(scheme == .light ? h.lightness < a.lightness : h.lightness > a.lightness)
                #expect(abs(h.hue - a.hue) < 3, "\(theme.id) \(scheme) hue kept")
            }
        }
    }

    @Test func everyColorIsPublishedAtEightBits() throws {
        for (_, _, _, set) in try Self.allSets() {
            for value in set.dictionary.values {
                if case .color(let color) = value { #expect(try RGBAColor(hex: color.hex) == color) }
            }
        }
    }
}
