import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// Issue 40 §3: templates written for pywal render unchanged. Every template pywal16 ships,
/// rendered from base16-nord's colors, is byte for byte what pywal16's own code writes
/// (Tests/Fixtures/pywal16/README.md says how `expected-nord/` was made).
@Suite("pywal templates")
struct PywalTemplateTests {
    static let fixtures = String(#filePath.split(separator: "/").dropLast(2).joined(separator: "/")).rooted + "/Fixtures/pywal16"

    /// base16-nord.json's colors as a theme's own `terminal.*` tokens, and the wallpaper's path.
    static func context() throws -> PywalContext {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/base16-nord.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: String]])
        var values: [String: TokenValue] = [WallpaperTokens.image: .text("/home/user/.local/share/themeswitch/wallpapers/5d41402abc4b2a76b9719d911017c592.png")]
        for (key, hex) in (json["special"] ?? [:]).merging(json["colors"] ?? [:], uniquingKeysWith: { $1 }) {
            values["terminal.\(key)"] = .color(try RGBAColor(hex: hex))
        }
        for key in ["cursorText", "selectionBackground", "selectionForeground"] { values["terminal.\(key)"] = .color(RGBAColor(rgb: 0)) }
        return PywalContext(tokens: TokenSet(values: values), scheme: .dark)
    }

    static func render(_ source: String) throws -> String {
        try PywalTemplate(name: "test", source: source).render(try context())
    }

    @Test func everyTemplateOfPywal16IsWhatPywal16Writes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures + "/templates").sorted()
        #expect(names.count == 54)
        let context = try Self.context()
        var differences: [String] = []
        for name in names {
            let source = try String(contentsOfFile: Self.fixtures + "/templates/" + name, encoding: .utf8)
            let expected = try String(contentsOfFile: Self.fixtures + "/expected-nord/" + name, encoding: .utf8)
            let ours = try PywalTemplate(name: name, source: source).render(context)
            if ours != expected {
                let line = zip(ours.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
                differences.append("\(name): \(line.map { "ours '\($0.0)', pywal16's '\($0.1)'" } ?? "lengths differ")")
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Modifiers pywal16 has that its templates do not use, on #88c0d0 (136, 192, 208): lighten 20 %
    /// is c + (255 − c)·0.2 truncated, darken c·0.8 truncated; the texts are what pywal16's
    /// `util.Color` prints for them (run from its source).
    @Test func modifiersComputeAsPywal16s() throws {
        #expect(try Self.render("{color1.lighten(20)}") == "#9fccd9")
        #expect(try Self.render("{color1.darken(20)}") == "#6c99a6")
        #expect(try Self.render("{color1.lighten(20).strip} {color1.rgb} {color1.xrgba}") == "9fccd9 136,192,208 88/c0/d0/ff")
        #expect(try Self.render("{color1.adjust_alpha(50).rgba} {color1.alpha} {color1.hex_argb}") == "rgba(136,192,208,0.5) [100]#88c0d0 #FF88c0d0")
        #expect(try Self.render("{color1.red} {color1.red_dec} {color1.decimal}") == "0.533 136 #8962256")
        #expect(try Self.render("{wallpaper} {alpha} {{literal}}") == "/home/user/.local/share/themeswitch/wallpapers/5d41402abc4b2a76b9719d911017c592.png 100 {literal}")
    }

    @Test func whatPywalCannotReadIsAnErrorNamingTheLine() {
        func failure(_ source: String) -> String? {
            do { _ = try Self.render(source); return nil } catch { return "\(error)" }
        }
        #expect(failure("a\n{colour1}") == "test:2: unknown color 'colour1' in '{colour1}' (did you mean 'color1'?)")
        #expect(failure("{color1.strp}") == "test:1: unknown property 'strp' in '{color1.strp}' (did you mean 'strip'?)")
        #expect(failure("body { color: red; }") == "test:1: '{ color: red; }' is not a pywal marker (write literal braces as '{{' and '}}')")
        #expect(failure("{color1.brighten(2)}")?.hasPrefix("test:1: unknown function 'brighten'") == true)
    }
}

private extension String {
    var rooted: String { hasPrefix("/") ? self : "/" + self }
}
