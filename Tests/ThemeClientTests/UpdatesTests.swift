import Foundation
import Testing
import TestSupport
import ThemeClient

/// `updates()`: the current state first, every change in serial order, and on across restarts.
@Suite("Updates", .timeLimit(.minutes(1)))
struct UpdatesTests {
    @Test func firstElementIsCurrentThenEveryChangeInOrder() async throws {
        try await withDaemon { fixture in
            let current = try await fixture.client.current()
            let updates = Collector(fixture.client.updates())
            try await updates.wait("the current state") { $0.count == 1 }
            #expect(updates.elements.first == current)

            let other = try ThemeClient(busAddress: fixture.bus.address)
            defer { other.close() }
            for theme in ["midnight", "forest", "rose"] { try await other.apply(theme) }
            try await other.setColorScheme(.dark)
            // Newest wins: a reader may skip states it had no time to take, never goes back.
            let seen = try await updates.wait("the last change") { $0.last?.serial == current.serial + 4 }
            #expect(seen.last?.themeID == "rose")
            #expect(seen.last?.scheme == .dark)
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.serial < $1.serial })
            #expect(seen.last?.tokens.color.accent == (try await other.themeTokens("rose", scheme: .dark)).color.accent)
            // No duplicate: the next element after the last change is the one of a later change (a marker).
            try await other.apply("forest")
            let marked = try await updates.wait("the marker change") { $0.last?.themeID == "forest" }
            #expect(marked.count == seen.count + 1, "no duplicates: \(marked.map(\.serial))")
            updates.cancel()
        }
    }

    /// The lean path (TokensChanged + the snapshot file) and the ThemeChanged path give the same
    /// snapshot for every serial, and the lean one makes no GetTokens call after the first.
    @Test func leanAndThemeChangedClientsAgreeOnEverySerial() async throws {
        try await withDaemon { fixture in
            let monitor = try await BusMonitor(
                address: fixture.bus.address, rules: ["type='method_call',member='GetTokens'", "type='method_call',member='Ping'"],
                environment: fixture.bus.environment)
            let full = try ThemeClient(busAddress: fixture.bus.address)
            defer { full.close() }
            let lean = Collector(fixture.client.updates())
            let heavy = Collector(full.updates(via: .themeChangedSignal))
            try await lean.wait("the lean client's current state") { $0.count == 1 }
            try await heavy.wait("the full client's current state") { $0.count == 1 }
            // One change at a time, each awaited by both, so neither may skip one.
            let changes: [@Sendable (ThemeClient) async throws -> Void] = [
                { try await $0.apply("forest") }, { try await $0.setColorScheme(.dark) }, { try await $0.apply("rose") },
                { try await $0.setAccessibility(highContrast: true) }, { try await $0.apply("midnight") },
                { try await $0.setColorScheme(.light) }, { try await $0.setAccessibility(highContrast: false) },
            ]
            for change in changes {
                try await change(fixture.client)
                let serial = try await fixture.client.status().serial
                try await lean.wait("serial \(serial) on the lean path") { ($0.last?.serial ?? 0) >= serial }
                try await heavy.wait("serial \(serial) on the ThemeChanged path") { ($0.last?.serial ?? 0) >= serial }
            }
            let leanBySerial = Dictionary(lean.elements.map { ($0.serial, $0) }, uniquingKeysWith: { $1 })
            let compared = heavy.elements.filter { leanBySerial[$0.serial] != nil }
            #expect(compared.count == changes.count + 1 && heavy.elements.count == compared.count && lean.elements.count == compared.count)
            for snapshot in compared { #expect(leanBySerial[snapshot.serial] == snapshot, "serial \(snapshot.serial)") }

            // A marker call after every other: once the monitor has it, it has every GetTokens before it.
            let ping = try await runCommand("dbus-send", ["--bus=\(fixture.bus.address)", "--print-reply", "--dest=\(DaemonProcess.busName)",
                                                          "/", "org.freedesktop.DBus.Peer.Ping"])
            #expect(ping.status == 0, "\(ping.standardError)")
            let marked = await monitor.wait { $0.contains("member=Ping") }
            let calls = await monitor.stop().split(separator: "\n").filter { $0.contains("member=GetTokens") }
            #expect(marked, "the monitor saw the marker")
            // One each for the two clients' first state; the lean client read every change from the file.
            #expect(calls.count == 2, "\(calls)")
        }
    }

    @Test func perAppClientReceivesChangesToo() async throws {
        try await withDaemon(appID: "org.example.Mail") { fixture in
            let updates = Collector(fixture.client.updates())
            try await updates.wait("the current state") { $0.count == 1 }
            try await fixture.client.apply("lavender")
            let seen = try await updates.wait("the change") { $0.count == 2 }
            #expect(seen.last?.themeID == "lavender")
            #expect(seen[1].serial > seen[0].serial)
        }
    }

    @Test func streamResumesAcrossADaemonRestart() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        var daemon = try await DaemonProcess(on: bus)
        let client = try ThemeClient(busAddress: bus.address, runtimeDirectory: bus.environment["XDG_RUNTIME_DIR"])
        defer { client.close() }
        do {
            let updates = Collector(client.updates())
            try await updates.wait("the current state") { $0.count == 1 }
            try await client.apply("forest")
            try await updates.wait("forest") { $0.last?.themeID == "forest" }

            // A crash: the stream waits, then resyncs with whatever the new daemon publishes.
            await daemon.kill()
            try await waitForName(DaemonProcess.busName, owned: false, on: bus)
            daemon = try await DaemonProcess(on: bus)
            let before = updates.elements.count
            let other = try ThemeClient(busAddress: bus.address)
            defer { other.close() }
            let restarted = try await other.current()
            #expect(restarted.themeID == "forest", "the daemon kept the applied theme")
            try await other.apply("midnight")
            let seen = try await updates.wait("midnight after the restart") { $0.last?.themeID == "midnight" }
            let afterRestart = seen[before...]
            #expect(afterRestart.allSatisfy { $0.themeID == "forest" || $0.themeID == "midnight" })
            for (previous, next) in zip(seen, seen.dropFirst()) {
                #expect(previous != next, "no duplicate")
            }
            let newDaemon = Array(afterRestart)
            for (previous, next) in zip(newDaemon, newDaemon.dropFirst()) {
                #expect(previous.serial < next.serial, "serial order within the new daemon")
            }
            updates.cancel()
        } catch {
            await daemon.stop()
            throw error
        }
        await daemon.stop()
    }

    @Test func activationStartsTheDaemon() async throws {
        let services = FileManager.default.temporaryDirectory
            .appendingPathComponent("themeswitch-services-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: services) }
        try """
        [D-BUS Service]
        Name=org.themeswitch.Theme1
        Exec=\(builtExecutable("themeswitchd"))

        """.write(to: services.appendingPathComponent("org.themeswitch.Theme1.service"), atomically: true, encoding: .utf8)
        let bus = try PrivateBus(serviceDirectories: [services])
        defer { bus.stop() }
        let client = try ThemeClient(busAddress: bus.address, runtimeDirectory: bus.environment["XDG_RUNTIME_DIR"])
        defer { client.close() }
        let snapshot = try await client.current()
        #expect(snapshot.themeID == "default")
        // Stop the activated daemon before the bus goes, so it does not outlive the test.
        let pid = try await runCommand("dbus-send", [
            "--bus=\(bus.address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
            "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:\(DaemonProcess.busName)",
        ]).standardOutput.split(separator: " ").last.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if let pid { kill(pid, SIGTERM) }
        try await waitForName(DaemonProcess.busName, owned: false, on: bus)
    }
}
