import Testing
@testable import ThemeCore

@Suite("Popular palettes")
struct PopularPaletteTests {
    private let registry = ThemeRegistry.builtIn

    private func color(_ id: String, _ scheme: ColorScheme, _ token: SemanticColor) throws -> RGBAColor {
        try #require(try registry.tokens(themeID: id, scheme: scheme, accessibility: AccessibilityFlags()).color(token.key))
    }

    @Test func theCatalogHasTheTenFamiliesInThePopularCategory() throws {
        #expect(ThemeRegistry.popularIDs == ["catppuccin", "gruvbox", "nord", "dracula", "solarized", "tokyo-night",
                                             "rose-pine", "everforest", "kanagawa", "one"])
        for id in ThemeRegistry.popularIDs {
            #expect(try registry.lookup(id).category == .popular)
        }
    }

    /// The families' own background, surface and accent (the authors' published hexes), unmoved.
    @Test("background, surface and accent stay the family's own", arguments: [
        ("catppuccin", ColorScheme.light, 0xEFF1F5, 0xE6E9EF, 0x1E66F5), ("catppuccin", .dark, 0x1E1E2E, 0x181825, 0x89B4FA),
        ("gruvbox", .light, 0xFBF1C7, 0xEBDBB2, 0x076678), ("gruvbox", .dark, 0x282828, 0x3C3836, 0x83A598),
        ("nord", .dark, 0x2E3440, 0x3B4252, 0x81A1C1), ("dracula", .dark, 0x282A36, 0x363447, 0xBD93F9),
        ("solarized", .light, 0xFDF6E3, 0xEEE8D5, 0x268BD2), ("solarized", .dark, 0x002B36, 0x073642, 0x268BD2),
        ("tokyo-night", .dark, 0x1A1B26, 0x16161E, 0x7AA2F7),
        ("rose-pine", .light, 0xFAF4ED, 0xFFFAF3, 0x907AA9), ("rose-pine", .dark, 0x191724, 0x1F1D2E, 0xC4A7E7),
        ("everforest", .dark, 0x2D353B, 0x343F44, 0x7FBBB3),
        ("kanagawa", .light, 0xF2ECBC, 0xE7DBA0, 0x4D699B), ("kanagawa", .dark, 0x1F1F28, 0x16161D, 0x7E9CD8),
        ("one", .light, 0xFAFAFA, 0xF0F0F1, 0x4078F2), ("one", .dark, 0x282C34, 0x353B45, 0x61AFEF),
    ] as [(String, ColorScheme, UInt32, UInt32, UInt32)])
    func familyColors(id: String, scheme: ColorScheme, background: UInt32, surface: UInt32, accent: UInt32) throws {
        #expect(try color(id, scheme, .background) == RGBAColor(rgb: background))
        #expect(try color(id, scheme, .surface) == RGBAColor(rgb: surface))
        #expect(try color(id, scheme, .accent) == RGBAColor(rgb: accent))
    }

    /// Two light accents cannot be a fill on their own surface (3:1, WCAG 1.4.11): they move, darker, hue kept.
    @Test("an accent that is no fill on its surface moves, hue kept", arguments: [
        ("tokyo-night", 0xE1E2E7, 0xD0D5E3, 0x2E7DE9), ("everforest", 0xFDF6E3, 0xF4F0D9, 0x3A94C5),
    ] as [(String, UInt32, UInt32, UInt32)])
    func movedAccent(id: String, background: UInt32, surface: UInt32, accent: UInt32) throws {
        let published = RGBAColor(rgb: accent)
        #expect(WCAG.contrastRatio(foreground: published, on: RGBAColor(rgb: surface)) < 3)
        #expect(try color(id, .light, .background) == RGBAColor(rgb: background))
        #expect(try color(id, .light, .surface) == RGBAColor(rgb: surface))
        let moved = try color(id, .light, .accent)
        #expect(WCAG.contrastRatio(foreground: moved, on: RGBAColor(rgb: surface)) >= 3)
        #expect(OKLCH(moved).lightness < OKLCH(published).lightness)
        #expect(OKLCH(moved).hue.distance(to: OKLCH(published).hue) < 3)
    }

    /// The primary text is a color of the family's palette wherever one reaches 7:1 on its backgrounds.
    @Test("primary text stays the family's own", arguments: [
        ("catppuccin", ColorScheme.dark, 0xCDD6F4), ("dracula", .dark, 0xF8F8F2),
        ("solarized", .light, 0x073642), ("solarized", .dark, 0xEEE8D5), ("tokyo-night", .dark, 0xC0CAF5),
        ("rose-pine", .dark, 0xE0DEF4), ("kanagawa", .dark, 0xDCD7BA), ("one", .light, 0x383A42),
    ] as [(String, ColorScheme, UInt32)])
    func primaryText(id: String, scheme: ColorScheme, text: UInt32) throws {
        #expect(try color(id, scheme, .textPrimary) == RGBAColor(rgb: text))
    }

    @Test func everyFamilyPassesTheAuditInBothSchemesAndEveryVariant() throws {
        for id in ThemeRegistry.popularIDs {
            for scheme in ColorScheme.allCases {
                for flags in AccessibilityFlags.allCombinations {
                    let tokens = try registry.tokens(themeID: id, scheme: scheme, accessibility: flags)
                    let audit = ContrastAudit(tokens: tokens, highContrast: flags.highContrast)
                    #expect(audit.failures.isEmpty, "\(id) \(scheme) \(flags): \(audit.failures)")
                    // Brand exceptions only on the accent, and never below the validator's error line.
                    for entry in audit.brandExceptions { #expect(entry.ratio >= ContrastProblems.errorBelow, "\(id) \(scheme) \(entry)") }
                }
            }
        }
    }

    /// Every move is the least that passes: 0.003 of OKLCH lightness back towards the scheme's
    /// value (the fit's bisection step is 0.001, and 8-bit rounding moves the result by up to
    /// about 0.002) fails the pair that forced it; a replaced primary text is another palette color.
    @Test func everyMoveIsMinimalAndKeepsItsHue() throws {
        var count = 0
        for family in PopularFamily.all {
            for move in family.moves {
                count += 1
                let palette = family.palette(move.scheme)
                if move.reason.hasPrefix("replaced") {
                    #expect(palette.contains(move.to))
                    continue
                }
                #expect(OKLCH(move.to).hue.distance(to: OKLCH(move.from).hue) < 3 || OKLCH(move.from).chroma < 0.02, "\(family.id) \(move)")
                let fitted = Base16Mapping.fitted(palette, scheme: move.scheme)
                #expect(fitted.values[.color(move.color)] == .color(move.to), "\(family.id) \(move)")
                let towards = OKLCH(move.from).lightness > OKLCH(move.to).lightness ? 0.003 : -0.003
                // The fit explores the scheme's color at other lightnesses (chroma reduced into sRGB), so step back along that path.
                let back = ColorAdjustment.withLightness(move.from, OKLCH(move.to).lightness + towards)
                var semantic = SemanticTokens(scheme: move.scheme, accent: fitted.accent, accentHover: fitted.accentHover, highContrast: false)
                semantic.apply(fitted.values, scheme: move.scheme, highContrast: false)
                let pairs = ContrastAudit.requirements.filter { $0.foreground == move.color || $0.background == move.color }
                semantic[move.color] = back
                if let muted = ContrastFit.mutedPartner[move.color] { semantic[muted] = AccentFamily.muted(back, scheme: move.scheme) }
                if move.color == .accent { AccentFamily.set(back, in: &semantic, scheme: move.scheme) }
                // A dark scheme's secondary colors are fitted over the dim variant's backgrounds too.
                var dim = semantic
                if move.scheme == .dark, ContrastFit.foregrounds.dropFirst().contains(move.color) {
                    for (background, value) in DimBackgrounds.colors { dim[background] = value }
                }
                var reduced = semantic, dimReduced = dim
                TokenResolver.reduceTransparency(&reduced)
                TokenResolver.reduceTransparency(&dimReduced)
                let fails = [semantic, reduced, dim, dimReduced].contains { tokens in
                    pairs.contains { ($0.ratio { tokens[$0] } ?? 0) < (move.color == .accent ? min($0.minimum, ContrastProblems.errorBelow) : $0.minimum) }
                }
                #expect(fails, "\(family.id) \(move): one step back still passes \(back.hex)")
            }
        }
        #expect(count > 0)
    }

    @Test func aOneVariantFamilyGetsTheOtherDerivedFromItsOwnNeutrals() throws {
        let nord = try #require(PopularFamily.all.first { $0.id == "nord" })
        #expect(nord.isDerived(.light) && !nord.isDerived(.dark))
        // Nord's Snow Storm becomes the light background and its Polar Night the text.
        #expect(try color("nord", .light, .background) == RGBAColor(rgb: 0xECEFF4))
        #expect(nord.palette(.light)[5] == RGBAColor(rgb: 0x434C5E))
    }
}
