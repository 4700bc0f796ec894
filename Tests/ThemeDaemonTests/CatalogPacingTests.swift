import DBus
import Foundation
import Testing
import TestSupport

/// `CatalogChanged` under a burst of edits (issue 11 §4, §9): paced like the live edits. The pace
/// itself (at most one per 50 ms) is a figure of bench-daemon (`make bench`), not checked here.
@Suite(.timeLimit(.minutes(1))) struct CatalogPacingTests {
    @Test func aBurstOfAccentEditsAnnouncesTheCatalogInOrderAndTheLastOneAlways() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Burst"), .string("default")])[0].string ?? ""
            let subscriber = try Connection(bus: .address(fixture.bus.address))
            defer { subscriber.close() }
            let catalog = SignalRecorder(try await subscriber.signals(matching: MatchRule(
                sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "CatalogChanged")))
            let preview: @Sendable (Message) -> String = { signal in
                signal.arguments.first?.array?.first { $0.structure?.first?.string == id }?.structure?[2].string ?? ""
            }

            // Each edit changes the theme's preview color (its light accent), so each changes the catalog.
            let accents = (0..<20).map { String(format: "#00%02X80", 0x40 + $0) }
            for accent in accents {
                try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(accent)), .string("light")])
            }
            let last = accents[accents.count - 1]
            #expect(await catalog.wait { $0.last.map(preview) == last }, "the last edit is announced")
            // A marker edit after it: the next announcement is the marker's, so nothing else was waiting.
            let marker = "#AA0055"
            try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(marker)), .string("light")])
            #expect(await catalog.wait { $0.last.map(preview) == marker }, "the marker edit is announced")
            let previews = catalog.signals.map(preview)
            let burst = Array(previews.dropLast())
            #expect(burst.last == last, "nothing between the last edit and the marker: \(previews)")
            let indices = burst.map { accents.firstIndex(of: $0) ?? -1 }
            #expect(!indices.contains(-1) && indices == indices.sorted() && Set(indices).count == indices.count,
                    "each announcement holds a later edit than the one before: \(burst)")
        }
    }
}
