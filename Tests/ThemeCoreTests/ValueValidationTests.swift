import Testing
import ThemeCore

@Suite("Value validation")
struct ValueValidationTests {
    private static func problem(_ key: String, _ input: ThemeValueInput) -> ValidationProblem? {
        var overrides = SemanticOverrides()
        do throws(ValidationProblem) {
            try overrides.set(key, input, for: .both)
            return nil
        } catch {
            #expect(overrides.isEmpty, "a refused value changes nothing")
            return error
        }
    }

    @Test("accepted values", arguments: [
        ("color.accent", ThemeValueInput.string("#abc")), ("color.accent", .string("#AABBCC")),
        ("color.border", .string("#AABBCC80")), ("shadow.subtle.color", .string("#00000014")),
        ("typography.bodyLarge.size", .number(6)), ("typography.bodyLarge.size", .number(96)),
        ("typography.bodyLarge.size", .string("12.5")), ("typography.caption.weight", .number(100)),
        ("typography.caption.weight", .number(900)), ("typography.caption.weight", .string("600")),
        ("typography.caption.design", .string("serif")), ("spacing.lg", .number(0)), ("spacing.lg", .number(1000)),
        ("shape.full", .number(1000)), ("shape.full", .number(9999)), ("shadow.medium.radius", .number(0)), ("shadow.medium.x", .number(-1000)),
        ("stroke.border", .number(1.5)), ("motion.scale", .number(0)),
    ])
    func accepted(key: String, input: ThemeValueInput) {
        #expect(Self.problem(key, input) == nil)
    }

    @Test("refused values, each with a sentence saying what is accepted", arguments: [
        // Invalid hex.
        ("color.accent", ThemeValueInput.string("#GGG"), "'G' is not a hex digit; expected #RGB, #RRGGBB or #RRGGBBAA"),
        ("color.accent", .string("2596BE"), "does not start with '#'"),
        ("color.accent", .string("#12345"), "it has 5 hex digits; expected #RGB, #RRGGBB or #RRGGBBAA"),
        ("color.accent", .string("#1234567890"), "it has 10 hex digits"),
        ("color.accent", .string("red"), "does not start with '#'"),
        ("color.accent", .string(" #FFFFFF"), "does not start with '#'"),
        // Out-of-range numbers.
        ("typography.bodyLarge.size", .number(5), "5 is not valid for typography.bodyLarge.size: expected a font size in points from 6 to 96"),
        ("typography.bodyLarge.size", .number(97), "expected a font size in points from 6 to 96"),
        ("typography.bodyLarge.size", .string("200"), "'200' is not valid"),
        ("typography.caption.weight", .number(50), "expected a weight from 100 to 900 in steps of 100"),
        ("typography.caption.weight", .number(1000), "expected a weight from 100 to 900 in steps of 100"),
        ("typography.caption.weight", .number(450), "450 is not valid for typography.caption.weight"),
        ("typography.caption.weight", .number(600.5), "expected a weight from 100 to 900 in steps of 100"),
        ("spacing.lg", .number(-1), "-1 is not valid for spacing.lg: expected a length in points from 0 to 1000"),
        ("shape.full", .number(5000), "5000 is not valid for shape.full: expected a length in points from 0 to 1000, or 9999 for a capsule"),
        ("shadow.medium.radius", .number(1001), "expected a length in points from 0 to 1000"),
        ("shadow.medium.y", .number(-1001), "expected an offset in points from -1000 to 1000"),
        ("spacing.lg", .number(.nan), "expected a length in points from 0 to 1000"),
        ("spacing.lg", .string("nan"), "'nan' is not valid for spacing.lg"),
        ("spacing.lg", .number(.infinity), "expected a length in points from 0 to 1000"),
        // Designs.
        ("typography.caption.design", .string("serf"), "'serf' (did you mean 'serif'?) is not valid for typography.caption.design: expected one of default, monospaced, rounded, serif"),
        // Values of the wrong kind.
        ("color.accent", .number(16), "the number 16 is not valid for color.accent: expected a color #RGB, #RRGGBB or #RRGGBBAA"),
        ("typography.bodyLarge.size", .string("#fff"), "'#fff' is not valid for typography.bodyLarge.size"),
        ("typography.caption.design", .number(1), "the number 1 is not valid for typography.caption.design"),
        ("spacing.lg", .string("large"), "'large' is not valid for spacing.lg"),
        // Unknown keys, with the closest known key.
        ("color.acent", .string("#FFF"), "unknown token key 'color.acent' (did you mean 'color.accent'?); expected a semantic key of docs/tokens.md"),
        ("spacing.lgg", .number(1), "(did you mean 'spacing.lg'?)"),
        ("typography.bodylarge.size", .number(12), "(did you mean 'typography.bodyLarge.size'?)"),
        ("wallpaper.kind", .string("cats"), "unknown token key 'wallpaper.kind' (did you mean 'wallpaper.tint'?); expected a semantic key"),
        // Component keys: components only read semantic tokens.
        ("component.card.background", .string("#FFF"), "'component.card.background' is a component token, which cannot be set; set 'color.surface', which it aliases"),
        ("component.threadRow.unreadDotSize", .number(8), "is a component token, which cannot be set; its value is fixed"),
    ])
    func refused(key: String, input: ThemeValueInput, message: String) throws {
        let problem = try #require(Self.problem(key, input))
        #expect(problem.field == key)
        #expect(problem.severity == .error)
        #expect(problem.message.contains(message), "\(problem.message)")
        #expect(!problem.message.contains("\n"))
    }

    @Test func typedValuesAreCheckedByTheSameRules() {
        var overrides = SemanticOverrides()
        #expect(throws: ValidationProblem.self) { try overrides.set(.fontSize(.bodyLarge), .dimension(120), for: .light) }
        #expect(throws: ValidationProblem.self) { try overrides.set(.fontSize(.bodyLarge), .color(RGBAColor(rgb: 0)), for: .light) }
        #expect(throws: ValidationProblem.self) { try overrides.set(.fontWeight(.caption), .fontWeight(350), for: .light) }
        #expect(overrides.isEmpty)
        #expect(throws: Never.self) { try overrides.set(.color(.accent), .color(RGBAColor(rgb: 0x2596BE)), for: .dark) }
        #expect(overrides[.dark] == [.color(.accent): .color(RGBAColor(rgb: 0x2596BE))])
        #expect(overrides[.light].isEmpty)
    }

    @Test func colorsAreStoredAtEightBits() throws {
        var overrides = SemanticOverrides()
        try overrides.set(.color(.accent), .color(RGBAColor(red: 0.5, green: 0.5, blue: 0.5)), for: .light)
        #expect(overrides[.light][.color(.accent)] == .color(RGBAColor(rgb: 0x808080)))
    }
}
