import Testing
@testable import ThemeCore

/// The catalog of many user themes (issue 28 §2, "Scale"): built in one linear pass, templates
/// however deep, compiled themes reused, and each theme compiled only when asked for.
@Suite struct CatalogScaleTests {
    static func theme(_ id: String, name: String? = nil, template: String, accent: String? = nil) throws -> UserTheme {
        var values = SemanticOverrides()
        if let accent { try values.set("color.accent", .string(accent), for: .light) }
        return UserTheme(id: id, metadata: ThemeMetadata(name: name ?? "Theme \(id)", category: .minimal), template: template, values: values)
    }

    /// The preview color the catalog shows without compiling is the compiled light accent.
    @Test func thePreviewColorIsTheCompiledLightAccent() throws {
        let themes = [try Self.theme("own", template: "forest", accent: "#123456"), try Self.theme("plain", template: "rose"),
                      try Self.theme("blank-one", template: "blank"), try Self.theme("from-own", template: "own")]
        let registry = ThemeRegistry.builtIn.includingUnchecked(themes).registry
        #expect(registry.themes.count == ThemeRegistry.builtIn.themes.count + themes.count)
        for (info, compiled) in zip(registry.themes, registry.compiled) {
            #expect(info.previewColor == compiled.semantic(scheme: .light, highContrast: false)[.accent], "\(info.id)")
        }
    }

    /// 5 000 themes, each made from the one before: all included (no recursion to overflow), in name order.
    @Test func aTemplateChainOfThousandsIsIncludedInNameOrder() throws {
        let themes = try (0..<5_000).map { try Self.theme("t\($0)", name: "Theme \(4_999 - $0)", template: $0 == 0 ? "default" : "t\($0 - 1)") }
        let (registry, leftOut) = ThemeRegistry.builtIn.includingUnchecked(themes.reversed())
        #expect(leftOut.isEmpty)
        let user = registry.themes.dropFirst(ThemeRegistry.builtIn.themes.count).map(\.displayName)
        #expect(user == themes.map(\.metadata.name).sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test func aMissingTemplateOrACycleIsLeftOutAndNothingElse() throws {
        let themes = [try Self.theme("a", template: "b"), try Self.theme("b", template: "a"), try Self.theme("orphan", template: "gone"),
                      try Self.theme("child", template: "orphan"), try Self.theme("fine", template: "default"),
                      try Self.theme("sunset", template: "default")]
        let (registry, leftOut) = ThemeRegistry.builtIn.includingUnchecked(themes)
        #expect(Set(leftOut.map(\.id)) == ["a", "b", "orphan", "child", "sunset"])
        #expect(registry.themes.count == ThemeRegistry.builtIn.themes.count + 1)
        #expect((try? registry.lookup("fine")) != nil)
    }

    @Test func anUnchangedThemeKeepsItsCompiledForm() throws {
        let themes = try (0..<20).map { try Self.theme("t\($0)", template: "midnight", accent: "#1234\($0 + 10)") }
        let first = ThemeRegistry.builtIn.includingUnchecked(themes).registry
        var edited = themes
        edited[3] = try Self.theme("t3", template: "midnight", accent: "#654321")
        let second = ThemeRegistry.builtIn.includingUnchecked(edited, reusing: first).registry
        for theme in themes {
            let before = first.compiled[first.indexByID[theme.id] ?? 0], after = second.compiled[second.indexByID[theme.id] ?? 0]
            #expect((before === after) == (theme.id != "t3"), "\(theme.id)")
        }
        #expect(second.themes.first { $0.id == "t3" }?.previewColor == (try RGBAColor(hex: "#654321")))
    }

