import Testing
@testable import ThemeConfiguration
import ThemeCore
@testable import ThemeDaemon

/// YAML user themes (docs/themes.md "YAML"): the SimpleX-style mapping, lossless round trips
/// of every kind of value and metadata, and refusals.
@Suite("YAML theme files")
struct ThemeYAMLTests {
    /// A theme with every kind of value and metadata text YAML could misread.
    static func theme() throws -> UserTheme {
        var values = SemanticOverrides()
        try values.set("color.accent", .string("#0B6E99"), for: .light)
        try values.set("color.border", .string("#00000033"), for: .dark)
        try values.set("spacing.lg", .number(17.5), for: .both)
        try values.set("typography.bodyLarge.weight", .number(500), for: .light)
        try values.set("typography.caption.design", .string("rounded"), for: .dark)
        try values.set("shadow.medium.y", .number(-3), for: .light)
        try values.set("component.bubble.tail", .string("off"), for: .dark)
        try values.set("component.bubble.roundness", .number(0.25), for: .light)
        return UserTheme(id: "ocean-blue", metadata: ThemeMetadata(
            name: "Ocean \"Blue\" ☂: yes", description: "Calm blues,\nfor night # reading.", author: "null",
            tags: ["blue", "123"], category: .professional), template: "midnight", values: values)
    }

    private static func decode(_ yaml: String) throws -> UserTheme {
        try ThemeFormats.decode(yaml, format: "yaml")
    }

    @Test func exportThenImportIsIdenticalForTrickyText() throws {
        let theme = try Self.theme()
        let yaml = ThemeYAML.encode(theme)
        #expect(try Self.decode(yaml) == theme)
        #expect(ThemeYAML.encode(try Self.decode(yaml)) == yaml)
    }

    @Test func simpleXColorsAndTokensMapToSemanticKeys() throws {
        let theme = try Self.decode("""
        format: themeswitch-theme
        version: 1
        id: plain
        name: Plain Theme
        category: soft
        template: default
        dark:
          colors:
            accent: "#FF3B30"
            textPrimary: "#EEEEEE"
          tokens:
            shape.medium: 16
        """)
        #expect(theme.values[.dark][.color(.accent)] == .color(RGBAColor(rgb: 0xFF3B30)))
        #expect(theme.values[.dark][.color(.textPrimary)] == .color(RGBAColor(rgb: 0xEEEEEE)))
        #expect(theme.values[.dark][.dimension(.shapeMedium)] == .dimension(16))
        #expect(theme.values[.light].isEmpty)
    }

    @Test func unknownFieldsAreRefusedNamingTheClosest() {
        #expect { try Self.decode("name: Plain Theme\nlight:\n  colours:\n    accent: \"#123456\"\n") } throws: { error in
            "\(error)".contains("'colours'") && "\(error)".contains("colors")
        }
        #expect { try Self.decode("nmae: Plain Theme\ncategory: soft\ntemplate: default\nid: p\nformat: themeswitch-theme\nversion: 1\n") } throws: { error in
            "\(error)".contains("'nmae'") && "\(error)".contains("'name'")
        }
    }

    /// A key given twice is refused in every YAML file the daemon reads, by the reader of each.
    @Test func aKeyGivenTwiceIsRefused() throws {
        #expect { try Self.decode("format: themeswitch-theme\nversion: 1\nid: p\nname: A\nname: B\ncategory: soft\ntemplate: default\n") } throws: { error in
            "\(error)".contains("InvalidTheme") && "\(error)".contains("duplicate")
        }
        #expect { try OverridesYAML.overrides(from: "global:\n  dark: {}\n  dark: {}\n") } throws: { error in
            "\(error)".contains("field 'dark' appears twice in 'global'")
        }
        let paths = ConfigurationPaths(environment: ["HOME": "/home/u"])
        #expect(throws: ConfigurationError(file: "config.yaml", line: 3, reason: "key 'timeout' is given twice in 'hooks'")) {
            try ConfigurationParser.parse("hooks:\n  timeout: 3\n  timeout: 4\n", file: "config.yaml", paths: paths)
        }
    }
}

