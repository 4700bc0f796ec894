import Testing
import ThemeCore

@Suite("Theme files")
struct ThemeFileTests {
    /// A theme setting values of every kind, some per scheme.
    static func rich() throws -> UserTheme {
        var values = SemanticOverrides()
        try values.set("color.accent", .string("#0b6e99"), for: .light)
        try values.set("color.accent", .string("#5FC3E4"), for: .dark)
        try values.set("color.border", .string("#00000033"), for: .both)
        try values.set("spacing.lg", .number(17.5), for: .both)
        try values.set("typography.bodyLarge.weight", .number(500), for: .light)
        try values.set("typography.caption.design", .string("rounded"), for: .dark)
        try values.set("shadow.medium.y", .number(-3), for: .light)
        try values.set("motion.scale", .number(0.5), for: .dark)
        return UserTheme(
            id: "ocean-blue",
            metadata: ThemeMetadata(name: "Ocean \"Blue\" ☂", description: "Calm blues,\nfor night reading.",
                                    author: "Ada L.", tags: ["Blue", "calm"], category: .professional),
            template: "midnight", values: values)
    }

    private static func decode(_ text: String) throws(ThemeFileError) -> UserTheme {
        try ThemeFile.decode(Array(text.utf8))
    }

    @Test func encodeThenDecodeIsIdentical() throws {
        let theme = try Self.rich()
        let text = ThemeFile.encode(theme)
        let decoded = try Self.decode(text)
        #expect(decoded == theme)
        #expect(ThemeFile.encode(decoded) == text)
    }

    /// Style parameters (a flag, a fraction) survive the theme file and DTCG; a flag is a JSON boolean.
    @Test func styleParametersRoundTrip() throws {
        var values = SemanticOverrides()
        try values.set("component.bubble.tail", .string("false"), for: .dark)
        try values.set("component.avatar.cornerRadius", .number(0.125), for: .both)
        let theme = UserTheme(id: "square", metadata: ThemeMetadata(name: "Square", category: .minimal), template: "default",
                              values: values)
        let text = ThemeFile.encode(theme)
        #expect(text.contains("\"component.bubble.tail\": false"))
        #expect(try Self.decode(text) == theme)
        #expect(try ThemeDTCG.decode(Array(ThemeDTCG.encode(theme).utf8)) == theme)
    }

