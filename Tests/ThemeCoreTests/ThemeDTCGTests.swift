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

    @Test func aCompositesLineHeightIsAMultipleOfItsFontSizeAndNeedsIt() throws {
        let theme = try Self.decode("""
        {"typography": {"bodyLarge": {"$type": "typography", "$value": {"fontFamily": ["system-ui"], "fontSize": {"value": 16,
          "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": -0.25, "unit": "px"}, "lineHeight": 1.5}}}}
        """)
        #expect(theme.values[.light][.lineHeight(.bodyLarge)] == .dimension(24))
        #expect(theme.values[.dark][.letterSpacing(.bodyLarge)] == .dimension(-0.25))
        let problems = Self.problems("""
        {"typography": {"bodyLarge": {"$type": "typography", "$value": {"fontWeight": 400, "lineHeight": 1.5}}}}
        """)
        #expect(problems.map(\.field) == ["typography.bodyLarge.lineHeight"])
        #expect(problems.first?.message.contains("give the fontSize beside it") == true)
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
        // The cycle is one break: named once, at the first token reaching it.
        #expect(problems.filter { $0.message.contains("cycle") }.count == 1)
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

    /// The 2025.10 composite forms (Format Module §9.6, §9.7), with aliases inside and for the whole value.
    @Test func typographyAndShadowCompositesSetTheKeysTheyCover() throws {
        let theme = try Self.decode("""
        {
          "font": {"$type": "fontFamily", "round": {"$value": ["ui-rounded", "system-ui"]}},
          "size": {"$type": "dimension", "body": {"$value": {"value": 1.125, "unit": "rem"}}},
          "ink": {"$type": "color", "shade": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}}},
          "typography": {
            "$type": "typography",
            "bodyLarge": {"$value": {"fontFamily": "{font.round}", "fontSize": "{size.body}", "fontWeight": "semi-bold",
                                     "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
            "titleSmall": {"$value": "{typography.bodyLarge}"}
          },
          "dark": {"shadow": {"medium": {"$type": "shadow", "$value": [{"color": "{ink.shade}",
            "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 3, "unit": "px"},
            "blur": {"value": 10, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": false}]}}}
        }
        """)
        for role in [TypographyRole.bodyLarge, .titleSmall] {
            for scheme in ColorScheme.allCases {
                #expect(theme.values[scheme][.fontDesign(role)] == .fontDesign(.rounded))
                #expect(theme.values[scheme][.fontSize(role)] == .dimension(18))
                #expect(theme.values[scheme][.fontWeight(role)] == .fontWeight(600))
            }
        }
        let dark = theme.values[.dark]
        #expect(dark[.shadowColor(.medium)] == .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2).quantized))
        #expect(dark[.shadowX(.medium)] == .dimension(0) && dark[.shadowY(.medium)] == .dimension(3))
        // CSS blur 10px is SwiftUI radius 5 (blur = 2 × radius, docs/themes.md).
        #expect(dark[.shadowRadius(.medium)] == .dimension(5))
        #expect(theme.values[.light][.shadowRadius(.medium)] == nil)
    }

    @Test func compositeFieldsTheModelCannotHoldAreRefusedByPath() {
        let problems = Self.problems("""
        {
          "typography": {"bodyLarge": {"$type": "typography", "$value": {"fontFamily": "Comic Sans", "fontSize": {"value": 200,
            "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5, "fontStyle": "italic"}},
            "caption": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}},
          "shadow": {"subtle": {"$type": "shadow", "$value": [{"color": "#000000", "offsetX": {"value": 0, "unit": "px"},
              "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
            {"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
              "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]},
            "medium": {"$type": "shadow", "$value": {"color": "{ink.none}", "spread": {"value": 2, "unit": "px"}, "inset": true,
              "blurr": {"value": 2, "unit": "px"}}}}
        }
        """)
        let fields = Set(problems.map(\.field))
        #expect(fields == [
            "typography.bodyLarge.fontFamily", "typography.bodyLarge.fontSize", "typography.bodyLarge.fontStyle",
            "typography.caption", "shadow.subtle", "shadow.medium.color", "shadow.medium.spread", "shadow.medium.inset",
            "shadow.medium.blurr",
        ])
        #expect(problems.first { $0.field == "typography.caption" }?.message.contains("expects 'typography'") == true)
        #expect(problems.first { $0.field == "shadow.subtle" }?.message.contains("2 layers") == true)
        #expect(problems.first { $0.field == "shadow.medium.blurr" }?.message.contains("did you mean 'blur'") == true)
        #expect(problems.first { $0.field == "shadow.medium.color" }?.message.contains("{ink.none} names no token") == true)
    }

    @Test func anEmptyDocumentTooLargeAndNotUTF8FilesAreRefused() {
        #expect(Self.problems("{}").map(\.field) == ["(file)"])
        #expect(throws: ThemeFileError.tooLarge(bytes: 130 * 1024)) {
            try ThemeDTCG.decode(Array(repeating: UInt8(ascii: " "), count: 130 * 1024))
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
