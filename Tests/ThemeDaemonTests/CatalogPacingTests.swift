import DBus
import Foundation
import Testing
import TestSupport

/// `CatalogChanged` under a burst of edits (issue 11 §4, §9): paced like the live edits.
@Suite(.timeLimit(.minutes(1))) struct CatalogPacingTests {
    @Test func aBurstOfAccentEditsAnnouncesTheCatalogAtMostEveryFiftyMillisecondsAndTheLastOneAlways() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Burst"), .string("default")])[0].string ?? ""
            let subscriber = try Connection(bus: .address(fixture.bus.address))
            defer { subscriber.close() }
            let catalog = try await subscriber.signals(matching: MatchRule(
                sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "CatalogChanged"))

            // Each edit changes the theme's preview color (its light accent), so each changes the catalog.
            let accents = (0..<20).map { String(format: "#00%02X80", 0x40 + $0) }
            let start = ContinuousClock.now
            for accent in accents {
                try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(accent)), .string("light")])
            }
            let last = accents[accents.count - 1]
            var previews: [String] = []
            for await signal in catalog {
                let row = signal.arguments.first?.array?.first { $0.structure?.first?.string == id }
                previews.append(row?.structure?[2].string ?? "")
                if previews.last == last { break }
            }
            // Anything still waiting for its turn would come within one interval.
            previews += await collect(catalog, count: 1, timeout: .milliseconds(200)).map { _ in "late" }
            let elapsed = ContinuousClock.now - start - .milliseconds(200)

            #expect(previews.last == last, "the last edit is always announced, and nothing after it")
            #expect(Set(previews).isSubset(of: Set(accents)))
            // One at once, then at most one per 50 ms: fewer than one per edit unless the edits were slow.
            let allowed = Int(elapsed / .milliseconds(50)) + 1
            #expect(previews.count <= allowed, "\(previews.count) announcements in \(elapsed)")
            #expect(previews.count < accents.count || elapsed >= .milliseconds(50 * accents.count),
                    "\(previews.count) announcements for \(accents.count) edits in \(elapsed)")
        }
    }
}
