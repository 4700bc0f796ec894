import DBus
import Testing
@testable import ThemeClient

/// A client applies `AppTokenChanges` to the set it holds only in sequence: a number it has
/// already seen changes nothing, a number past the next means one was missed.
@Suite struct AppSetChangesTests {
    private static let reply: [Value] = [
        .bool(true), .string("default"), .string("light"), .uint64(4),
        .dictionary(key: "s", value: "v", [
            DictionaryEntry(.string("color.accent"), .variant(.string("#112233"))),
            DictionaryEntry(.string("shape.medium"), .variant(.double(7))),
            DictionaryEntry(.string("spacing.md"), .variant(.double(12))),
        ]),
        .uint64(3),
    ]

    private static func changes(_ sequence: UInt64, serial: UInt64 = 5, complete: Bool = false, removed: [String] = [],
                                _ changed: [(String, Value)]) -> [Value] {
        [.string("org.example.Mail"), .string(""), .string("sunset"), .string("dark"), .uint64(sequence), .uint64(serial),
         .bool(true), .bool(complete), .array(element: "s", removed.map(Value.string)),
         .dictionary(key: "s", value: "v", changed.map { DictionaryEntry(.string($0.0), .variant($0.1)) })]
    }

    @Test func changesInSequenceAreAppliedToTheHeldSet() throws {
        var set = try AppSetChanges(reply: Self.reply)
        #expect(set.sequence == 3 && set.isOwn)
        guard case .applied(let snapshot) = set.apply(Self.changes(4, removed: ["spacing.md"], [("color.accent", .string("#445566"))])) else {
            Issue.record("the next changes were not applied")
            return
        }
        #expect(snapshot.themeID == "sunset" && snapshot.scheme == .dark && snapshot.serial == 5)
        #expect(snapshot.tokens.tokenSet == TokenSet(values: [
            "color.accent": .color(try RGBAColor(hex: "#445566")), "shape.medium": .dimension(7)]))
        #expect(set.sequence == 4)
    }

    @Test func aCompleteSetReplacesTheHeldOne() throws {
        var set = try AppSetChanges(reply: Self.reply)
        guard case .applied(let snapshot) = set.apply(Self.changes(4, complete: true, [("shape.small", .double(2))])) else {
            Issue.record("the complete set was not applied")
            return
        }
        #expect(snapshot.tokens.tokenSet == TokenSet(values: ["shape.small": .dimension(2)]))
    }

    @Test func oldNumbersAreKnownAndAGapIsAMiss() throws {
        var set = try AppSetChanges(reply: Self.reply)
        #expect(set.apply(Self.changes(3, [("color.accent", .string("#000000"))])) == .known, "already in the reply's set")
        #expect(set.apply(Self.changes(5, [("color.accent", .string("#000000"))])) == .missed, "4 never came")
        #expect(set.apply(Array(Self.changes(4, []).prefix(9))) == .missed, "malformed")
        #expect(set.sequence == 3)
        #expect(set.snapshot.tokens.tokenSet["color.accent"] == .color(try RGBAColor(hex: "#112233")), "nothing was applied")
    }
}
