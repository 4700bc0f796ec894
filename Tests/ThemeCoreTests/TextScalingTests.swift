import Testing
import ThemeCore

/// Seed 000's Dynamic Type (FR-TY-03, NFR-ACC-02) in resolved token sets, and the accessibility
/// preferences that choose the flags in force (issue 20 §1).
@Suite("Text scaling and accessibility preferences") struct TextScalingTests {
    private static let registry = ThemeRegistry.builtIn

    private static func tokens(_ themeID: String, _ scheme: ColorScheme, _ flags: AccessibilityFlags) throws -> TokenSet {
        try registry.tokens(themeID: themeID, scheme: scheme, accessibility: flags)
    }

    private static func tokens(_ flags: AccessibilityFlags) throws -> TokenSet {
        try tokens("default", .light, flags)
    }

    private static func number(_ set: TokenSet, _ key: String) -> Double? {
        if case .dimension(let value) = set[key] { return value }
        return nil
    }

    /// FR-TY-01's sizes, from the seed's table, and FR-SP-02's heights.
    static let seedSizes: [(String, Double)] = [
        ("displayLarge", 34), ("displaySmall", 28), ("titleLarge", 22), ("titleMedium", 17), ("titleSmall", 15),
        ("bodyLarge", 17), ("bodyMedium", 15), ("bodySmall", 13), ("labelLarge", 15), ("labelMedium", 13),
        ("labelSmall", 11), ("caption", 12), ("captionMono", 12),
    ]

    @Test func aFactorScalesEveryTypographySizeAndTheHeightsThatHoldText() throws {
        let plain = try Self.tokens(AccessibilityFlags())
        let scaled = try Self.tokens(AccessibilityFlags(textScale: 1.25))
        #expect(Self.number(plain, "typography.scale") == 1)
        #expect(Self.number(scaled, "typography.scale") == 1.25)
        for (role, size) in Self.seedSizes {
            #expect(Self.number(plain, "typography.\(role).size") == size, "\(role)")
            #expect(Self.number(scaled, "typography.\(role).size") == size * 1.25, "\(role)")
            #expect(scaled["typography.\(role).weight"] == plain["typography.\(role).weight"])
        }
        #expect(Self.number(scaled, "spacing.touchMinimum") == 55)
        #expect(Self.number(scaled, "spacing.searchBarHeight") == 45)
        #expect(Self.number(scaled, "spacing.bottomTabHeight") == 70)
        #expect(Self.number(scaled, "component.primaryButton.minHeight") == 55)
        // Gaps and paddings, colors and radii stay.
        for key in ["spacing.lg", "spacing.cardPadding", "spacing.chipVertical", "shape.medium", "color.accent"] {
            #expect(scaled[key] == plain[key], "\(key)")
        }
    }

    @Test func aSmallerFactorShrinksTextButNeverATouchTarget() throws {
        let scaled = try Self.tokens(AccessibilityFlags(textScale: 0.8))
        #expect(Self.number(scaled, "typography.bodyLarge.size") == 13.6)
        #expect(Self.number(scaled, "spacing.touchMinimum") == 44)
        #expect(Self.number(scaled, "spacing.searchBarHeight") == 36)
    }

    @Test func aFactorOutsideTheRangeIsHeldToIt() throws {
        #expect(Self.number(try Self.tokens(AccessibilityFlags(textScale: 10)), "typography.scale") == 3)
        #expect(Self.number(try Self.tokens(AccessibilityFlags(textScale: 10)), "typography.bodyLarge.size") == 51)
        #expect(Self.number(try Self.tokens(AccessibilityFlags(textScale: .nan)), "typography.scale") == 1)
        #expect(Self.number(try Self.tokens(AccessibilityFlags(textScale: 0.1)), "typography.caption.size") == 6)
    }

    @Test func theContrastAuditFailsNothingMoreAtAnyScale() throws {
        for theme in Self.registry.themes {
            for scheme in ColorScheme.allCases {
                for highContrast in [false, true] {
                    let base = ContrastAudit(tokens: try Self.tokens(theme.id, scheme, AccessibilityFlags(highContrast: highContrast)),
                                             highContrast: highContrast).failures.map(\.requirement)
                    for factor in [0.5, 1.25, 3.0] {
                        let flags = AccessibilityFlags(highContrast: highContrast, textScale: factor)
                        let failures = ContrastAudit(tokens: try Self.tokens(theme.id, scheme, flags), highContrast: highContrast).failures
                        #expect(failures.map(\.requirement) == base, "\(theme.id) \(scheme) ×\(factor) high contrast \(highContrast)")
                    }
                }
            }
        }
    }

    // MARK: Preferences × the desktop

    @Test func systemFollowsTheDesktopAndOnOrOffWins() {
        let desktop = DesktopAccessibility(highContrast: true, reducedMotion: true, textScale: 1.5)
        let following = AccessibilityPreferences().resolved(desktop: desktop)
        #expect(following == AccessibilityFlags(highContrast: true, reduceTransparency: false, reducedMotion: true, textScale: 1.5))
        #expect(AccessibilityPreferences().resolved(desktop: DesktopAccessibility()) == AccessibilityFlags())
        let forced = AccessibilityPreferences(highContrast: .off, reduceTransparency: .on, reducedMotion: .off, textScale: .factor(0.75))
        #expect(forced.resolved(desktop: desktop) == AccessibilityFlags(reduceTransparency: true, textScale: 0.75))
        let on = AccessibilityPreferences(highContrast: .on, reducedMotion: .on)
        #expect(on.resolved(desktop: DesktopAccessibility()) == AccessibilityFlags(highContrast: true, reducedMotion: true))
        // A desktop factor outside the range is held to it.
        #expect(AccessibilityPreferences().resolved(desktop: DesktopAccessibility(textScale: 4)).textScale == 3)
    }

    @Test func preferencesAreSetByNameAndBadOnesRefusedInOneSentence() throws {
        var preferences = AccessibilityPreferences()
        try preferences.set("high-contrast", to: "on")
        try preferences.set("text-scale", to: "1.25")
        #expect(preferences.texts == ["high-contrast": "on", "reduce-transparency": "system", "reduced-motion": "system", "text-scale": "1.25"])
        try preferences.set("text-scale", to: "system")
        #expect(preferences.textScale == .system)
        let before = preferences
        for (key, value, message) in [
            ("high-contrast", "maybe", "high-contrast 'maybe' is not one of system, on, off"),
            ("text-scale", "3.5", "text-scale '3.5' is not system or a factor from 0.5 to 3.0"),
            ("text-scale", "0.49", "text-scale '0.49' is not system or a factor from 0.5 to 3.0"),
            ("text-scale", "nan", "text-scale 'nan' is not system or a factor from 0.5 to 3.0"),
            ("font-size", "2", "unknown accessibility preference 'font-size'; accepted: high-contrast, reduce-transparency, reduced-motion, text-scale"),
        ] {
            #expect(throws: InvalidAccessibilityPreference.self) { try preferences.set(key, to: value) }
            do {
                try preferences.set(key, to: value)
            } catch {
                #expect(error.description == message)
            }
            #expect(preferences == before)
        }
    }
}
