import Foundation
import Testing
import TestSupport
import ThemeClient

/// `ThemeClient(appID:)` follows its own set: overrides of its app reach it even when the global
/// set (and so the serial) does not change, and clearing them brings the global set back.
@Suite("App sets", .timeLimit(.minutes(1)))
struct AppSetTests {
    @Test func aClientWithAnAppIDFollowsItsOwnSet() async throws {
        try await withDaemon { fixture in
            let app = try ThemeClient(appID: "org.example.Mail", busAddress: fixture.bus.address)
            let bystander = try ThemeClient(appID: "org.example.Other", busAddress: fixture.bus.address)
            defer { app.close(); bystander.close() }
            let updates = Collector(app.updates())
            let others = Collector(bystander.updates())
            try await updates.wait("the current state") { $0.count == 1 }
            try await others.wait("the bystander's current state") { $0.count == 1 }
            let global = try await fixture.client.current()
            #expect(updates.elements.first == global)

            try await fixture.client.setOverride("color.accent", value: "#FF3B30", appID: "org.example.Mail")
            let own = try await updates.wait("the app's own set") { $0.count == 2 }
            #expect(own.last?.tokens.color.accent.hex == "#FF3B30")
            #expect(own.last?.serial == global.serial, "an app's override does not move the global serial")
            #expect(own.last == (try await app.current()))

            // A global change reaches the app's own set as what changed in it, applied to the set held.
            try await fixture.client.apply("sunset")
            let changed = try await updates.wait("the app's own set under the new theme") { $0.count == 3 }
            #expect(changed.last?.themeID == "sunset")
            #expect(changed.last?.tokens.color.accent.hex == "#FF3B30")
            #expect(changed.last == (try await app.current()), "the set built from changes is the one GetTokens gives")

            try await fixture.client.clearOverride("color.accent", appID: "org.example.Mail")
            let back = try await updates.wait("the global set again") { $0.count == 4 }
            #expect(back.last == (try await fixture.client.current()))

            // A global change as a marker: the other app, without overrides, followed only the global changes.
            try await fixture.client.apply("forest")
            let marked = try await others.wait("the marker change") { $0.last?.themeID == "forest" }
            #expect(marked.map(\.themeID) == [global.themeID, "sunset", "forest"], "the other app saw only the global changes")
            updates.cancel()
            others.cancel()
        }
    }
}
