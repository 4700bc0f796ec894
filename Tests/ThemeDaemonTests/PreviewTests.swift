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

    /// docs/dbus-api.md: under a burst of edits, at most one ThemeChanged per 50 ms, and the last
    /// edit is always published. The edits come one after another for at least 400 ms; the
    /// signals that arrive over that span are counted.
    @Test func aBurstOfEditsIsPacedAndTheLastEditIsPublished() async throws {
        try await withDaemon { fixture in
            let id = try await fixture.call("CreateTheme", [.string("Burst"), .string("default")])[0].string ?? ""
            try await fixture.call("Apply", [.string(id)])
            let changes = SignalRecorder(try await Self.themeChanges(fixture.client))
            let accent: @Sendable (Message) -> String = { $0.arguments[3].stringKeyedDictionary?["color.accent"]?.unwrapped.string ?? "" }
            let started = ContinuousClock.now
            var edits: [String] = []
            while edits.count < 40 || ContinuousClock.now - started < .milliseconds(400) {
                // Dark enough to pass on the light background, so the published accent is the one set
                // and not a fitted counterpart (docs/themes.md, "Contrast").
                let accent = String(format: "#00%02X%02X", 0x10 + edits.count % 0x40, 0x40 + edits.count / 0x40)
                try await fixture.call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(accent)), .string("both")])
                edits.append(accent)
            }
            let last = edits.last ?? ""
            #expect(await changes.wait(within: .seconds(5)) { $0.last.map(accent) == last }, "the last edit \(last) was published")
            let times = changes.arrivals.map(\.at)
            let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
            #expect(times.count >= 2 && times.count < edits.count, "\(times.count) signals for \(edits.count) edits")
            // A late delivery can bring two signals together, so the pace is checked over the whole
            // burst: at most one signal per 50 ms from the first to the last (and one for the end).
            let span = (times.last ?? started) - (times.first ?? started)
            #expect(times.count <= Int(span / .milliseconds(50)) + 2, "\(times.count) signals in \(span); gaps: \(gaps)")
        }
    }
}
