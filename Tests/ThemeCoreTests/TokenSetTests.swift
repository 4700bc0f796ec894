import Testing
import ThemeCore

/// `TokenSet` keeps documented keys by position and any other key by name; what a caller sees
/// must not depend on which: reading, writing, removing, counting, order and equality.
@Suite struct TokenSetTests {
    private let accent = TokenValue.color(RGBAColor(red: 1, green: 0, blue: 0))
    private let newer = "color.fromANewerDaemon"

    @Test func documentedAndOtherKeysReadBackWhatWasSet() {
        var set = TokenSet()
        #expect(set.count == 0)
        set["color.accent"] = accent
        set[newer] = .dimension(3)
        #expect(set["color.accent"] == accent)
        #expect(set[newer] == .dimension(3))
        #expect(set["color.background"] == nil)
        #expect(set.count == 2)
        set["color.accent"] = .dimension(1)
        #expect(set.count == 2, "replacing a value does not count it twice")
        set["color.accent"] = nil
        set[newer] = nil
        set["spacing.md"] = nil
        #expect(set.count == 0)
        #expect(set == TokenSet())
    }

    @Test func orderIsDocumentationOrderThenOtherKeysSorted() {
        let set = TokenSet(values: ["zeta.last": .flag(true), "alpha.first": .flag(false),
                                    "wallpaper.kind": .text("none"), "color.accent": accent, "spacing.md": .dimension(12)])
        #expect(set.orderedKeys == ["color.accent", "spacing.md", "wallpaper.kind", "alpha.first", "zeta.last"])
        var positions: [Int?] = []
        set.forEachInOrder { position, key, _ in
            positions.append(position)
            if let position { #expect(TokenSet.allKeys[position] == key) }
        }
        #expect(positions.suffix(2) == [nil, nil])
        #expect(set.sortedKeys == ["alpha.first", "color.accent", "spacing.md", "wallpaper.kind", "zeta.last"])
    }

    @Test func equalityAndDictionaryDoNotDependOnInsertionOrder() {
        let values: [String: TokenValue] = ["color.accent": accent, newer: .text("x"), "shape.medium": .dimension(8)]
        var oneByOne = TokenSet()
        for key in values.keys.sorted().reversed() { oneByOne[key] = values[key] }
        #expect(oneByOne == TokenSet(values: values))
        #expect(oneByOne.hashValue == TokenSet(values: values).hashValue)
        #expect(oneByOne.dictionary == values)
        var other = oneByOne
        other[newer] = .text("y")
        #expect(other != oneByOne)
    }

    @Test func changesNameExactlyTheTokensThatDifferAndApplyingThemRebuildsTheNewSet() {
        let old = TokenSet(values: ["color.accent": accent, "spacing.md": .dimension(12), "shape.medium": .dimension(8),
                                    newer: .text("gone"), "zeta.kept": .flag(true)])
        let new = TokenSet(values: ["color.accent": .color(RGBAColor(red: 0, green: 0, blue: 1)), "spacing.md": .dimension(12),
                                    "color.background": accent, "zeta.kept": .flag(true), "alpha.added": .dimension(1)])
        let changes = new.changes(since: old)
        #expect(changes.changed == TokenSet(values: ["color.accent": .color(RGBAColor(red: 0, green: 0, blue: 1)),
                                                     "color.background": accent, "alpha.added": .dimension(1)]))
        #expect(changes.removed == ["shape.medium", newer])
        var rebuilt = old
        rebuilt.apply(changes)
        #expect(rebuilt == new)
        #expect(new.changes(since: new).isEmpty)
        #expect(!changes.isEmpty)
    }

    @Test func twoThemesDifferInTheirColorsNotInTheirTypeScale() throws {
        let sunset = try ThemeRegistry.builtIn.tokens(themeID: "sunset", scheme: .light, accessibility: AccessibilityFlags())
        let forest = try ThemeRegistry.builtIn.tokens(themeID: "forest", scheme: .light, accessibility: AccessibilityFlags())
        let changes = forest.changes(since: sunset)
        #expect(changes.removed.isEmpty)
        #expect(changes.changed["color.accent"] == forest["color.accent"])
        #expect(changes.changed["typography.bodyLarge.size"] == nil)
        var rebuilt = sunset
        rebuilt.apply(changes)
        #expect(rebuilt == forest)
    }

    @Test func aResolvedSetHoldsEveryDocumentedKeyInOrder() throws {
        let set = try ThemeRegistry.builtIn.tokens(themeID: "sunset", scheme: .dark, accessibility: AccessibilityFlags())
        #expect(set.count == TokenSet.allKeys.count)
        #expect(set.orderedKeys == TokenSet.allKeys)
        // Spot checks that values sit at their own keys, not shifted: a color, a weight, the text scale, a wallpaper text.
        #expect(set.color("color.accent") != nil)
        guard case .fontWeight = set["typography.bodyLarge.weight"] else { Issue.record("the weight is not a weight"); return }
        #expect(set["typography.scale"] == .dimension(1))
        #expect(set["wallpaper.kind"] == .text("none"))
    }
}
