import Foundation
import Testing
import TestSupport
import ThemeClient

/// What a picker follows besides the tokens: property changes that publish no new serial, the
/// catalog, the daemon leaving and coming back, and the dark variant in the status (issue 14).
@Suite("State changes", .timeLimit(.minutes(1)))
struct StateChangeTests {
    @Test func aPreferenceThatResolvesAsBeforeAndANewThemeAreAnnounced() async throws {
        try await withDaemon { fixture in
            let before = try await fixture.client.status()
            #expect(before.colorScheme == .system)
            #expect(before.darkVariant == "black")
            let changes = Collector(try await fixture.client.stateChanges())

            // Choosing what the system preference resolves to anyway: the tokens stay.
            try await fixture.client.setColorScheme(before.resolvedScheme == .light ? .light : .dark)
            let after = try await fixture.client.status()
            #expect(after.serial == before.serial, "the preference changed, the tokens did not")
            try await changes.wait("PropertiesChanged") { $0.contains(.properties) }

            _ = try await fixture.client.createTheme(name: "Deep Sea", from: "midnight")
            try await changes.wait("CatalogChanged") { $0.contains(.catalog) }

            try await fixture.client.setDarkVariant("dim")
            #expect(try await fixture.client.status().darkVariant == "dim")
            changes.cancel()
        }
    }

    @Test func theDaemonLeavingAndComingBackIsAnnounced() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let first = try await DaemonProcess(on: bus)
        let client = try ThemeClient(busAddress: bus.address)
        defer { client.close() }
        let presence = Collector(try await client.daemonPresence())
        #expect(await first.stop() == 0)
        try await presence.wait("the daemon leaving") { $0 == [false] }
        let second = try await DaemonProcess(on: bus)
        do {
            try await presence.wait("the daemon coming back") { $0 == [false, true] }
        } catch {
            await second.stop()
            throw error
        }
        await second.stop()
        presence.cancel()
    }
}
