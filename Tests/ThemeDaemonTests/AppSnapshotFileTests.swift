import DBus
import Foundation
import Testing
import ThemeContract
import ThemeCore

/// The lean path's per-app files: one per app or context with overrides, in the format of
/// `tokens.json`, gone with the last override, rewritten by a restarted daemon.
@Suite(.timeLimit(.minutes(1))) struct AppSnapshotFileTests {
    private func file(_ fixture: DaemonFixture, _ name: String) -> URL {
        fixture.bus.root.appendingPathComponent("runtime/themeswitch/apps").appendingPathComponent(name)
    }

    private func read(_ url: URL) throws -> TokenSnapshotFile.Contents {
        try TokenSnapshotFile.decode(Array(try Data(contentsOf: url)))
    }

    @Test func appsWithOverridesHaveAFileAndOthersNone() async throws {
        let fixture = try await DaemonFixture()
        let mail = file(fixture, "org.example.Mail.json")
        let compose = file(fixture, "org.example.Mail@Compose%3A%20draft.json")
        try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#FF3B30")), .string("both"),
                                               .string("org.example.Mail"), .string("")])
        try await fixture.call("SetOverride", [.string("color.surface"), .variant(.string("#EEEEEE")), .string("light"),
                                               .string("org.example.Mail"), .string("Compose: draft")])
        let own = try read(mail)
        #expect(own.tokens.values["color.accent"] == .color(try RGBAColor(hex: "#FF3B30")))
        #expect(own.sender == fixture.daemon.connection.uniqueName)
        let reply = try await fixture.call("GetTokensForContext", [.string("org.example.Mail"), .string("Compose: draft")])
        #expect(try read(compose).tokens == (try ThemeContract.TokenCodec.tokenSet(reply[3])))
        #expect(try FileManager.default.contentsOfDirectory(atPath: mail.deletingLastPathComponent().path).sorted()
                == ["org.example.Mail.json", "org.example.Mail@Compose%3A%20draft.json"])

        // A global change reaches the files too.
        try await fixture.call("SetColorScheme", [.string("dark")])
        #expect(try read(mail).scheme == "dark")

        try await fixture.call("ClearOverride", [.string("color.accent"), .string("both"), .string("org.example.Mail"), .string("")])
        #expect(!FileManager.default.fileExists(atPath: mail.path))
        #expect(FileManager.default.fileExists(atPath: compose.path))

        await fixture.stop(keepBus: true)
        try Data("stale".utf8).write(to: mail)
        let again = try await DaemonFixture(bus: fixture.bus)
        defer { Task { await again.stop() } }
        #expect(!FileManager.default.fileExists(atPath: mail.path), "a file of an app without overrides is removed at start")
        #expect(try read(compose).sender == again.daemon.connection.uniqueName)
        await again.stop()
    }
}
