import DBus
import Foundation
import Testing
import TestSupport
import ThemeContract
import ThemeCore

/// Live preview and the pace of edits (issue 11 §4), through the running daemon.
@Suite(.timeLimit(.minutes(1))) struct PreviewTests {
    static func themeChanges(_ connection: Connection) async throws -> AsyncStream<Message> {
        try await connection.signals(matching: MatchRule(
            sender: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name, member: "ThemeChanged"))
    }

    static func themes(_ signals: [Message]) -> [String] {
        signals.compactMap { $0.arguments.first?.string }
    }

    @Test func aPreviewRevertsWhenItsTimeIsUpAndIsNeverSaved() async throws {
        try await withDaemon { fixture in
            try await fixture.call("Apply", [.string("forest")])
            let changes = try await Self.themeChanges(fixture.client)
            try await fixture.call("PreviewTheme", [.string("rose"), .uint32(1)])
            #expect(try await fixture.property("ThemeId") == .string("rose"))
            let settings = try String(contentsOf: fixture.settingsFile, encoding: .utf8)
            #expect(settings.contains("forest") && !settings.contains("rose"))
            let signals = await collect(changes, count: 2, timeout: .seconds(10))
            #expect(Self.themes(signals) == ["rose", "forest"])
            #expect(try await fixture.property("ThemeId") == .string("forest"))
        }
    }

    @Test func aPreviewEndsWhenItsCallerLeavesTheBus() async throws {
        try await withDaemon { fixture in
            let changes = try await Self.themeChanges(fixture.client)
            let caller = try Connection(bus: .address(fixture.bus.address))
            try await fixture.call("PreviewTheme", [.string("midnight"), .uint32(600)], on: caller)
            #expect(Self.themes(await collect(changes, count: 1, timeout: .seconds(5))) == ["midnight"])
            caller.close()
            #expect(Self.themes(await collect(changes, count: 1, timeout: .seconds(10))) == ["default"])
        }
    }

    @Test func endPreviewEndsItAndBadPreviewsAreRefused() async throws {
        try await withDaemon { fixture in
            try await fixture.call("PreviewTheme", [.string("sunset"), .uint32(600)])
            #expect(try await fixture.property("ThemeId") == .string("sunset"))
            try await fixture.call("EndPreview")
            #expect(try await fixture.property("ThemeId") == .string("default"))
            for (method, arguments, expected) in [
                ("EndPreview", [], "NotFound"),
                ("PreviewTheme", [.string("sunset"), .uint32(0)], "InvalidArgument"),
                ("PreviewTheme", [.string("sunset"), .uint32(3601)], "InvalidArgument"),
                ("PreviewTheme", [.string("sunsett"), .uint32(5)], "UnknownTheme"),
                ("PreviewTheme", [.string("../x"), .uint32(5)], "InvalidArgument"),
            ] as [(String, [Value], String)] {
                let name = await UserThemeServiceTests.errorName(fixture, method, arguments)
                #expect(name == expected, "\(method) \(arguments)")
            }
            #expect(try await fixture.property("ThemeId") == .string("default"))
        }
    }

    @Test func aRestartNeverStartsInAPreview() async throws {
        let fixture = try await DaemonFixture()
        try await fixture.call("Apply", [.string("lavender")])
        try await fixture.call("PreviewTheme", [.string("midnight"), .uint32(600)])
        await fixture.stop(keepBus: true)
        let again = try await DaemonFixture(bus: fixture.bus)
        defer { Task { await again.stop() } }
        #expect(try await again.property("ThemeId") == .string("lavender"))
        await again.stop()
    }

    @Test func aBurstOfEditsIsCoalescedAndTheLastEditIsPublished() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Burst"), .string("default")])[0].string ?? ""
            try await fixture.call("Apply", [.string(id)])
            let changes = try await Self.themeChanges(fixture.client)
            let accents = (0..<20).map { String(format: "#00%02X80", 0x40 + $0) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for accent in accents {
                    group.addTask {
                        try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(accent)), .string("both")])
                    }
                }
                try await group.waitForAll()
            }
            let final = try await fixture.call("GetTheme", [.string(id)])[0].string ?? ""
            let last = accents.first { final.contains($0) }
            var published: [String] = []
            for await signal in changes {
                published.append(signal.arguments[3].stringKeyedDictionary?["color.accent"]?.unwrapped.string ?? "")
                if published.last == last || published.count == accents.count { break }
            }
            #expect(last != nil)
            #expect(published.last == last)
            #expect(published.count <= accents.count)
        }
    }
}
