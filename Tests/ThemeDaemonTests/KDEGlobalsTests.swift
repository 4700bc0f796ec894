import Foundation
import Testing
@testable import ThemeConfiguration
import ThemeCore
@testable import ThemeDaemon

/// kdeglobals edited as bytes (issue 43): the daemon's keys set and put back, every other byte
/// of the user's file (a Latin-1 byte, CRLF, no final newline) as it was.
@Suite struct KDEGlobalsTests {
    /// Every key the daemon sets: forest's light accent #059669 and some surfaces.
    private static let colors = KDEColors.entries(TokenSet(values: [
        "color.accent": .color(RGBAColor(rgb: 0x059669)), "color.background": .color(RGBAColor(rgb: 0xFFFFFF)),
        "color.surface": .color(RGBAColor(rgb: 0xF4F4F5)), "color.surfaceElevated": .color(RGBAColor(rgb: 0xFAFAFA)),
        "color.textPrimary": .color(RGBAColor(rgb: 0x111111)), "color.textSecondary": .color(RGBAColor(rgb: 0x555555)),
        "color.textInverse": .color(RGBAColor(rgb: 0xFFFFFF)),
    ]))

    /// Applies the forest colors twice (the second change touches no new key), then restores.
    private func roundTrip(_ original: [UInt8]) -> (applied: [UInt8], restored: [UInt8], record: KDEOriginals) {
        var globals = KDEGlobals(bytes: original)
        var record = KDEOriginals(created: original.isEmpty)
        record.apply(KDEGlobalsTests.colors, to: &globals)
        record.apply(KDEGlobalsTests.colors, to: &globals)
        let applied = globals.bytes
        record.restore(in: &globals)
        return (applied, globals.bytes, record)
    }

    @Test(arguments: [
        "[General]\r\nfont=Noto Sans,10\r\n# caf\u{E9}\r\n\r\n[Icons]\r\nTheme=Papirus",
        "[General]\nSingleClick=false\n\n[KDE]\nAnimationDurationFactor=0.5\n",
        "[General]\nColorScheme=BreezeDark\nAccentColor=61,174,233\n[Colors:Window]\nBackgroundNormal=1,2,3\n",
        "# only a comment",
        "",
        "[General]",
        "[Colors:View]\n\n\n",
    ])
    func everyUserByteComesBack(_ text: String) {
        // Latin-1 bytes: é is one byte 0xE9, which is not UTF-8.
        let original = Array(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        let (applied, restored, _) = roundTrip(original)
        #expect(applied != original)
        #expect(restored == original, "\(String(decoding: restored, as: UTF8.self).debugDescription)")
    }

    @Test func crlfGroupsAreFoundAndAddedLinesUseTheFilesLineEnd() {
        let original = Array("[General]\r\nSingleClick=false\r\n\r\n[Colors:Window]\r\nBackgroundNormal=1,2,3\r\n# caf".utf8) + [0xE9]
        let (applied, _, record) = roundTrip(original)
        let text = String(decoding: applied, as: UTF8.self)
        #expect(text.components(separatedBy: "[General]").count == 2)
        #expect(text.components(separatedBy: "[Colors:Window]").count == 2)
        #expect(!applied.enumerated().contains { $0.element == 10 && ($0.offset == 0 || applied[$0.offset - 1] != 13) }, "a bare LF in \(text.debugDescription)")
        #expect(applied.last != 10, "no final newline, as before")
        #expect(applied.contains(0xE9))
        #expect(KDEGlobals(bytes: applied).value("BackgroundNormal", in: "Colors:Selection") == "5,150,105")
        #expect(record.keys.first { $0.key == "BackgroundNormal" && $0.group == "Colors:Window" }?.line == Data("BackgroundNormal=1,2,3".utf8))
        #expect(record.groups.map(\.name) == ["Colors:View", "Colors:Button", "Colors:Selection", "Colors:Tooltip"])
    }

    @Test func keysGoAfterTheGroupsLastLineAndTheUsersOwnKeysInOurGroupsStay() {
        var globals = KDEGlobals(bytes: Array("[General]\nfont=Noto\n\n[KDE]\nx=1\n".utf8))
        #expect(globals.set("ColorScheme", "Themeswitch", in: "General") == .inserted)
        #expect(globals.set("font", "Hack", in: "General") == .replaced(original: Array("font=Noto".utf8)))
        #expect(globals.set("A", "1", in: "Colors:View") == .addedGroup(separator: true))
        #expect(String(decoding: globals.bytes, as: UTF8.self) == "[General]\nfont=Hack\nColorScheme=Themeswitch\n\n[KDE]\nx=1\n\n[Colors:View]\nA=1\n")
        // A key the user added to a group we added keeps the group.
        var record = KDEOriginals(created: false)
        record.apply([KDEColors.Entry(group: "Colors:Tooltip", key: "BackgroundNormal", value: "1,1,1")], to: &globals)
        globals.set("Mine", "yes", in: "Colors:Tooltip")
        record.restore(in: &globals)
        #expect(globals.value("Mine", in: "Colors:Tooltip") == "yes")
        #expect(globals.value("BackgroundNormal", in: "Colors:Tooltip") == nil)
    }
}
