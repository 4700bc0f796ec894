import Foundation
import Testing
import ThemeCore
import ThemePicker

/// The editor's pure parts: the section mapping, OKLCH adjustment by keys, the recent colors.
@Suite("Editor model")
struct EditorModelTests {
    @Test func everySemanticKeyIsInExactlyOneSectionInSeedOrder() {
        let listed = EditorSection.allCases.flatMap(\.keys)
        #expect(Set(listed.map(\.key)).count == listed.count, "no key twice")
        #expect(Set(listed.map(\.key)) == Set(SemanticKey.all.map(\.key)), "every key editable")
        #expect(EditorSection.allCases.first == .info, "seed 002: Theme Info first")
        #expect(EditorSection.shown.filter { $0 != .chat }.map(\.title).prefix(6) == [
            "Theme info", "Backgrounds & surfaces", "Text", "Accent family", "Status", "Categories & avatars",
        ])
        #expect(EditorSection.accent.keys.first == .color(.accent))
        #expect(EditorSection.info.rowCount == 5)
        #expect(EditorSection.shown.contains(.chat) == !EditorSection.chat.keys.isEmpty, "chat shows once there are chat colors")
    }

    @Test func lightnessAndChromaClampHueWraps() {
        let start = OKLCH(lightness: 0.995, chroma: 0.002, hue: 359)
        #expect(OKLCHChannel.lightness.adjusting(start, by: 1).lightness == 1)
        #expect(OKLCHChannel.chroma.adjusting(start, by: -1).chroma == 0)
        #expect(abs(OKLCHChannel.hue.adjusting(start, by: 1).hue - 1) < 1e-9)
        #expect(abs(OKLCHChannel.hue.adjusting(start, by: -10).hue - 339) < 1e-9)
        let middle = OKLCH(lightness: 0.5, chroma: 0.1, hue: 200)
        #expect(abs(OKLCHChannel.lightness.adjusting(middle, by: 10).lightness - 0.6) < 1e-9)
        #expect(OKLCHChannel.lightness.formatted(middle) == "0.500")
        #expect(OKLCHChannel.chroma.formatted(OKLCHChannel.chroma.adjusting(middle, by: 1)) == "0.105")
        #expect(OKLCHChannel.hue.formatted(middle) == "200°")
    }

    @Test func smallStepsAddUpWhereRoundingHidesThem() throws {
        // 8-bit rounding can hide one 0.001 move; the picker keeps the coordinates, so ten add up.
        var color = OKLCH(try RGBAColor(hex: "#2596BE"))
        let before = color.rgba().quantized.hex
        for _ in 0..<5 { color = OKLCHChannel.lightness.adjusting(color, by: 1) }
        let after = color.rgba().quantized
        #expect(after.hex != before)
        #expect(OKLCH(after).lightness > OKLCH(try RGBAColor(hex: before)).lightness + 0.04)
    }

    @Test func theGradientBarRunsAcrossTheRangeWithTheMarkerAtTheValue() {
        let color = OKLCH(lightness: 0.25, chroma: 0.05, hue: 120)
        let (colors, marker) = OKLCHChannel.lightness.gradient(of: color, cells: 20)
        #expect(colors.count == 20)
        #expect(marker == 5)
        #expect(OKLCH(colors[0]).lightness < OKLCH(colors[19]).lightness)
        #expect(OKLCHChannel.hue.gradient(of: OKLCH(lightness: 0.5, chroma: 0.1, hue: 359.9), cells: 10).marker == 9)
    }

    @Test func recentColorsKeepTheLastTenNewestFirstWithoutRepeats() {
        var recent = RecentColors()
        for index in 0..<12 { recent.use("#0000\(index < 10 ? "0" : "")\(index)") }
        #expect(recent.colors.count == 10)
        #expect(recent.colors.first == "#000011")
        #expect(recent.colors.last == "#000002")
        recent.use("#000005")
        #expect(recent.colors.first == "#000005")
        #expect(recent.colors.count == 10)
        recent.use("#abcdef")
        #expect(recent.colors.first == "#ABCDEF", "stored uppercase")
        recent.use("not a color")
        #expect(recent.colors.first == "#ABCDEF")
        #expect(RecentColors(text: recent.text) == recent)
        #expect(RecentColors(text: "#112233\nbad\n#112233\n#445566\n").colors == ["#112233", "#445566"])
    }

    @Test func recentColorsFileIsCreatedOnAFirstRunAndReadBack() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("recent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = RecentColorsFile(environment: ["XDG_STATE_HOME": root.path, "HOME": "/nonexistent"])
        #expect(file.path == root.path + "/themeswitch/recent-colors")
        #expect(file.load().colors.isEmpty, "no file yet is an empty list")
        var recent = RecentColors()
        recent.use("#112233")
        recent.use("#445566")
        try file.save(recent)
        #expect(file.load().colors == ["#445566", "#112233"])
        let mode = try FileManager.default.attributesOfItem(atPath: try #require(file.path))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(RecentColorsFile(environment: ["HOME": "/home/u"]).path == "/home/u/.local/state/themeswitch/recent-colors")
    }

    @Test func metadataFieldsApplyTextAndNameTheirProblems() throws {
        let metadata = ThemeMetadata(name: "Ocean", category: .soft)
        let short = try MetadataField.name.applying("Oc", to: metadata).get()
        #expect(MetadataField.name.problems(in: short).map(\.message) == ["the name has 2 characters; expected 3 to 50"])
        let tagged = try MetadataField.tags.applying(" Neon, calm ,", to: metadata).get()
        #expect(tagged.tags == ["neon", "calm"])
        #expect(MetadataField.tags.text(in: tagged) == "neon, calm")
        #expect(try MetadataField.category.applying("Vibrant", to: metadata).get().category == .vibrant)
        guard case .failure(let error) = MetadataField.category.applying("loud", to: metadata) else {
            Issue.record("an unknown category is refused")
            return
        }
        #expect(error.sentence.hasPrefix("'loud' is not a category; expected one of minimal, vibrant"))
        #expect(try MetadataField.description.applying("", to: metadata).get().description == nil)
    }
}
