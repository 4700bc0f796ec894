import Testing
import ThemeCore

@Suite("DTCG theme files")
struct ThemeDTCGTests {
    private static func decode(_ text: String) throws(ThemeFileError) -> UserTheme {
        try ThemeDTCG.decode(Array(text.utf8))
    }

    private static func problems(_ text: String) -> [ValidationProblem] {
        do throws(ThemeFileError) {
            _ = try decode(text)
            return []
        } catch {
            guard case .invalid(let invalid) = error else { return [] }
            return invalid.problems
        }
    }

    @Test func exportThenImportIsIdentical() throws {
        let theme = try ThemeFileTests.rich()
        let text = ThemeDTCG.encode(theme)
        let decoded = try Self.decode(text)
        #expect(decoded == theme)
        #expect(ThemeDTCG.encode(decoded) == text)
    }

    @Test func aResolverDocumentWithASchemeModifierImportsAsTheSameTheme() throws {
        let theme = try ThemeFileTests.rich()
        let text = ThemeDTCG.encodeResolver(theme)
        #expect(text.contains(#""version": "2025.10""#))
        #expect(text.contains(#""resolutionOrder": ["#) && text.contains(##""$ref": "#/modifiers/scheme""##))
        #expect(try Self.decode(text) == theme)
    }

    @Test func tokensAreGroupedTypedAndColorsUseTheColorModule() throws {
        let text = ThemeDTCG.encode(try ThemeFileTests.rich())
        #expect(text.contains("""
            "color": {
              "accent": {
                "$type": "color",
                "$value": {
                  "colorSpace": "srgb",
                  "components": [0.0431, 0.4314, 0.6],
                  "alpha": 1,
                  "hex": "#0b6e99"
                }
              },
        """))
        #expect(text.contains(#""$value": {"# + "\n" + #"          "value": 17.5,"# + "\n" + #"          "unit": "px""#))
        #expect(text.contains(#""$type": "fontFamily","# + "\n" + #"          "$value": ["ui-rounded", "system-ui", "sans-serif"]"#))
        #expect(text.contains(#""org.themeswitch": {"#))
    }

    @Test func groupTypesAreInheritedAndAliasesRemAndHexAreRead() throws {
        let theme = try Self.decode("""
        {
          "$extensions": {"org.themeswitch": {"id": "plain", "name": "Plain Theme", "category": "soft", "template": "default"}},
          "base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "alpha": 0.5}}},
          "color": {"$type": "color", "accent": {"$value": "{base.blue}"}, "border": {"$value": "#112233"}},
          "spacing": {"lg": {"$type": "dimension", "$value": {"value": 1.5, "unit": "rem"}}},
          "dark": {"color": {"accent": {"$value": "{color.border}"}}},
          "typography": {"bodyMedium": {"weight": {"$type": "fontWeight", "$value": "bold"}}}
        }
        """)
        #expect(theme.metadata.name == "Plain Theme")
        #expect(theme.metadata.category == .soft)
        #expect(theme.values[.light][.color(.accent)] == .color(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5).quantized))
        #expect(theme.values[.dark][.color(.accent)] == .color(RGBAColor(rgb: 0x112233)))
        #expect(theme.values[.light][.dimension(.lg)] == .dimension(24))
        #expect(theme.values[.dark][.fontWeight(.bodyMedium)] == .fontWeight(700))
    }

    @Test func anAliasCycleIsRefusedNamingTheChain() {
        let problems = Self.problems("""
        {"color": {"$type": "color", "accent": {"$value": "{color.border}"}, "border": {"$value": "{color.accent}"}}}
        """)
        #expect(problems.contains { $0.field == "color.accent" && $0.message.contains("alias cycle color.accent → color.border → color.accent") })
        #expect(problems.contains { $0.field == "color.border" && $0.message.contains("alias cycle") })
    }

    @Test func everyUnusableTokenIsReportedByItsPathAndTheImportRefused() {
        let problems = Self.problems("""
        {
          "light": {"color": {"accent": {"$type": "color", "$value": "#12345"}, "acent": {"$type": "color", "$value": "#123456"}}},
          "spacing": {"lg": {"$type": "dimension", "$value": {"value": 4, "unit": "em"}}},
          "color": {"border": {"$value": "#123456"}, "separator": {"$type": "color", "$value": "{color.nothing}"}},
          "motion": {"scale": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}
        }
        """)
        let fields = Set(problems.map(\.field))
        #expect(fields == ["light.color.accent", "light.color.acent", "spacing.lg", "color.border", "color.separator", "motion.scale"])
        #expect(problems.first { $0.field == "light.color.acent" }?.message.contains("color.accent") == true)
        #expect(problems.first { $0.field == "spacing.lg" }?.message.contains("unit is not px or rem") == true)
        #expect(problems.first { $0.field == "color.border" }?.message.contains("no $type") == true)
        #expect(problems.first { $0.field == "color.separator" }?.message.contains("{color.nothing} names no token") == true)
        #expect(problems.first { $0.field == "motion.scale" }?.message.contains("expects 'number'") == true)
    }

    @Test func anEmptyDocumentTooLargeAndNotUTF8FilesAreRefused() {
        #expect(Self.problems("{}").map(\.field) == ["(file)"])
        #expect(throws: ThemeFileError.tooLarge(bytes: 60 * 1024)) {
            try ThemeDTCG.decode(Array(repeating: UInt8(ascii: " "), count: 60 * 1024))
        }
        #expect(throws: ThemeFileError.notUTF8) { try ThemeDTCG.decode([0x7B, 0xFF, 0x7D]) }
    }

    @Test func badMetadataIsReportedUnderTheExtensionKey() {
        let problems = Self.problems("""
        {"$extensions": {"org.themeswitch": {"name": "ab", "colour": "x", "category": "soft", "template": "default", "id": "ok"}}}
        """)
        #expect(Set(problems.map(\.field)) == ["$extensions.org.themeswitch.name", "$extensions.org.themeswitch.colour"])
    }
}