    /// A user theme's values (its derived counterparts, its fitted colors) are worked out on its
    /// first use, not when the catalog is built, and a rebuild keeps what was worked out of the
    /// themes that did not change.
    @Test func valuesAreWorkedOutOnFirstUseAndKeptByARebuild() throws {
        // #FFD54F set for both schemes fails on light backgrounds only: light gets a counterpart.
        var themes = try (0..<6).map { index in
            var values = SemanticOverrides()
            try values.set("color.accent", .string("#FFD54F"), for: .both)
            return UserTheme(id: "t\(index)", metadata: ThemeMetadata(name: "Theme \(index)", category: .minimal),
                             template: index == 5 ? "t4" : "default", values: values)
        }
        let first = ThemeRegistry.builtIn.includingUnchecked(themes).registry
        func userValues(_ registry: ThemeRegistry, _ id: String) throws -> UserThemeValues {
            let index = try #require(registry.indexByID[id])
            return try #require(registry.definitions[index].userValues)
        }
        for theme in themes { #expect(try !userValues(first, theme.id).isWorkedOut, "\(theme.id)") }
        let light = try first.tokens(themeID: "t5", scheme: .light, accessibility: AccessibilityFlags())
        #expect(light.color("color.accent") != (try RGBAColor(hex: "#FFD54F")))
        #expect(try first.tokens(themeID: "t5", scheme: .dark, accessibility: AccessibilityFlags()).color("color.accent")
            == (try RGBAColor(hex: "#FFD54F")))
        #expect(try userValues(first, "t5").isWorkedOut && userValues(first, "t4").isWorkedOut)
        #expect(try !userValues(first, "t0").isWorkedOut)
        themes[0].metadata.description = "Changed, so worked out again."
        let second = ThemeRegistry.builtIn.includingUnchecked(themes, reusing: first).registry
        #expect(try userValues(second, "t5") === userValues(first, "t5") && userValues(second, "t4") === userValues(first, "t4"))
        #expect(try userValues(second, "t0") !== userValues(first, "t0"))
        #expect(try second.tokens(themeID: "t5", scheme: .light, accessibility: AccessibilityFlags()) == light)
    }

    /// Inserting, editing (a theme and those made from it) and removing in place give the
    /// catalog and tokens a full rebuild gives.
    @Test func inPlaceChangesGiveWhatARebuildGives() throws {
        var themes = try (0..<30).map { try Self.theme("t\($0)", name: "Name \(($0 * 7) % 30)", template: $0 % 5 == 4 ? "t\($0 - 1)" : "forest") }
        var registry = ThemeRegistry.builtIn.includingUnchecked(themes).registry
        func expectSameAsRebuild(_ registry: ThemeRegistry) throws {
            let rebuilt = ThemeRegistry.builtIn.includingUnchecked(themes).registry
            #expect(registry.themes == rebuilt.themes)
            for theme in themes {
                #expect(try registry.tokens(themeID: theme.id, scheme: .dark, accessibility: AccessibilityFlags())
                    == rebuilt.tokens(themeID: theme.id, scheme: .dark, accessibility: AccessibilityFlags()), "\(theme.id)")
            }
        }
        let added = try Self.theme("new", name: "Name 15b", template: "midnight")
        themes.append(added)
        registry = try #require(registry.insertingUnchecked(added))
        try expectSameAsRebuild(registry)
        themes[3] = try Self.theme("t3", name: themes[3].metadata.name, template: "forest", accent: "#224466")
        registry = try #require(registry.updatingUnchecked([themes[3], themes[4]]))
        try expectSameAsRebuild(registry)
        #expect(registry.updatingUnchecked([try Self.theme("t3", name: "Renamed", template: "forest")]) == nil)
        themes.removeAll { $0.id == "t9" }
        registry = try #require(registry.removingUnchecked("t9"))
        try expectSameAsRebuild(registry)
        #expect(registry.removingUnchecked("default") == nil)
    }
}

/// A theme converted from another format (YAML) is held to the 50 KB limit as given, not as converted.
@Suite struct ConvertedThemeTests {
    @Test func convertedJSONIsNotHeldToTheFileLimit() throws {
        let json = "{\"format\": \"themeswitch-theme\", \"version\": 1, \"id\": \"long\", \"name\": \"Long\", \"category\": \"minimal\", "
            + "\"template\": \"default\"" + String(repeating: " ", count: ThemeFile.maximumBytes) + "}"
        #expect(throws: ThemeFileError.tooLarge(bytes: json.utf8.count)) { try ThemeFile.decode(Array(json.utf8)) }
        #expect(try ThemeFile.decode(convertedJSON: json).id == "long")
    }
}
