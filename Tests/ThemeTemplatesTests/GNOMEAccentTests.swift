import Testing
import ThemeCore
import ThemeTemplates

/// Our accent → GNOME's named accent by libadwaita's OKLCH rule (src/adw-accent-color.c).
@Suite("GNOME accent mapping")
struct GNOMEAccentTests {
    @Test(arguments: GNOMEAccent.allCases)
    func eachOfLibadwaitasOwnAccentsMapsToItself(accent: GNOMEAccent) {
        #expect(GNOMEAccent.nearest(to: accent.color) == accent)
    }

    /// Colors just inside each band edge of adw_accent_color_nearest_from_rgba, at chroma 0.1.
    @Test func hueBandsFollowLibadwaita() {
        func at(_ hue: Double, chroma: Double = 0.1) -> GNOMEAccent {
            GNOMEAccent.nearest(to: OKLCH(lightness: 0.6, chroma: chroma, hue: hue).rgba())
        }
        let expected: [(Double, GNOMEAccent)] = [
            (5, .pink), (12, .red), (33, .red), (37, .orange), (74, .orange), (77, .yellow), (113, .yellow), (117, .green),
            (173, .green), (177, .teal), (228, .teal), (232, .blue), (278, .blue), (282, .purple), (343, .purple), (347, .pink),
        ]
        for (hue, accent) in expected { #expect(at(hue) == accent, "hue \(hue)") }
        #expect(at(250, chroma: 0.035) == .slate)
        #expect(GNOMEAccent.nearest(to: RGBAColor(rgb: 0x808080)) == .slate)
    }

    @Test func builtInThemeAccentsMapToTheirNamedHues() throws {
        // default #2596BE (OKLCH hue ≈ 228°) is teal by libadwaita's bands; midnight #6366F1 is blue
        // (≈ 277°); forest #059669 green (≈ 163°); sunset #EA580C orange (≈ 42°); lavender #9333EA purple (≈ 302°).
        let expected: [String: GNOMEAccent] = [
            "default": .teal, "midnight": .blue, "forest": .green, "sunset": .orange, "lavender": .purple,
        ]
        for (theme, accent) in expected {
            let tokens = try ThemeRegistry.builtIn.tokens(themeID: theme, scheme: .light, accessibility: AccessibilityFlags())
            #expect(GNOMEAccent.nearest(to: try #require(tokens.color("color.accent"))) == accent, "\(theme)")
        }
    }
}
