import DBus
import Foundation
import Testing
import TestSupport
import ThemeConfiguration
import ThemeContract
@testable import ThemeDaemon

/// A machine lock as the desktop's own settings show it (issue 42, Checks): with `desktop:
/// color-scheme: true`, GSettings (the real dconf) carries the locked scheme while the user's own
/// choice stays in settings.json, and the user's choice once the lock is lifted.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct MachinePolicyDesktopTests {
    @Test(.enabled(if: getuid() == 0, "policy files must be owned by root"))
    func gsettingsShowsTheLockedSchemeAndTheUsersOwnOnceTheLockGoes() async throws {
        let directories = try MachinePolicyDaemonTests.SystemDirectories()
        defer { directories.remove() }
        try await withFollowingDaemon(extraEnvironment: ["XDG_CONFIG_DIRS": directories.variable], prepare: { paths in
            try FollowFixture.writeConfiguration("desktop:\n  color-scheme: true\n", in: paths)
        }) { fixture in
            func colorScheme() async throws -> String {
                try await runCommand("gsettings", ["get", "org.gnome.desktop.interface", "color-scheme"], environment: fixture.bus.environment)
                    .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            try await fixture.call("SetColorScheme", [.string("light")])
            #expect(await eventually { try await colorScheme() == "'default'" })
            try directories.write("scheme: dark\n", to: "locks.yaml", in: directories.first)
            #expect(await eventually { try await colorScheme() == "'prefer-dark'" }, "GSettings does not show the locked scheme")
            let stored = try String(contentsOf: fixture.configHome.appendingPathComponent("themeswitch/settings.json"), encoding: .utf8)
            #expect(stored.contains("\"colorScheme\" : \"light\""), "the user's own choice was not kept")
            try FileManager.default.removeItem(at: directories.first.appendingPathComponent("locks.yaml"))
            #expect(await eventually { try await colorScheme() == "'default'" }, "GSettings did not get the user's choice back")
        }
    }
}
