import DBus
import Foundation
import Testing
import TestSupport
@testable import ThemeDaemon

/// The real dconf service on the private bus drives the resolved scheme.
@Suite(.timeLimit(.minutes(1))) struct SystemSchemeTests {
    func setColorScheme(_ value: String, _ fixture: DaemonFixture) async throws {
        let result = try await fixture.run("gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", value])
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// Correctness only: the 250 ms latency goal is for a benchmark, not a timed test.
    func waitForResolved(_ expected: String, _ fixture: DaemonFixture, within: Duration = .seconds(5)) async throws -> Bool {
        let deadline = ContinuousClock.now + within
        repeat {
            if try await fixture.property("ResolvedScheme") == .string(expected) { return true }
            try await Task.sleep(for: .milliseconds(10))
        } while ContinuousClock.now < deadline
        return false
    }

    @Test
    func gsettingsFlipsTheResolvedSchemeOnlyWhileFollowingTheSystem() async throws {
        try await withDaemon { fixture in
            let signals = try await fixture.client.signals(matching: MatchRule(interface: DaemonFixture.name, member: "ThemeChanged"))
            var iterator = signals.makeAsyncIterator()
            try await setColorScheme("prefer-dark", fixture)
            #expect(try await waitForResolved("dark", fixture))
            #expect(await iterator.next()?.arguments[1] == .string("dark"))
            try await setColorScheme("default", fixture)
            #expect(try await waitForResolved("light", fixture))
            try await fixture.call("SetColorScheme", [.string("light")])
            let serial = try await fixture.property("Serial")
            try await setColorScheme("prefer-dark", fixture)
            // Once the daemon has taken the desktop's dark in, the user's light still holds.
            #expect(await eventually { await fixture.daemon.provider.settings.systemScheme == .dark }, "the daemon saw the desktop's switch")
            #expect(try await fixture.property("ResolvedScheme") == .string("light"))
            #expect(try await fixture.property("Serial") == serial)
            try await fixture.call("SetColorScheme", [.string("system")])
            #expect(try await fixture.property("ResolvedScheme") == .string("dark"))
        }
    }
}