    @Test func theFormatIsTheDocumentedOne() throws {
        let text = ThemeFile.encode(try Self.rich())
        #expect(text == """
        {
          "format": "themeswitch-theme",
          "version": 1,
          "id": "ocean-blue",
          "name": "Ocean \\"Blue\\" ☂",
          "description": "Calm blues,\\nfor night reading.",
          "author": "Ada L.",
          "tags": ["blue", "calm"],
          "category": "professional",
          "template": "midnight",
          "light": {
            "color.accent": "#0B6E99",
            "color.border": "#00000033",
            "spacing.lg": 17.5,
            "typography.bodyLarge.weight": 500,
            "shadow.medium.y": -3
          },
          "dark": {
            "color.accent": "#5FC3E4",
            "color.border": "#00000033",
            "spacing.lg": 17.5,
            "motion.scale": 0.5,
            "typography.caption.design": "rounded"
          }
        }

        """)
    }

    @Test func aMinimalFileDecodes() throws {
        let theme = try Self.decode("""
            {"format": "themeswitch-theme", "version": 1, "id": "plain", "name": "Plain",
             "category": "minimal", "template": "blank"}
            """)
        #expect(theme == UserTheme(id: "plain", metadata: ThemeMetadata(name: "Plain", category: .minimal),
                                   template: "blank"))
        #expect(theme.values.isEmpty)
    }

    @Test func aFileOver128KBIsRefusedBeforeItIsRead() {
        let padding = String(repeating: " ", count: 130 * 1024)
        let text = "{\"format\": \"themeswitch-theme\"," + padding + "}"
        #expect(throws: ThemeFileError.tooLarge(bytes: text.utf8.count)) { try Self.decode(text) }
        #expect(ThemeFileError.tooLarge(bytes: 133_150).description
            == "the theme file has 133150 bytes; expected at most 131072 (128 KB)")
    }

    @Test("bytes that are not UTF-8", arguments: [
        [0x7B, 0xFF, 0x7D], [0x7B, 0x22, 0xC3, 0x22, 0x7D], [0xFE, 0xFF, 0x00, 0x7B], [0x7B, 0xED, 0xA0, 0x80, 0x7D],
    ] as [[UInt8]])
    func notUTF8(bytes: [UInt8]) {
        #expect(throws: ThemeFileError.notUTF8) { try ThemeFile.decode(bytes) }
    }

    @Test("text that is not JSON, or JSON the strict reader refuses", arguments: [
        ("", "expected a value, found the end"),
        ("{\"id\": \"a\",}", "expected a quoted object key"),
        ("{\"id\": \"a\", \"id\": \"b\"}", "duplicate object key \"id\""),
        ("{\"id\": 'a'}", "expected a value"),
        ("{\"id\": \"a\"} x", "unexpected text after the value"),
        ("// comment\n{}", "expected a value"),
        ("{\"n\": 01}", "expected ',' or '}' in an object"),
        ("{\"n\": 1e999}", "number out of range"),
        ("{\"s\": \"\\ud800\"}", "lone surrogate"),
        ("{\"s\": \"tab\there\"}", "control character in a string"),
        (String(repeating: "[", count: 40) + String(repeating: "]", count: 40), "nested deeper than 32 levels"),
    ])
    func notJSON(text: String, message: String) throws {
        let error = try #require(throws: ThemeFileError.self) { try Self.decode(text) }
        guard case .notJSON(let syntax) = error else { Issue.record("\(error)"); return }
        #expect(syntax.message.contains(message), "\(syntax)")
        #expect(error.description.hasPrefix("the theme file is not JSON: invalid JSON at byte "))
    }

    @Test func aBadFileIsRefusedWholeWithEveryProblem() throws {
        let error = try #require(throws: ThemeFileError.self) {
            try Self.decode("""
                {"format": "themeswitch-theme", "version": 1, "id": "../etc", "name": "ab",
                 "tags": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"], "category": "vibrnt",
                 "template": "default", "colour": 1,
                 "light": {"color.accent": "#12345", "color.acent": "#FFF", "typography.bodyLarge.size": 200,
                           "spacing.lg": true, "color.surface": "#FAFAFA"},
                 "dark": {"component.card.background": "#000"}}
                """)
        }
        guard case .invalid(let invalid) = error else { Issue.record("\(error)"); return }
        #expect(invalid.problems.map(\.field) == [
            "colour", "category", "id", "name", "tags", "light.color.accent", "light.color.acent",
            "light.typography.bodyLarge.size", "light.spacing.lg", "dark.component.card.background",
        ])
        #expect(invalid.problems.allSatisfy { $0.severity == .error })
        #expect(invalid.problems[0].message == "unknown field 'colour'; expected format, version, id, name, "
            + "description, author, tags, category, template, light, dark, wallpaper, schemes, terminal")
        #expect(invalid.problems[1].message.contains("did you mean 'vibrant'?"))
        #expect(invalid.problems[6].message.contains("did you mean 'color.accent'?"))
        #expect(invalid.problems[8].message == "'true' is not valid for spacing.lg: expected a length in points from 0 to 1000")
        #expect(error.description.hasPrefix("the theme file holds an invalid theme (10 errors):\n  colour: unknown field"))
    }

    @Test func idAndMetadataProblemsAreReportedTogether() throws {
        let error = try #require(throws: ThemeFileError.self) {
            try Self.decode("""
                {"format": "themeswitch-theme", "version": 1, "id": "a/b", "name": "ab",
                 "tags": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "\(String(repeating: "t", count: 21))"],
                 "category": "soft", "template": "default"}
                """)
        }
        guard case .invalid(let invalid) = error else { Issue.record("\(error)"); return }
        #expect(invalid.problems.map(\.field) == ["id", "name", "tags", "tags[11]"])
    }

    @Test("required parts and their kinds", arguments: [
        ("{}", ["format", "version", "id", "name", "category", "template"]),
        ("[]", ["(file)"]),
        ("{\"format\": \"css\", \"version\": 2, \"id\": 3, \"name\": \"Fine\", \"category\": \"soft\", \"template\": \"x/y\"}",
         ["format", "version", "id", "template"]),
        ("{\"format\": \"themeswitch-theme\", \"version\": 1, \"id\": \"ok\", \"name\": \"Fine\", \"category\": \"soft\", \"template\": \"blank\", "
            + "\"tags\": \"calm\", \"light\": []}", ["tags", "light"]),
    ])
    func structure(text: String, fields: [String]) throws {
        let error = try #require(throws: ThemeFileError.self) { try Self.decode(text) }
        guard case .invalid(let invalid) = error else { Issue.record("\(error)"); return }
        #expect(invalid.problems.map(\.field) == fields, "\(invalid)")
    }

    @Test func aNewerVersionIsRefusedByName() throws {
        var text = ThemeFile.encode(try Self.rich())
        text = text.replacing("\"version\": 1", with: "\"version\": 2")
        let error = try #require(throws: ThemeFileError.self) { try Self.decode(text) }
        #expect(error.description.contains("version: the file has version 2; expected version 1"))
    }
}

@Suite("Theme file documentation")
struct ThemeFileDocumentationTests {
    @Test func theExampleInDocsThemesIsWhatThemeswitchWrites() throws {
        var values = SemanticOverrides()
        try values.set("color.accent", .string("#0B6E99"), for: .light)
        try values.set("color.accent", .string("#5FC3E4"), for: .dark)
        try values.set("color.surface", .string("#101418"), for: .dark)
        try values.set("shape.large", .number(12), for: .both)
        try values.set("typography.bodyLarge.size", .number(18), for: .both)
        let theme = UserTheme(
            id: ThemeID.slug(from: "Harbour", taken: []),
            metadata: ThemeMetadata(name: "Harbour", description: "Deep teal accents for long evenings.",
                                    author: "Ada Lovelace", tags: ["Calm", "teal"], category: .professional),
            template: "default", values: values)
        let root = String(#filePath.dropLast("Tests/ThemeCoreTests/ThemeFileTests.swift".count))
        let document = try SourceFiles.read(root + "docs/themes.md")
        #expect(document.contains("```json\n" + ThemeFile.encode(theme) + "```\n"))
        let decoded = try ThemeFile.decode(Array(ThemeFile.encode(theme).utf8))
        #expect(decoded == theme)
        #expect(ThemeRegistry.builtIn.problems(of: theme).allSatisfy { $0.severity == .warning })
    }
}
