import DBus
import Foundation
import Testing
import TestSupport
import ThemeContract
import ThemeCore

/// Drafts of unsaved edits (issue 11 §3): they survive a crash and a stop, and go on save.
@Suite(.timeLimit(.minutes(1))) struct DraftTests {
    static func draftFile(_ bus: PrivateBus, _ id: String) -> URL {
        bus.root.appendingPathComponent("state/themeswitch/drafts/\(id).theme")
    }

    static func call(_ bus: PrivateBus, _ method: String, _ arguments: [Value]) async throws -> [Value] {
        let connection = try Connection(bus: .address(bus.address))
        defer { connection.close() }
        return try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                         method: method, arguments: arguments).arguments
    }

    /// Waits (at most 10 s) until `file` holds `text`.
    static func waitUntil(_ file: URL, contains text: String) async throws -> Bool {
        await eventually { (try? String(contentsOf: file, encoding: .utf8))?.contains(text) == true }
    }

    @Test func unsavedEditsSurviveACrashOfTheDaemon() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let id = try await Self.call(bus, "CreateTheme", [.string("Crash Course"), .string("forest")])[0].string ?? ""
        _ = try await Self.call(bus, "SaveTheme", [.string(id)])
        for accent in ["#114411", "#115511", "#116611"] {
            _ = try await Self.call(bus, "SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(accent)), .string("light")])
        }
        let written = try await Self.waitUntil(Self.draftFile(bus, id), contains: "#116611")
        #expect(written)
        await daemon.kill()

        let again = try await DaemonProcess(on: bus)
        let state = try await Self.call(bus, "GetTheme", [.string(id)])
        #expect(state[0].string?.contains("\"color.accent\": \"#116611\"") == true)
        #expect(state[1] == .bool(true))
        #expect(again.log.contains("restored the unsaved edits of theme '\(id)'"))
        let saved = try String(contentsOf: bus.root.appendingPathComponent("data/themeswitch/themes/\(id).theme"), encoding: .utf8)
        #expect(!saved.contains("#116611"))

        _ = try await Self.call(bus, "SaveTheme", [.string(id)])
        let removed = try await Self.waitUntilGone(Self.draftFile(bus, id))
        #expect(removed)
        #expect(await again.stop() == 0)
    }

    @Test func aStopWritesTheDraftOfANewUnsavedTheme() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let id = try await Self.call(bus, "CreateTheme", [.string("Never Saved"), .string("blank")])[0].string ?? ""
        _ = try await Self.call(bus, "SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#224488")), .string("both")])
        _ = try await Self.call(bus, "SetThemeValue", [.string(id), .string("color.accent"), .variant(.string("#225599")), .string("both")])
        #expect(await daemon.stop() == 0)
        #expect(try String(contentsOf: Self.draftFile(bus, id), encoding: .utf8).contains("#225599"))

        let again = try await DaemonProcess(on: bus)
        let catalog = try await Self.call(bus, "ListThemes", [])[0].array?.compactMap { $0.structure?.first?.string } ?? []
        #expect(catalog.contains(id))
        let state = try await Self.call(bus, "GetTheme", [.string(id)])
        #expect(state[0].string?.contains("#225599") == true)
        _ = try await Self.call(bus, "DeleteTheme", [.string(id)])
        #expect(await again.stop() == 0)
        #expect(!FileManager.default.fileExists(atPath: Self.draftFile(bus, id).path))
    }

    /// Waits (at most 10 s) until `file` is gone.
    static func waitUntilGone(_ file: URL) async throws -> Bool {
        await eventually { !FileManager.default.fileExists(atPath: file.path) }
    }
}
