import Testing
import TerminalUI

@Suite("Key decoding")
struct KeyDecoderTests {
    /// The keys a whole byte string decodes to, with a pending Esc flushed as the reader does after its timeout.
    func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flushEscape()
    }

    @Test("arrows in normal (CSI) and application (SS3) mode", arguments: [
        ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left),
        ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x4F, 0x44], .left),
        ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], .right),
        ([0x1B, 0x5B, 0x5A], .backTab),
        ([0x1B, 0x5B, 0x35, 0x7E], .pageUp),
    ])
    func sequences(bytes: [UInt8], key: Key) {
        #expect(keys(bytes) == [key])
    }

    @Test func controlBytesInRawMode() {
        #expect(keys([0x03, 0x09, 0x0D, 0x7F, 0x04]) == [.interrupt, .tab, .enter, .backspace, .endOfInput])
        #expect(keys(Array("hjkl/?q".utf8)) == "hjkl/?q".map { Key.character($0) })
    }

    @Test func aLoneEscapeIsTheEscKeyOnlyWhenNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushEscape() == [.escape])
        #expect(!decoder.hasPendingEscape)

        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed([0x5B]).isEmpty)
        #expect(decoder.feed([0x42]) == [.down])
        #expect(decoder.feed([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
    }

    @Test func utf8CharactersSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("é✓".utf8)
        #expect(decoder.feed(bytes.prefix(1)).isEmpty)
        #expect(decoder.feed(bytes[1..<3]) == [.character("é")])
        #expect(decoder.feed(bytes[3...]) == [.character("✓")])
    }

    @Test func unknownSequencesAreReportedWhole() {
        #expect(keys([0x1B, 0x5B, 0x32, 0x30, 0x7E, 0x61]) == [.unknown([0x1B, 0x5B, 0x32, 0x30, 0x7E]), .character("a")])
        #expect(keys([0x01]) == [.unknown([0x01])])
    }
}
