import Testing
import ThemeCore

/// Values transcribed from seed 000's tables (sections 4–9), not from the code.
@Suite("Seed values")
struct SeedValueTests {
    private func tokens(_ theme: String, _ scheme: ColorScheme) throws -> TokenSet {
        try ThemeRegistry.builtIn.tokens(themeID: theme, scheme: scheme, accessibility: AccessibilityFlags())
    }

    private func tokens(_ scheme: ColorScheme) throws -> TokenSet {
        try tokens("default", scheme)
    }

    @Test("FR-BT-01 accents", arguments: [
        ("default", "VaultMail", "#2596BE", "#3DAED4"),
        ("midnight", "Midnight", "#6366F1", "#818CF8"),
        ("forest", "Forest", "#059669", "#34D399"),
        ("sunset", "Sunset", "#EA580C", "#FB923C"),
        ("lavender", "Lavender", "#9333EA", "#C084FC"),
        ("rose", "Rose", "#E11D48", "#FB7185"),
    ])
    func accents(id: String, name: String, light: String, dark: String) throws {
        let info = try ThemeRegistry.builtIn.lookup(id)
        #expect(info.displayName == name)
        #expect(info.previewColor.hex == light)
        #expect(info.isBuiltIn)
        for (scheme, accent) in [(ColorScheme.light, light), (.dark, dark)] {
            let set = try tokens(id, scheme)
            #expect(set.color("color.accent")?.hex == accent)
            #expect(set.color("color.unreadDot")?.hex == accent)
            #expect(set.color("color.category.primary")?.hex == accent)
            // FR-BT-03: muted 12 % / 15 %, selected 8 % / 12 % (8-bit alpha: 1F, 26, 14, 1F).
            #expect(set.color("color.accentMuted")?.hex == accent + (scheme == .light ? "1F" : "26"))
            #expect(set.color("color.category.primaryMuted")?.hex == accent + (scheme == .light ? "1F" : "26"))
            #expect(set.color("color.surfaceSelected")?.hex == accent + (scheme == .light ? "14" : "1F"))
        }
    }

    /// FR-BT-01's themes, in its order.
    static let frBT01 = ["default", "midnight", "forest", "sunset", "lavender", "rose"]

