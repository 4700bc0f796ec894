import Testing
import ThemeCore

/// Issue 20 §2: the tokens toolkits need — values in every theme and scheme, derived for user
/// themes and fitted to their audit rules, findings when a user's own color breaks one.
@Suite("Toolkit tokens")
struct ToolkitTokenTests {
    private static let registry = ThemeRegistry.builtIn
    private static let toolkitColors: [SemanticColor] = [
        .focusRing, .link, .linkVisited, .textDisabled, .borderStrong, .info, .infoMuted, .scrim, .selection, .onSelection,
    ]

    /// A user theme setting `values` in light mode (a color set for both schemes that fails in
    /// one gets a derived counterpart there instead of a finding, ``DerivedCounterpart``).
    private static func theme(_ values: [(String, String)], template: String = "default") throws -> UserTheme {
        var overrides = SemanticOverrides()
        for (key, value) in values { try overrides.set(key, .string(value), for: .light) }
        return UserTheme(id: "mine", metadata: ThemeMetadata(name: "Mine", category: .soft), template: template,
                         values: overrides)
    }

    private static func ratio(_ tokens: TokenSet, _ foreground: SemanticColor, on background: SemanticColor) throws -> Double {
        WCAG.contrastRatio(foreground: try #require(tokens.color(foreground.key)), on: try #require(tokens.color(background.key)))
    }

    /// The seed 003 / WCAG minimums, measured here rather than read from the audit.
    private static func expectToolkitMinimums(_ tokens: TokenSet, highContrast: Bool, _ context: String) throws {
        let text = highContrast ? 7.0 : 4.5
        for background in [SemanticColor.background, .surface] {
            #expect(try ratio(tokens, .focusRing, on: background) >= 3, "\(context) focus ring on \(background.key)")
            #expect(try ratio(tokens, .borderStrong, on: background) >= 3, "\(context) strong border on \(background.key)")
            #expect(try ratio(tokens, .link, on: background) >= text, "\(context) link on \(background.key)")
            #expect(try ratio(tokens, .linkVisited, on: background) >= text, "\(context) visited link on \(background.key)")
        }
        #expect(try ratio(tokens, .onSelection, on: .selection) >= text, "\(context) selected text")
    }

    @Test func everyBuiltInHasEveryToolkitTokenAndMeetsItsMinimumsInEveryVariant() throws {
        let newKeys = Self.toolkitColors.map(\.key)
            + ShadowRole.levels.flatMap { [$0.colorKey, $0.radiusKey, $0.xKey, $0.yKey] }
            + TypographyRole.allCases.flatMap { [$0.lineHeightKey, $0.letterSpacingKey] }
        #expect(newKeys.count == 10 + 24 + 26)
        for theme in Self.registry.themes {
            for scheme in ColorScheme.allCases {
                for flags in AccessibilityFlags.allCombinations {
                    let tokens = try Self.registry.tokens(themeID: theme.id, scheme: scheme, accessibility: flags)
                    for key in newKeys { #expect(tokens[key] != nil, "\(theme.id) \(scheme) \(key)") }
                    try Self.expectToolkitMinimums(tokens, highContrast: flags.highContrast, "\(theme.id) \(scheme) \(flags)")
                }
            }
        }
    }

    @Test func theLinkIsTheAccentMovedOnlyAsFarAsItsContrastNeeds() throws {
        // The brand cerulean #2596BE reaches 3.4:1 on white: the link darkens it, hue kept, to just 4.5:1.
        let light = try Self.registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
        let accent = try #require(light.color("color.accent")), link = try #require(light.color("color.link"))
        #expect(link != accent)
        #expect(abs(OKLCH(link).hue - OKLCH(accent).hue) < 3)
        let ratio = try Self.ratio(light, .link, on: .background)
        #expect(ratio >= 4.5 && ratio < 4.7, "moved no further than needed: \(ratio)")
        // Forest's emerald #059669 already reaches 3:1 for the focus ring: kept exactly.
        let forest = try Self.registry.tokens(themeID: "forest", scheme: .light, accessibility: AccessibilityFlags())
        #expect(forest.color("color.focusRing") == forest.color("color.accent"))
    }

    @Test func elevationAliasesReadTheirLevelsAndALevelWinsOverItsAlias() throws {
        let tokens = try Self.registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
        for (alias, level) in [(ShadowRole.subtle, ShadowRole.level1), (.medium, .level2), (.elevated, .level3)] {
            for (aliasKey, levelKey) in [(alias.colorKey, level.colorKey), (alias.radiusKey, level.radiusKey), (alias.yKey, level.yKey)] {
                #expect(tokens[aliasKey] == tokens[levelKey], "\(aliasKey)")
            }
        }
        // Elevation grows with the level.
        let radii = ShadowRole.levels.compactMap { role -> Double? in
            if case .dimension(let radius)? = tokens[role.radiusKey] { radius } else { nil }
        }
        #expect(radii == [0, 2, 4, 8, 12, 16])
        // Setting an alias sets its level; setting both, the level's own key wins.
        var layer = SemanticOverrides()
        try layer.set("shadow.subtle.y", .number(5), for: .both)
        let aliased = try Self.registry.tokens(themeID: "default", layers: [layer], scheme: .light, accessibility: AccessibilityFlags())
        #expect(aliased["shadow.level1.y"] == .dimension(5))
        try layer.set("shadow.level1.y", .number(7), for: .both)
        let both = try Self.registry.tokens(themeID: "default", layers: [layer], scheme: .light, accessibility: AccessibilityFlags())
        #expect(both["shadow.level1.y"] == .dimension(7) && both["shadow.subtle.y"] == .dimension(7))
    }

    @Test func aUserThemesDerivedToolkitColorsFollowItsColorsAndFit() throws {
        // A darker background under the template's brand cerulean: the link, visited link and focus
        // ring are fitted to it (the brand accent itself stays, a warning), so the theme is saveable
        // and none of its findings is about a toolkit color.
        let mine = try Self.theme([("color.background", "#DCDCDC")])
        let registry = try Self.registry.adding(mine)
        let tokens = try registry.tokens(themeID: "mine", scheme: .light, accessibility: AccessibilityFlags())
        try Self.expectToolkitMinimums(tokens, highContrast: false, "mine")
        let accent = try #require(tokens.color("color.accent")), link = try #require(tokens.color("color.link"))
        #expect(accent == (try RGBAColor(hex: "#2596BE")))
        #expect(abs(OKLCH(link).hue - OKLCH(accent).hue) < 3, "the link keeps the accent's hue")
        let problems = Self.registry.problems(of: mine)
        #expect(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
        #expect(!problems.contains { problem in Self.toolkitColors.contains { problem.message.hasPrefix($0.key) } }, "\(problems)")
        // A user accent is followed: the link takes its hue.
        let green = try Self.registry.adding(try Self.theme([("color.accent", "#1B7F3A")]))
        let greenLink = try #require(try green.tokens(themeID: "mine", scheme: .light, accessibility: AccessibilityFlags()).color("color.link"))
        #expect(abs(OKLCH(greenLink).hue - OKLCH(try RGBAColor(hex: "#1B7F3A")).hue) < 3)
    }

    @Test func aUserFocusRingBelowThreeToOneIsAFindingNamingIt() throws {
        // #EEEEEE on white is 1.16:1: an error (below 3:1), naming the field and offering a passing color.
        let faint = try Self.theme([("color.focusRing", "#EEEEEE")])
        let problems = Self.registry.problems(of: faint)
        let finding = try #require(problems.first { $0.field == "light.color.focusRing" })
        #expect(finding.severity == .error)
        #expect(finding.message.hasPrefix("color.focusRing on color.background (keyboard focus ring) has contrast 1.16:1 in light mode; expected at least 3.00:1; try #"))
        #expect(throws: InvalidThemeError.self) { try Self.registry.adding(faint) }
        // A user's link below 4.5:1 (but above 3:1) is a warning, and the theme is saved.
        let pale = try Self.theme([("color.link", "#2596BE")])
        let warning = try #require(Self.registry.problems(of: pale).first { $0.field == "light.color.link" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("(links) has contrast 3.40:1"))
        #expect(throws: Never.self) { try Self.registry.adding(pale) }
    }

    @Test func disabledTextIsExemptFromTheAudit() throws {
        // Material's 38 % textPrimary: about 2:1 on white, and no audited pair holds it.
        #expect(!ContrastAudit.requirements.contains { $0.foreground == .textDisabled || $0.background == .textDisabled })
        let tokens = try Self.registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
        #expect(tokens.color("color.textDisabled") == RGBAColor(rgb: 0x000000, alpha: 0.38).quantized)
        #expect(Self.registry.problems(of: try Self.theme([("color.textDisabled", "#FAFAFA")])).isEmpty)
    }

    @Test func theScrimIsTranslucentBlackAsTheSeedGivesIt() throws {
        for scheme in ColorScheme.allCases {
            let tokens = try Self.registry.tokens(themeID: "default", scheme: scheme, accessibility: AccessibilityFlags())
            // Seed 003: black at Opacity.heavy (0.6 = 153/255), written #00000099.
            #expect(tokens.color("color.scrim")?.hex == "#00000099")
        }
    }

    @Test func everyTextStyleHasALineHeightAboveItsSizeAndSeed003sDisplayMetrics() throws {
        let tokens = try Self.registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
        for role in TypographyRole.allCases {
            guard case .dimension(let size)? = tokens[role.sizeKey], case .dimension(let height)? = tokens[role.lineHeightKey],
                  case .dimension(let spacing)? = tokens[role.letterSpacingKey] else {
                Issue.record("\(role) lacks a metric")
                continue
            }
            #expect(height > size && height <= size * 1.45, "\(role)")
            #expect(abs(spacing) <= 0.5, "\(role)")
        }
        // Seed 003 gives displayLarge 40 pt lines and −0.5 pt letter spacing.
        #expect(tokens["typography.displayLarge.lineHeight"] == .dimension(40))
        #expect(tokens["typography.displayLarge.letterSpacing"] == .dimension(-0.5))
    }

    @Test func theNewComponentsAliasSemanticTokens() throws {
        let tokens = try Self.registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
        let aliases: [(String, String)] = [
            ("component.button.ghost.foreground", "color.accent"),
            ("component.badge.neutral.background", "color.surfaceElevated"),
            ("component.badge.info.background", "color.infoMuted"),
            ("component.badge.info.border", "color.info"),
            ("component.badge.success.foreground", "color.textPrimary"),
            ("component.badge.destructive.background", "color.destructiveMuted"),
            ("component.badge.accent.background", "color.accentMuted"),
            ("component.badge.warning.border", "color.warning"),
            ("component.groupHeader.background", "color.surfaceElevated"),
            ("component.card.border", "color.separator"),
            ("component.card.nested.background", "color.surfaceElevated"),
            ("component.card.nested.border", "color.border"),
            ("component.card.nested.shadow.radius", "shadow.level1.radius"),
            ("component.badge.font.lineHeight", "typography.labelSmall.lineHeight"),
        ]
        for (component, semantic) in aliases {
            #expect(ComponentTokens.all.first { $0.key == component }?.aliasOf == semantic, "\(component)")
            #expect(tokens[component] != nil && tokens[component] == tokens[semantic], "\(component)")
        }
    }
}
