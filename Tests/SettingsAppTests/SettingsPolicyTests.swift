import Foundation
import Glibc
import Testing
import TestSupport
import ThemeClient

/// Controls a machine policy locks are shown locked (docs/config.md, "Machine defaults and locks"):
/// greyed out, with a tooltip and an accessible description naming the locks.yaml; the rest stay
/// usable. A policy file must be root's, so this runs only as root (as in CI).
extension SettingsAppTests {
    @Test(.enabled(if: getuid() == 0, "a machine policy is read only from root's files"))
    func controlsAMachinePolicyLocksAreShownLocked() async throws {
        let system = FileManager.default.temporaryDirectory.appendingPathComponent("settings-policy-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: system) }
        let directory = system.appendingPathComponent("themeswitch")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let locks = directory.appendingPathComponent("locks.yaml")
        try "scheme: dark\nreduced-motion: on\n".write(to: locks, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locks.path)
        try await SettingsSession.run(extraEnvironment: ["XDG_CONFIG_DIRS": system.path]) { session in
            #expect(try await session.status().locks.sorted() == ["reduced-motion", "scheme"])
            for name in ["Style: Light", "Style: Dark", "Reduced motion: Off"] {
                try await session.drive("insensitive", name)
            }
            try await session.drive("described", "Locked by this machine's policy, \(locks.path)")
            for name in ["Dark variant: Dim", "High contrast: On", "Forest"] {
                try await session.drive("sensitive", name)
            }
            #expect(try await session.status().resolvedScheme == .dark)
        }
    }
}
