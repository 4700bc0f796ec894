import DBus
import Foundation
import Testing
import TestSupport
import ThemeCore
import ThemeDaemon

@Suite(.timeLimit(.minutes(1))) struct LifecycleTests {
    @Test func restartKeepsTheChoice() async throws {
        let fixture = try await DaemonFixture()
        try await fixture.call("Apply", [.string("lavender")])
        try await fixture.call("SetColorScheme", [.string("dark")])
        try await fixture.call("SetAccessibility", [.stringVariantDictionary(["reduce-transparency": .bool(true)])])
        let serial = try await fixture.property("Serial").uint64 ?? 0
        await fixture.stop(keepBus: true)
        let again = try await DaemonFixture(bus: fixture.bus)
        defer { Task { await again.stop() } }
        #expect(try await again.property("ThemeId") == .string("lavender"))
        #expect(try await again.property("ColorScheme") == .string("dark"))
        #expect(try await again.property("ReduceTransparency") == .bool(true))
        #expect((try await again.property("Serial").uint64 ?? 0) >= serial)
        let attributes = try FileManager.default.attributesOfItem(atPath: again.settingsFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        await again.stop()
    }

    @Test(arguments: ["{ not json", "[1, 2]", "{\"schemaVersion\": 99, \"themeID\": \"rose\", \"colorScheme\": \"dark\", \"accessibility\": {\"highContrast\": false, \"reduceTransparency\": false, \"reducedMotion\": false}, \"serial\": 3}", ""])
    func corruptSettingsAreMovedAsideAndDefaultsUsed(_ content: String) async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SettingsStore(fileURL: directory.appendingPathComponent("settings.json"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(content.utf8).write(to: store.fileURL)
        let loaded = store.load(registry: .builtIn)
        // The defaults, resuming above the serial the file recorded (3 in the newer-schema case).
        var defaults = Settings.defaults
        defaults.serial = content.contains("\"serial\": 3") ? 4 : 0
        #expect(loaded.settings == defaults)
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.contains("moved aside") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        #expect(files.first?.hasPrefix("settings.json.corrupt-") == true)
        #expect(try Data(contentsOf: directory.appendingPathComponent(files[0])) == Data(content.utf8))
    }

    /// docs/dbus-api.md: the serial never goes backwards, also when the settings file is corrupt.
    @Test func aCorruptSettingsFileThatRecordsASerialResumesAboveIt() async throws {
        let bus = try PrivateBus()
        let file = bus.root.appendingPathComponent("config/themeswitch/settings.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Cut off mid-write: not JSON, but the serial is still there.
        try Data("{\n  \"serial\" : 53,\n  \"themeID\" : \"rose".utf8).write(to: file)
        let fixture = try await DaemonFixture(bus: bus)
        #expect(try await fixture.property("ThemeId") == .string("default"))
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix("settings.json.corrupt-") })
        #expect((try await fixture.property("Serial").uint64 ?? 0) > 53)
        await fixture.stop()
    }

    /// The settings file lost its serial (moved aside with nothing readable in it): the token
    /// snapshot in $XDG_RUNTIME_DIR still holds the last one published, and the next daemon goes on above it.
    @Test func theSnapshotFileKeepsTheSerialWhenTheSettingsFileLostIt() async throws {
        let fixture = try await DaemonFixture()
        for theme in ["forest", "rose", "sunset", "midnight"] { try await fixture.call("Apply", [.string(theme)]) }
        let published = try await fixture.property("Serial").uint64 ?? 0
        #expect(published >= 5)
        await fixture.stop(keepBus: true)
        try Data("garbage".utf8).write(to: fixture.settingsFile)
        let again = try await DaemonFixture(bus: fixture.bus)
        #expect(try await again.property("ThemeId") == .string("default"))
        let resumed = try await again.property("Serial").uint64 ?? 0
        #expect(resumed > published)
        try await again.call("Apply", [.string("forest")])
        #expect(try await again.property("Serial").uint64 == resumed + 1)
        await again.stop()
    }

    @Test func unreadableSettingsAreMovedAside() async throws {
        let bus = try PrivateBus()
        let file = bus.root.appendingPathComponent("config/themeswitch/settings.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false) // a directory cannot be read as a file
        let fixture = try await DaemonFixture(bus: bus)
        #expect(try await fixture.property("ThemeId") == .string("default"))
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix("settings.json.corrupt-") })
        try await fixture.call("Apply", [.string("forest")])
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["themeID"] as? String == "forest")
        await fixture.stop()
    }

    @Test func aStoredThemeThatNoLongerExistsFallsBackToDefault() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SettingsStore(fileURL: directory.appendingPathComponent("settings.json"))
        try store.save(Settings(themeID: "zenburn", colorScheme: .dark))
        let loaded = store.load(registry: .builtIn)
        #expect(loaded.settings.themeID == "default")
        #expect(loaded.settings.colorScheme == .dark)
        #expect(loaded.warnings == ["stored theme 'zenburn' no longer exists; using 'default'"])
    }

    @Test func theBinaryRefusesASecondInstanceAndStopsCleanlyOnSIGTERM() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let log = bus.root.appendingPathComponent("daemon.log").path
        let first = try ChildProcess(daemonExecutable(), ["--bus-address", bus.address], environment: bus.environment, errorPath: log)
        let client = try Connection(bus: .address(bus.address))
        defer { client.close() }
        var owned = false
        for _ in 0..<100 where !owned {
            owned = (try? await client.bus.nameHasOwner("org.themeswitch.Theme1")) ?? false
            if !owned { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(owned)
        // Something a starting daemon would warn about (a bad user theme file), and the snapshot
        // file the first one wrote: the second must say one sentence and touch neither.
        let themes = bus.root.appendingPathComponent("data/themeswitch/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data("not a theme".utf8).write(to: themes.appendingPathComponent("broken.theme"))
        let snapshot = bus.root.appendingPathComponent("runtime/themeswitch/tokens.json")
        let written = try Data(contentsOf: snapshot)
        let second = try await runCommand(daemonExecutable(), ["--bus-address", bus.address], environment: bus.environment)
        #expect(second.status == 1)
        #expect(second.standardError.hasPrefix("themeswitchd: another themeswitchd already owns org.themeswitch.Theme1 on this bus (:"), "\(second)")
        #expect(second.standardError.split(separator: "\n").count == 1, "\(second)")
        #expect(try Data(contentsOf: snapshot) == written)
        let status = await first.stop(SIGTERM, within: .seconds(10))
        #expect(status == 0, "nil: still running 10 s after SIGTERM, then killed")
        #expect(try await client.bus.nameHasOwner("org.themeswitch.Theme1") == false)
    }
}
