import DBus
import Foundation
import Testing
import TestSupport
import ThemeConfiguration
import ThemeContract
import ThemeCore
import ThemeDaemon

/// The lean path's per-app files: one per app or context with overrides, in the format of
/// `tokens.json`, gone with the last override, rewritten by a restarted daemon; with config.yaml's
/// `app-files`, only for the apps named there.
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
        #expect(own.tokens["color.accent"] == .color(try RGBAColor(hex: "#FF3B30")))
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

    @Test func onlyTheAppsNamedInAppFilesHaveAFile() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let paths = ConfigurationPaths(environment: bus.environment)
        try FollowFixture.writeConfiguration("app-files: [org.example.Mail]\n", in: paths)
        let fixture = try await DaemonFixture(bus: bus)
        defer { Task { await fixture.stop(keepBus: true) } }
        let (mail, editor) = (file(fixture, "org.example.Mail.json"), file(fixture, "org.example.Editor.json"))
        let compose = file(fixture, "org.example.Mail@compose.json")
        for (app, context) in [("org.example.Mail", ""), ("org.example.Mail", "compose"), ("org.example.Editor", "")] {
            try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#FF3B30")), .string("both"),
                                                   .string(app), .string(context)])
        }
        #expect(try read(mail).tokens["color.accent"] == .color(try RGBAColor(hex: "#FF3B30")))
        #expect(FileManager.default.fileExists(atPath: compose.path), "a named app's contexts have their files")
        #expect(!FileManager.default.fileExists(atPath: editor.path), "an app not named has no file")

        // Reloaded live: `none` removes the files, `all` (the default) writes every one.
        try FollowFixture.writeConfiguration("app-files: none\n", in: paths)
        #expect(await eventually { !FileManager.default.fileExists(atPath: mail.path) && !FileManager.default.fileExists(atPath: compose.path) })
        try FollowFixture.writeConfiguration("templates: []\n", in: paths)
        #expect(await eventually { FileManager.default.fileExists(atPath: editor.path) && FileManager.default.fileExists(atPath: mail.path) })
        #expect(try read(editor).sender == fixture.daemon.connection.uniqueName)
        await fixture.stop(keepBus: true)
    }
}
