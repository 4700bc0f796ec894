import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// Issue 40 §3: templates written for matugen 4 render unchanged, with Material's roles.
@Suite("matugen templates")
struct MatugenTemplateTests {
    static let fixtures = String(#filePath.split(separator: "/").dropLast(2).joined(separator: "/")).rooted + "/Fixtures/matugen-themes/templates"

    /// A wallpaper theme of Google's blue in tonal spot, the seed of materialyoucolor's lines in
    /// MaterialSchemeTests.
    static let blue = DynamicTheme(source: RGBAColor(rgb: 0x4285F4), style: .tonalSpot)

    static func tokens(_ themeID: String) throws -> SchemePair<TokenSet> {
        let registry = ThemeRegistry.builtIn
        return SchemePair(light: try registry.tokens(themeID: themeID, scheme: .light, accessibility: AccessibilityFlags()),
                          dark: try registry.tokens(themeID: themeID, scheme: .dark, accessibility: AccessibilityFlags()))
    }

    static func render(_ source: String, scheme: ColorScheme = .dark, dynamic: DynamicTheme? = blue) throws -> String {
        try MatugenTemplate(name: "test", source: source).render(MatugenContext(tokens: tokens("default"), scheme: scheme, dynamic: dynamic))
    }

    static func failure(_ source: String) -> String? {
        do {
            _ = try render(source)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func templateFiles() throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: fixtures))
        return enumerator.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: fixtures + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    @Test func everyTemplateOfMatugenThemesRendersForEveryKindOfTheme() throws {
        let files = try Self.templateFiles()
        #expect(files.count >= 55)
        var failures: [String] = []
        for file in files {
            let source = try String(contentsOfFile: Self.fixtures + "/" + file, encoding: .utf8)
            let template = try MatugenTemplate(name: file, source: source)
            for scheme in [ColorScheme.light, .dark] {
                for (themeID, dynamic) in [("nord", nil), ("default", Self.blue), ("gruvbox", DynamicTheme(source: RGBAColor(rgb: 0xB33B15), style: .monochrome))] {
                    do {
                        let text = try template.render(MatugenContext(tokens: Self.tokens(themeID), scheme: scheme, dynamic: dynamic))
                        if text.contains("{{") && !source.contains("\\{{") { failures.append("\(file): a '{{' is left in the output") }
                    } catch {
                        failures.append("\(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// kitty's template (matugen-themes) for the blue wallpaper theme: its lines hold the roles
    /// materialyoucolor computes for #4285F4 (MaterialSchemeTests' table), in matugen's lowercase hex.
    @Test func kittysLinesHoldMaterialsRoles() throws {
        let source = try String(contentsOfFile: Self.fixtures + "/kitty-colors.conf", encoding: .utf8)
        let dark = try Self.render(source, scheme: .dark).split(separator: "\n")
        #expect(dark.contains("background            #111318"))
        #expect(dark.contains("foreground            #e2e2e9"))
        #expect(dark.contains("selection_background  #3f4759"))
        #expect(dark.contains("url_color             #debcdf"))
        #expect(dark.contains("color1                #ffb4ab"))
        #expect(dark.contains("color4                #adc6ff"))
        let light = try Self.render(source, scheme: .light).split(separator: "\n")
        #expect(light.contains("background            #f9f9ff"))
        #expect(light.contains("color4                #445e91"))
    }

    /// vscode's template: the filters' results, computed with Python's colorsys by matugen's rules
    /// (HSL saturation and lightness in percentage points, clamped; `auto_lightness` darkens a
    /// color of lightness 50 % or more) from materialyoucolor's dark roles of #4285F4.
    @Test func filtersGiveWhatMatugensRulesGive() throws {
        let source = try String(contentsOfFile: Self.fixtures + "/vscode-colors", encoding: .utf8)
        let lines = try Self.render(source, scheme: .dark).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "#d0d0fb")
        #expect(lines[2] == "#b5c1e6")
        #expect(lines[10] == "#8fa1d9")
        #expect(lines[12] == "#7aa3ff")
        #expect(try Self.render("{{colors.on_surface.default.rgba | set_alpha: 0.10}}") == "rgba(226, 226, 233, 0.1)")
        #expect(try Self.render("{{colors.on_surface.default.rgb | set_lightness: -10.0}}") == "rgb(0, 0, 0)")
    }

    @Test func formatsPrintAsMatugenPrintsThem() throws {
        #expect(try Self.render("{{colors.primary.dark.hex}} {{colors.primary.dark.hex_stripped}} {{colors.primary.light.hex_alpha}}")
            == "#adc6ff adc6ff #445E91FF")
        #expect(try Self.render("{{colors.primary.default.rgb}} {{colors.primary.default.rgba}}") == "rgb(173, 198, 255) rgba(173, 198, 255, 1)")
        #expect(try Self.render("{{colors.primary.default.red}},{{colors.primary.default.green}},{{colors.primary.default.blue}} {{colors.primary.default.alpha}}")
            == "173,198,255 1")
        // #ADC6FF: max 1, min 173/255, lightness 83.9 %, saturation 100 %, hue 221.7°.
        #expect(try Self.render("{{colors.primary.default.hsl}} {{colors.primary.default.hue}}") == "hsl(222, 100%, 84%) 221")
        #expect(try Self.render("{{mode}} {{is_dark_mode}} {{colors.source_color.default.hex}}") == "dark true #4285f4")
        #expect(try Self.render("{{ \"#FF0000\" | to_color | set_red: 0 }} {{ \"red\" | to_color | set_alpha: 0.5 | format: \"rgba\" }}")
            == "#000000 rgba(255, 0, 0, 0.5)")
        #expect(try Self.render("{{ colors.surface_container.default.red }} {{ {{ colors.surface_container.default.red }} / 2 }}") == "30 15")
    }

    @Test func loopsAndConditionsRunAsMatugensDo() throws {
        #expect(try Self.render("<* for i in 0..3 *>{{ loop.index }}<* if {{ loop.last }} *>.<* else *>,<* endif *><* endfor *>") == "0,1,2.")
        let loop = try Self.render("<* for name, value in colors *><* if {{ loop.first }} *>{{name | replace: \"_\", \"-\"}} {{value.default.hex}}<* endif *><* endfor *>")
        #expect(loop == "source-color #4285f4")
        #expect(try Self.render("<* if not {{ is_dark_mode }} *>light<* else *>dark<* endif *>") == "dark")
        #expect(try Self.render("<* for shade, color in palettes.error *><* if {{ loop.first }} *>{{shade}}={{color.hex}}<* endif *><* endfor *>") == "0=#000000")
        #expect(try Self.render("\\{{ not a tag }} {{ base16.base00.dark.hex | lower_case }}").hasPrefix("{{ not a tag }} #"))
        #expect(try Self.render("{{ \"Surface Container_high\" | snake_case }} {{ \"surface_container\" | camel_case }}") == "surface_container_high surfaceContainer")
    }

    @Test func whatMatugenRefusesIsAnErrorNamingTheLine() {
        #expect(Self.failure("a\n{{ colors.primry.default.hex }}") == "test:2: unknown variable 'colors.primry.default.hex': no 'primry' (did you mean 'primary'?)")
        #expect(Self.failure("{{ colors.primary.default.hexx }}")?.hasPrefix("test:1: 'hexx' in 'colors.primary.default.hexx' is not a color format") == true)
        #expect(Self.failure("{{ colors.primary.default.hex | lighte: 2 }}")?.hasPrefix("test:1: unknown filter 'lighte' (did you mean 'lighten'?)") == true)
        #expect(Self.failure("{{ colors.primary.default.hex | set_alpha: 0.5 }}")
            == "test:1: 'set_alpha' on the format 'hex', which has no alpha (use hex_alpha, hex_alpha_stripped, alpha_hex or alpha_hex_stripped)")
        #expect(Self.failure("<* include \"other\" *>")?.contains("names another of matugen's configured templates") == true)
        #expect(Self.failure("<* for i in 0..2 *>x") == "test:1: a block is never closed with '<* endfor *>'")
        #expect(Self.failure("{{ colors.primary.default }}") == "test:1: 'colors.primary.default' is a color, not a value to print (add a format such as .hex)")
    }
}

private extension String {
    var rooted: String { hasPrefix("/") ? self : "/" + self }
}

/// docs/templates.md's matugen and pywal examples: each template block, rendered, is the output
/// block after it.
@Suite("Engine examples in docs/templates.md")
struct EngineDocExampleTests {
    static func block(_ name: String) throws -> String {
        let path = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
        let text = try String(contentsOfFile: (path.hasPrefix("/") ? path : "/" + path) + "/docs/templates.md", encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- example: \(name) -->\n```\n"))
        let end = try #require(text[marker.upperBound...].range(of: "```\n"))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    @Test func theMatugenExampleRendersAsShown() throws {
        #expect(try MatugenTemplateTests.render(try Self.block("matugen template"), scheme: .dark) == (try Self.block("matugen output")))
    }

    @Test func thePywalExampleRendersAsShown() throws {
        #expect(try PywalTemplateTests.render(try Self.block("pywal template")) == (try Self.block("pywal output")))
    }
}
