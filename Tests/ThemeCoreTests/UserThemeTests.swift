import Testing
import ThemeCore

@Suite("User themes")
struct UserThemeTests {
    private static let registry = ThemeRegistry.builtIn

    private static func theme(id: String = "ocean", name: String = "Ocean", template: String = "default",
                              _ values: [(String, ThemeValueInput, SchemeSelection)] = []) throws -> UserTheme {
        var overrides = SemanticOverrides()
        for (key, value, schemes) in values { try overrides.set(key, value, for: schemes) }
        return UserTheme(id: id, metadata: ThemeMetadata(name: name, category: .soft), template: template,
                         values: overrides)
    }

    // MARK: Metadata

    @Test("metadata limits", arguments: [
        (ThemeMetadata(name: "ab", category: .soft), "name", "the name has 2 characters; expected 3 to 50"),
        (ThemeMetadata(name: String(repeating: "n", count: 51), category: .soft), "name",
         "the name has 51 characters; expected 3 to 50"),
        (ThemeMetadata(name: "Tab\tName", category: .soft), "name", "contains a control character"),
        (ThemeMetadata(name: "Okay", description: "too short", category: .soft), "description",
         "the description has 9 characters; expected 10 to 200"),
        (ThemeMetadata(name: "Okay", description: String(repeating: "d", count: 201), category: .soft), "description",
         "expected 10 to 200"),
        (ThemeMetadata(name: "Okay", author: String(repeating: "a", count: 101), category: .soft), "author",
         "expected 1 to 100"),
        (ThemeMetadata(name: "Okay", tags: (1...11).map { "t\($0)" }, category: .soft), "tags",
         "there are 11 tags; expected at most 10"),
        (ThemeMetadata(name: "Okay", tags: [String(repeating: "x", count: 21)], category: .soft), "tags[0]",
         "has 21 characters; expected 1 to 20"),
        (ThemeMetadata(name: "Okay", tags: ["calm", ""], category: .soft), "tags[1]", "has 0 characters"),
        (ThemeMetadata(name: "Okay", tags: ["Dark", "dark"], category: .soft), "tags[1]",
         "tag 'dark' appears twice; expected each tag once"),
    ])
    func metadataProblem(metadata: ThemeMetadata, field: String, message: String) throws {
        let problems = metadata.problems
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.field == field)
        #expect(problem.severity == .error)
        #expect(problem.message.contains(message), "\(problem.message)")
    }

    @Test func metadataAtTheLimitsIsValid() {
        let metadata = ThemeMetadata(
            name: String(repeating: "n", count: 50), description: String(repeating: "d", count: 10), author: "Ada",
            tags: (1...10).map { "tag-\($0)" }, category: .artistic)
        #expect(metadata.problems.isEmpty)
        #expect(ThemeMetadata(name: "Abc", description: String(repeating: "d", count: 200),
                              tags: [String(repeating: "x", count: 20)], category: .minimal).problems.isEmpty)
    }

    @Test func tagsAreLowercased() {
        var metadata = ThemeMetadata(name: "Okay", tags: ["Calm", "BLUE"], category: .soft)
        #expect(metadata.tags == ["calm", "blue"])
        metadata.tags.append("Night")
        #expect(metadata.tags == ["calm", "blue", "night"])
    }

    @Test func allMetadataProblemsAreReportedAtOnce() {
        let metadata = ThemeMetadata(name: "x", description: "short",
                                     tags: (1...11).map { "t\($0)" } + [String(repeating: "y", count: 21)],
                                     category: .vibrant)
        #expect(metadata.problems.map(\.field) == ["name", "description", "tags", "tags[11]"])
    }

    // MARK: Ids

    @Test("invalid and reserved ids", arguments: [
        "a/b", "../x", "..", "ocean..blue/", "Ocean", "-ocean", "", String(repeating: "a", count: 65), "blank", "current",
    ])
    func badID(id: String) throws {
        let problem = try #require(ThemeID.problem(with: id))
        #expect(problem.field == "id")
        #expect(problem.message.contains("'\(id)'"))
        #expect(problem.message.contains(id == "blank" || id == "current" ? "reserved" : "expected 1 to 64 characters"))
    }

    @Test("ids from names", arguments: [
        ("Ocean Blue", Set<String>(), "ocean-blue"),
        ("  Ocean   Blue!! ", [], "ocean-blue"),
        ("Ocean Blue", ["ocean-blue"], "ocean-blue-2"),
        ("Ocean Blue", ["ocean-blue", "ocean-blue-2"], "ocean-blue-3"),
        // Issue 36 §1: Latin letters are transliterated (they were `caf-2`, `caf-cr-me`).
        ("Café 2", [], "cafe-2"),
        ("Café Crème", [], "cafe-creme"),
        ("../etc/passwd", [], "etc-passwd"),
        ("***", [], "theme"),
        ("Blank", [], "blank-2"),
        ("Default", ["default"], "default-2"),
    ] as [(String, Set<String>, String)])
    func slug(name: String, taken: Set<String>, expected: String) {
        #expect(ThemeID.slug(from: name, taken: taken) == expected)
    }

    @Test func longNamesGiveIdsOfAtMost64Characters() {
        let name = String(repeating: "abcdefghij", count: 10)
        let first = ThemeID.slug(from: name, taken: [])
        #expect(first == String(repeating: "abcdefghij", count: 7).prefix(64).description)
        let second = ThemeID.slug(from: name, taken: [first])
        #expect(second.count == 64)
        #expect(second.hasSuffix("-2"))
        #expect(ThemeID.isValid(second))
    }

    // MARK: Catalog

    @Test func builtInsHaveCategories() {
        let categories = Dictionary(uniqueKeysWithValues: Self.registry.themes.map { ($0.id, $0.category) })
        #expect(categories.filter { SeedValueTests.frBT01.contains($0.key) }
            == ["default": .professional, "midnight": .minimal, "forest": .professional,
                "sunset": .vibrant, "lavender": .soft, "rose": .vibrant])
        // Seed 003 Part 5: the presets give every category at least one theme.
        #expect(Set(categories.values.compactMap { $0 }) == Set(ThemeCategory.allCases))
    }

    @Test func aUserThemeJoinsTheCatalogAfterTheBuiltIns() throws {
        let ocean = try Self.theme([("color.accent", .string("#0B6E99"), .light), ("spacing.lg", .number(18), .both)])
        let registry = try Self.registry.adding(ocean)
        #expect(registry.themes.map(\.id) == Self.registry.themes.map(\.id) + ["ocean"])
        let info = try registry.lookup("ocean")
        #expect(info.isBuiltIn == false)
        #expect(info.category == .soft)
        #expect(info.displayName == "Ocean")
        #expect(info.previewColor == RGBAColor(rgb: 0x0B6E99))
        let light = try registry.tokens(themeID: "ocean", scheme: .light, accessibility: AccessibilityFlags())
        #expect(light.color("color.accent")?.hex == "#0B6E99")
        #expect(light.color("color.accentMuted")?.hex == "#0B6E991F")
        #expect(light["spacing.lg"] == .dimension(18))
        // Unset in dark: the template's (default) dark accent and its explicit hover.
        let dark = try registry.tokens(themeID: "ocean", scheme: .dark, accessibility: AccessibilityFlags())
        let template = try Self.registry.tokens(themeID: "default", scheme: .dark, accessibility: AccessibilityFlags())
        #expect(dark.color("color.accent") == template.color("color.accent"))
        #expect(dark.color("color.accentHover")?.hex == "#4BC2E8")
        #expect(dark["spacing.lg"] == .dimension(18))
    }

    @Test func aUserThemeOverAUserThemeInheritsItsValues() throws {
        let ocean = try Self.theme([("spacing.lg", .number(18), .both), ("shape.large", .number(4), .both)])
        let deep = try Self.theme(id: "deep", name: "Deep", template: "ocean", [("shape.large", .number(2), .both)])
        let registry = try Self.registry.adding(ocean).adding(deep)
        let set = try registry.tokens(themeID: "deep", scheme: .light, accessibility: AccessibilityFlags())
        #expect(set["spacing.lg"] == .dimension(18))
        #expect(set["shape.large"] == .dimension(2))
    }

    /// NFR-ACC-04 holds for the colors a user theme sets too: its gray text and cream surface
    /// (#8A8A8A on #FFFCF5 is 3.4:1) reach 7:1 in high contrast, hue kept.
    @Test func highContrastGivesAUserThemesOwnTextSevenToOne() throws {
        let cream = try Self.theme([("color.surface", .string("#FFFCF5"), .light), ("color.textTertiary", .string("#8A8A8A"), .light),
                                    ("color.textSecondary", .string("#7A6A5A"), .light)])
        let registry = try Self.registry.adding(cream)
        let normal = try registry.tokens(themeID: "ocean", scheme: .light, accessibility: AccessibilityFlags())
        #expect(normal.color("color.textTertiary")?.hex == "#8A8A8A")
        for flags in AccessibilityFlags.allCombinations where flags.highContrast {
            let set = try registry.tokens(themeID: "ocean", scheme: .light, accessibility: flags)
            for entry in ContrastAudit(tokens: set, highContrast: true).entries where entry.requirement.usage == .text {
                #expect(entry.ratio >= 7, "\(flags) \(entry.requirement.foreground.key) on \(entry.requirement.background.key)")
            }
            let secondary = try #require(set.color("color.textSecondary"))
            #expect(OKLCH(secondary).hue.distance(to: OKLCH(RGBAColor(rgb: 0x7A6A5A)).hue) < 2)
        }
    }

    @Test func theBlankTemplateIsTheNeutralsWithTheDefaultAccent() throws {
        let blank = try Self.theme(template: UserTheme.blankTemplate)
        let defaults = try Self.registry.tokens(themeID: "default", scheme: .light, accessibility: AccessibilityFlags())
        let set = try #require(Self.registry.tokens(of: blank, scheme: .light, accessibility: AccessibilityFlags()))
        #expect(set.color("color.accent") == defaults.color("color.accent"))
        #expect(set.color("color.background") == defaults.color("color.background"))
        #expect(set.color("color.accentHover")?.hex == "#1F81A4", "derived, not the seed's explicit #1E7FA3")
    }

    @Test func addingRefusesTakenIdsAndUnknownTemplates() throws {
        let taken = try Self.theme(id: "forest", name: "Forest Two")
        let takenError = try #require(throws: InvalidThemeError.self) { try Self.registry.adding(taken) }
        #expect(takenError.errors.map(\.field) == ["id"])
        let orphan = try Self.theme(template: "forst")
        let orphanError = try #require(throws: InvalidThemeError.self) { try Self.registry.adding(orphan) }
        #expect(orphanError.errors.map(\.field) == ["template"])
        #expect(orphanError.errors.first?.message.contains("did you mean 'forest'?") == true)
    }

    // MARK: Contrast

    @Test func aPaleAccentIsAContrastErrorAndABrandLikeOneAWarning() throws {
        let pale = try Self.theme([("color.accent", .string("#FFEB3B"), .light)])
        let problems = Self.registry.problems(of: pale)
        // The finding names the color the user set, and offers the nearest passing one.
        let inverse = try #require(problems.first { $0.field == "light.color.accent" && $0.message.hasPrefix("color.textInverse on color.accent") })
        #expect(inverse.severity == .error)
        #expect(inverse.message.contains("in light mode; expected at least 4.50:1; try #"))
        let suggestion = try RGBAColor(hex: String(inverse.message.suffix(7)))
        #expect(WCAG.contrastRatio(foreground: RGBAColor(rgb: 0xFFFFFF), on: suggestion) >= 4.5)
        #expect(OKLCH(suggestion).hue.distance(to: OKLCH(RGBAColor(rgb: 0xFFEB3B)).hue) < 3, "hue kept")
        #expect(!problems.contains { $0.field.hasPrefix("dark.") && $0.severity == .error })
        let error = try #require(throws: InvalidThemeError.self) { try Self.registry.adding(pale) }
        #expect(error.errors.contains(inverse))

        // Values the theme does not set are no finding: the template's brand accent stays as it is.
        #expect(Self.registry.problems(of: try Self.theme(template: "default")).isEmpty)
        // #2596BE set by the user carries white labels at 3.4:1: below 4.5:1 but above 3:1.
        let brand = try Self.theme(template: "default", [("color.accent", .string("#2596BE"), .light)])
        let warnings = Self.registry.problems(of: brand)
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.field == "light.color.accent" })
        #expect(warnings.contains { $0.message.contains("color.textInverse on color.accent (primary button, selected chip and tab labels) has contrast 3.40:1 in light mode; expected at least 4.50:1") })
        #expect(throws: Never.self) { try Self.registry.adding(brand) }
    }

    @Test func everyProblemOfAThemeIsReportedAtOnce() throws {
        var theme = try Self.theme(id: "../x", name: "x", template: "nope")
        theme.metadata.tags = (1...11).map { "t\($0)" }
        let fields = Self.registry.problems(of: theme).map(\.field)
        #expect(fields == ["id", "name", "tags", "template"])
        let error = try #require(throws: InvalidThemeError.self) { try Self.registry.adding(theme) }
        #expect(error.description.hasPrefix("invalid theme (4 errors):\n  id: theme id '../x' is invalid"))
        #expect(error.description.contains("\n  template: unknown template 'nope'"))
    }
}
