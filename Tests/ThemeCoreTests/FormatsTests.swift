import Foundation
import Testing
import ThemeCore

/// The token formats: valid syntax, every key, the documented value forms.
@Suite("Formats")
struct FormatsTests {
    private let light = (try? ThemeRegistry.builtIn.tokens(
        themeID: "default", scheme: .light, accessibility: AccessibilityFlags())) ?? TokenSet()

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func jsonIsFlatAndComplete() throws {
        let object = try #require(try json(TokenFormat.json.render(light)) as? [String: Any])
        #expect(object.count == TokenSet.allKeys.count)
        #expect(object["color.accent"] as? String == "#2596BE")
        #expect(object["color.accentMuted"] as? String == "#2596BE1F")
        #expect(object["spacing.lg"] as? Double == 16)
        #expect(object["typography.titleMedium.weight"] as? Int == 600)
        #expect(object["typography.captionMono.design"] as? String == "monospaced")
        #expect(JSONTokenFormat.render(TokenSet()) == "{}\n")
        let escaped = JSONTokenFormat.render(TokenSet(values: ["a\"b\n": .dimension(0.5)]))
        #expect((try json(escaped) as? [String: Double])?["a\"b\n"] == 0.5)
    }

    @Test func dtcgHasTypesValuesCompositesAndAliases() throws {
        let root = try #require(try json(TokenFormat.dtcg.render(light)) as? [String: Any])
        func node(_ path: String) -> [String: Any]? {
            path.split(separator: ".").reduce(root as Any?) { ($0 as? [String: Any])?[String($1)] } as? [String: Any]
        }
        let accent = try #require(node("color.accent"))
        #expect(accent["$type"] as? String == "color")
        let color = try #require(accent["$value"] as? [String: Any])
        #expect(color["colorSpace"] as? String == "srgb")
        #expect(color["hex"] as? String == "#2596be")
        #expect(color["components"] as? [Double] == [0.1451, 0.5882, 0.7451])
        #expect(color["alpha"] as? Double == 1)
        #expect((node("color.accentMuted")?["$value"] as? [String: Any])?["alpha"] as? Double == 0.1216)

        let spacing = try #require(node("spacing.lg"))
        #expect(spacing["$type"] as? String == "dimension")
        #expect((spacing["$value"] as? [String: Any])?["unit"] as? String == "px")
        #expect(node("motion.scale")?["$type"] as? String == "number")

        let title = try #require(node("typography.titleMedium"))
        #expect(title["$type"] as? String == "typography")
        let titleValue = try #require(title["$value"] as? [String: Any])
        #expect(titleValue["fontWeight"] as? Int == 600)
        #expect((titleValue["fontSize"] as? [String: Any])?["value"] as? Double == 17)
        #expect(titleValue["fontFamily"] as? [String] == ["system-ui", "sans-serif"])
        #expect(titleValue["lineHeight"] != nil && titleValue["letterSpacing"] != nil)

        let shadow = try #require(node("shadow.medium"))
        #expect(shadow["$type"] as? String == "shadow")
        let shadowValue = try #require(shadow["$value"] as? [String: Any])
        #expect(Set(shadowValue.keys) == ["color", "offsetX", "offsetY", "blur", "spread"])
        // docs/tokens.md: shadow.medium.radius is 4 in light; CSS/DTCG blur is twice the SwiftUI radius.
        #expect((shadowValue["blur"] as? [String: Any])?["value"] as? Double == 8)
        let shadowExtensions = (shadow["$extensions"] as? [String: Any])?["org.themeswitch"] as? [String: Any]
        #expect(shadowExtensions?["invented"] as? [String] == ["spread"])
        // docs/tokens.md: titleMedium is 17 pt on a 22 pt line, letters 0.43 pt tighter; DTCG's lineHeight is a multiple.
        #expect(abs((titleValue["lineHeight"] as? Double ?? 0) - 22.0 / 17) < 1e-12)
        #expect((titleValue["letterSpacing"] as? [String: Any])?["value"] as? Double == -0.43)
        #expect(title["$extensions"] == nil)

        #expect(node("component.card.background")?["$value"] as? String == "{color.surface}")
        #expect(node("component.chip.font")?["$value"] as? String == "{typography.labelMedium}")
        #expect(node("component.card.shadow")?["$value"] as? String == "{shadow.medium}")
    }

    @Test func dtcgWritesLiteralsWhereAComponentDiffersFromItsAlias() throws {
        var values = light.dictionary
        values["component.card.background"] = .color(RGBAColor(red: 1, green: 0, blue: 0))
        let root = try #require(try json(DTCGTokenFormat.render(TokenSet(values: values))) as? [String: Any])
        let card = ((root["component"] as? [String: Any])?["card"] as? [String: Any])?["background"] as? [String: Any]
        #expect((card?["$value"] as? [String: Any])?["hex"] as? String == "#ff0000")
    }

    @Test func cssIsCustomPropertiesUnderRoot() {
        let css = TokenFormat.css.render(light)
        #expect(css.hasPrefix(":root {\n"))
        #expect(css.hasSuffix("}\n"))
        #expect(css.contains("  --color-accent: #2596BE;\n"))
        #expect(css.contains("  --color-text-primary: #000000;\n"))
        #expect(css.contains("  --typography-title-medium-size: 17px;\n"))
        #expect(css.contains("  --typography-title-medium-weight: 600;\n"))
        #expect(css.contains("  --typography-caption-mono-design: ui-monospace, monospace;\n"))
        #expect(css.contains("  --motion-scale: 1;\n"))
        #expect(css.contains("  --color-avatar-0: "))
        #expect(css.split(separator: "\n").count == TokenSet.allKeys.count + 2)
        #expect(CSSTokenFormat.propertyName("component.primaryButton.minHeight") == "--component-primary-button-min-height")
    }

    @Test func yamlIsNestedAndQuoted() {
        let yaml = TokenFormat.yaml.render(light)
        #expect(yaml.hasPrefix("color:\n  background: \"#FFFFFF\"\n"))
        #expect(yaml.contains("\n  accent: \"#2596BE\"\n"))
        #expect(yaml.contains("\n  avatar:\n    \"0\": "))
        #expect(yaml.contains("\ntypography:\n  displayLarge:\n    size: 34\n"))
        #expect(yaml.contains("    design: \"monospaced\"\n"))
        let leaves = yaml.split(separator: "\n").filter { !$0.hasSuffix(":") }
        #expect(leaves.count == TokenSet.allKeys.count)
    }

    @Test func aKeyThatIsAlsoAGroupKeepsItsValueAsRoot() throws {
        let tokens = TokenSet(values: ["a.b": .dimension(1), "a.b.c": .dimension(2)])
        #expect(YAMLTokenFormat.render(tokens) == "a:\n  b:\n    \"$root\": 1\n    c: 2\n")
        let root = try #require(try json(DTCGTokenFormat.render(tokens)) as? [String: Any])
        let b = ((root["a"] as? [String: Any])?["b"] as? [String: Any])
        #expect((b?["$root"] as? [String: Any])?["$type"] as? String == "dimension")
    }

    @Test func noKeyOfABuiltInSetIsThePrefixOfAnother() {
        let keys = Set(TokenSet.allKeys)
        for key in keys {
            #expect(!keys.contains { $0.hasPrefix(key + ".") }, "\(key)")
        }
    }
}
