@testable import ThemeClient
import Testing

/// The ordering rules of `updates()`, without a bus.
@Suite("SnapshotSequencer")
struct SequencerTests {
    private func snapshot(_ serial: UInt64, _ theme: String = "default") -> ThemeSnapshot {
        ThemeSnapshot(themeID: theme, scheme: .light, serial: serial, tokens: ThemeTokens(TokenSet()))
    }

    @Test func passesOnlyNewerSerialsFromOneDaemon() {
        var sequencer = SnapshotSequencer()
        var accepted: Bool
        accepted = sequencer.accept(snapshot(5), from: ":1.1")
        #expect(accepted)
        accepted = sequencer.accept(snapshot(5), from: ":1.1")
        #expect(!accepted, "duplicate")
        accepted = sequencer.accept(snapshot(4), from: ":1.1")
        #expect(!accepted, "older")
        accepted = sequencer.accept(snapshot(7), from: ":1.1")
        #expect(accepted)
        #expect(sequencer.isNews(serial: 8, from: ":1.1"))
        #expect(!sequencer.isNews(serial: 7, from: ":1.1"))
    }

    @Test func aNewDaemonIsResyncedUnlessNothingChanged() {
        var sequencer = SnapshotSequencer()
        var accepted: Bool
        accepted = sequencer.accept(snapshot(7, "forest"), from: ":1.1")
        #expect(accepted)
        #expect(sequencer.isNews(serial: 1, from: ":1.9"), "any serial from a new daemon")
        accepted = sequencer.accept(snapshot(7, "forest"), from: ":1.9")
        #expect(!accepted, "same state after restart")
        #expect(sequencer.owner == ":1.9")
        accepted = sequencer.accept(snapshot(8, "forest"), from: ":1.9")
        #expect(accepted)
        accepted = sequencer.accept(snapshot(1, "forest"), from: ":1.12")
        #expect(accepted, "a daemon that counts again")
        accepted = sequencer.accept(snapshot(1, "forest"), from: ":1.12")
        #expect(!accepted)
    }
}
