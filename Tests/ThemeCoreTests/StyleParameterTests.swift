import Testing
import ThemeCore

@Suite("Style parameters")
struct StyleParameterTests {
    private static let registry = ThemeRegistry.builtIn

    private static func tokens(_ layers: [SemanticOverrides]) throws -> TokenSet {
        try registry.tokens(themeID: "forest", layers: layers, scheme: .light, accessibility: AccessibilityFlags())
    }

    @Test func defaultsAreSimpleXs() throws {
        let set = try Self.tokens([])
        #expect(set["component.bubble.roundness"] == .dimension(0.75))
        #expect(set["component.bubble.tail"] == .flag(true))
        #expect(set["component.avatar.cornerRadius"] == .dimension(0.5))
    }

    @Test("overrides set them, the upper layer winning", arguments: [
        ("component.bubble.tail", ThemeValueInput.string("off"), ThemeValueInput.string("on"), TokenValue.flag(false), TokenValue.flag(true)),
        ("component.bubble.tail", .number(0), .string("false"), .flag(false), .flag(false)),
        ("component.bubble.roundness", .number(0), .string("1"), .dimension(0), .dimension(1)),
        ("component.avatar.cornerRadius", .number(0.125), .number(0.5), .dimension(0.125), .dimension(0.5)),
    ])
    func overrides(key: String, lower: ThemeValueInput, upper: ThemeValueInput, alone: TokenValue, both: TokenValue) throws {
        var global = SemanticOverrides(), app = SemanticOverrides()
        try global.set(key, lower, for: .both)
        try app.set(key, upper, for: .light)
        #expect(try Self.tokens([global])[key] == alone)
        #expect(try Self.tokens([global, app])[key] == both)
    }

    @Test("out-of-range values are refused with the range", arguments: [
        ("component.bubble.roundness", ThemeValueInput.number(1.5), "1.5 is not valid for component.bubble.roundness: expected a number from 0 to 1"),
        ("component.avatar.cornerRadius", .string("0.6"), "'0.6' is not valid for component.avatar.cornerRadius: expected a number from 0 to 0.5"),
        ("component.bubble.tail", .string("maybe"), "'maybe' is not valid for component.bubble.tail: expected true or false (on/off, 1/0)"),
        ("component.bubble.tail", .number(2), "2 is not valid for component.bubble.tail: expected true or false (on/off, 1/0)"),
        ("component.card.background", .string("#FFFFFF"), "'component.card.background' is a component token, which cannot be set; set 'color.surface', which it aliases"),
    ])
    func refused(key: String, input: ThemeValueInput, message: String) {
        var layer = SemanticOverrides()
        #expect(throws: ValidationProblem(field: key, message: message)) { try layer.set(key, input, for: .both) }
        #expect(layer.isEmpty)
    }
}