    /// FR-BT-01's six first, then seed 003 Part 5's presets by category.
    @Test func displayOrder() {
        #expect(ThemeRegistry.builtIn.themes.map(\.id)
            == Self.frBT01 + ["pure-white", "neon-nights", "iridescent", "mint-breeze", "corporate-blue", "watercolor"]
                + ["catppuccin", "gruvbox", "nord", "dracula", "solarized", "tokyo-night", "rose-pine", "everforest", "kanagawa", "one"])
    }

    @Test func defaultThemeKeepsTheSeedsHover() throws {
        #expect(try tokens(.light).color("color.accentHover")?.hex == "#1E7FA3")
        #expect(try tokens(.dark).color("color.accentHover")?.hex == "#4BC2E8")
    }

    @Test("FR-BT-02 backgrounds and FR-CO-01 fixed colors, every FR-BT-01 theme", arguments: [
        ("color.background", "#FFFFFF", "#000000"),
        ("color.surface", "#FFFFFF", "#1C1C1E"),
        ("color.surfaceElevated", "#F2F2F7", "#2C2C2E"),
        ("color.textPrimary", "#000000", "#FFFFFF"),
        ("color.textInverse", "#FFFFFF", "#000000"),
        ("color.destructive", "#FF3B30", "#FF453A"),
        ("color.destructiveMuted", "#FF3B301F", "#FF453A26"),
        ("color.success", "#34C759", "#30D158"),
        ("color.successMuted", "#34C7591F", "#30D15826"),
        ("color.warning", "#FF9500", "#FF9F0A"),
        ("color.warningMuted", "#FF95001F", "#FF9F0A26"),
        ("color.separator", "#3C3C431F", "#5454584D"),
        ("color.border", "#3C3C432E", "#54545866"),
        ("color.disabled", "#3C3C432E", "#5454584D"),
        ("color.shimmer", "#3C3C4314", "#54545826"),
        ("color.starred", "#FFD60A", "#FFD60A"),
        ("color.textSecondary", "#3C3C43BF", "#EBEBF599"),  // light adjusted from 60 %: docs/tokens.md
        ("color.category.promotionsMuted", "#9E5A001F", "#FF9F0A26"),
        ("color.category.uncategorizedMuted", "#3C3C4314", "#54545826"),
    ])
    func sharedColors(key: String, light: String, dark: String) throws {
        // The catalog presets of seed 003 set their own backgrounds and text (docs/themes.md).
        for theme in ThemeRegistry.builtIn.themes where Self.frBT01.contains(theme.id) {
            #expect(try tokens(theme.id, .light).color(key)?.hex == light, "\(theme.id) light \(key)")
            #expect(try tokens(theme.id, .dark).color(key)?.hex == dark, "\(theme.id) dark \(key)")
        }
    }

    @Test func avatarPaletteHasTenColors() throws {
        let light = try tokens(.light)
        let expected = ["#007AFF", "#34C759", "#FF9500", "#AF52DE", "#FF2D55", "#FF3B30", "#30B0C7", "#5856D6",
                        "#00C7BE", "#32ADE6"]
        #expect((0..<10).map { light.color("color.avatar.\($0)")?.hex } == expected)
        #expect(light["color.avatar.10"] == nil)
    }

    @Test("FR-TY-01 type scale", arguments: [
        ("displayLarge", 34.0, UInt32(700), FontDesign.default), ("displaySmall", 28, 700, .default),
        ("titleLarge", 22, 600, .default), ("titleMedium", 17, 600, .default), ("titleSmall", 15, 600, .default),
        ("bodyLarge", 17, 400, .default), ("bodyMedium", 15, 400, .default), ("bodySmall", 13, 400, .default),
        ("labelLarge", 15, 500, .default), ("labelMedium", 13, 500, .default), ("labelSmall", 11, 500, .default),
        ("caption", 12, 400, .default), ("captionMono", 12, 400, .monospaced),
    ])
    func typeScale(name: String, size: Double, weight: UInt32, design: FontDesign) throws {
        for scheme in ColorScheme.allCases {
            let set = try tokens(scheme)
            #expect(set["typography.\(name).size"] == .dimension(size))
            #expect(set["typography.\(name).weight"] == .fontWeight(weight))
            #expect(set["typography.\(name).design"] == .fontDesign(design))
        }
    }

    @Test("FR-TY-02 unread and read thread rows", arguments: [
        ("unread.senderFont", 17.0, UInt32(600)), ("read.senderFont", 15, 400),
        ("unread.subjectFont", 15, 500), ("read.subjectFont", 15, 400),
        ("unread.snippetFont", 13, 400), ("read.snippetFont", 13, 400),
        ("unread.timestampFont", 12, 400), ("read.timestampFont", 12, 400),
    ])
    func unreadRead(path: String, size: Double, weight: UInt32) throws {
        let set = try tokens(.light)
        #expect(set["component.threadRow.\(path).size"] == .dimension(size))
        #expect(set["component.threadRow.\(path).weight"] == .fontWeight(weight))
    }

    @Test("FR-SP-01, FR-SP-02 spacing and FR-SH-01 radii", arguments: [
        ("spacing.xxs", 2.0), ("spacing.xs", 4), ("spacing.sm", 8), ("spacing.md", 12), ("spacing.lg", 16),
        ("spacing.xl", 20), ("spacing.xxl", 24), ("spacing.xxxl", 32),
        ("spacing.listRowVertical", 12), ("spacing.listRowHorizontal", 16), ("spacing.listRowSpacing", 10),
        ("spacing.sectionSpacing", 24), ("spacing.cardPadding", 16), ("spacing.avatarSize", 44),
        ("spacing.avatarSizeLarge", 56), ("spacing.avatarSizeSmall", 32), ("spacing.iconSize", 20),
        ("spacing.iconSizeSmall", 16), ("spacing.touchMinimum", 44), ("spacing.chipVertical", 6),
        ("spacing.chipHorizontal", 12), ("spacing.searchBarHeight", 36), ("spacing.bottomTabHeight", 56),
        ("shape.small", 8), ("shape.medium", 12), ("shape.large", 16), ("shape.extraLarge", 20), ("shape.full", 9999),
    ])
    func dimensions(key: String, value: Double) throws {
        for theme in ThemeRegistry.builtIn.themes {
            for scheme in ColorScheme.allCases {
                #expect(try tokens(theme.id, scheme)[key] == .dimension(value))
            }
        }
    }

    @Test("FR-SH-02 shadows, suppressed in dark", arguments: [
        ("subtle", "#0000000A", 2.0, 0.0, 1.0), ("medium", "#00000014", 4, 0, 2), ("elevated", "#0000001F", 8, 0, 4),
    ])
    func shadows(name: String, color: String, radius: Double, x: Double, y: Double) throws {
        let light = try tokens(.light)
        #expect(light.color("shadow.\(name).color")?.hex == color)
        #expect(light["shadow.\(name).radius"] == .dimension(radius))
        #expect(light["shadow.\(name).x"] == .dimension(x))
        #expect(light["shadow.\(name).y"] == .dimension(y))
        #expect(try tokens(.dark)["shadow.\(name).radius"] == .dimension(0))
    }

    @Test("FR-CS-01 component styles", arguments: [
        ("component.card.background", "color.surface"), ("component.card.cornerRadius", "shape.medium"),
        ("component.card.shadow.radius", "shadow.medium.radius"),
        ("component.chip.background", "color.accentMuted"), ("component.chip.selectedBackground", "color.accent"),
        ("component.chip.cornerRadius", "shape.full"), ("component.chip.font.size", "typography.labelMedium.size"),
        ("component.primaryButton.background", "color.accent"),
        ("component.primaryButton.foreground", "color.textInverse"),
        ("component.primaryButton.cornerRadius", "shape.large"),
        ("component.primaryButton.minHeight", "spacing.touchMinimum"),
        ("component.secondaryButton.border", "color.border"), ("component.secondaryButton.foreground", "color.accent"),
        ("component.secondaryButton.minHeight", "spacing.touchMinimum"),
        ("component.searchBar.background", "color.surfaceElevated"), ("component.searchBar.cornerRadius", "shape.small"),
        ("component.searchBar.height", "spacing.searchBarHeight"),
        ("component.sectionHeader.font.size", "typography.titleSmall.size"),
        ("component.sectionHeader.foreground", "color.textSecondary"),
        ("component.listRow.paddingVertical", "spacing.listRowVertical"),
        ("component.listRow.separator", "color.separator"),
        ("component.categoryTab.selectedBackground", "color.accent"),
        ("component.categoryTab.background", "color.surfaceElevated"),
        ("component.settingsRow.iconTint", "color.accent"),
        ("component.messageBubble.divider", "color.separator"),
    ])
    func componentAliases(key: String, semantic: String) throws {
        for scheme in ColorScheme.allCases {
            let set = try tokens("forest", scheme)
            #expect(set[key] != nil)
            #expect(set[key] == set[semantic])
        }
    }
}
