import DBus
import Foundation
import Glibc
import Logging
import Testing
import TestSupport
import ThemeContract
@testable import ThemeDaemon

/// The daemon under faults: its bus going away, a hanging helper, a disk that refuses
/// writes, and readers racing writers.
@Suite(.timeLimit(.minutes(1))) struct FaultTests {
    @Test func theDaemonExitsNonZeroWhenItsBusGoesAway() async throws {
        let bus = try PrivateBus()
        let daemon = try await DaemonProcess(on: bus)
        bus.stop()
        let status = await daemon.waitForExit(within: .seconds(10))
        // 2 once serving; 1 when the bus went away while it was still starting. Never a hang or a crash.
        #expect(status == 2 || status == 1, "exit status \(String(describing: status))")
    }

    /// darkman's rule: the names come first; a `gsettings` that hangs (a stand-in script that
    /// sleeps, named as such) neither delays them nor outlives its timeout (5 s). No clock: the
    /// stand-in records its pid; the daemon owns its names and answers Apply while the first
    /// stand-in still hangs, which it would no longer do had the daemon waited for it.
    @Test func namesComeFirstAndAHangingGSettingsStandInIsKilled() async throws {
        let stubs = FileManager.default.temporaryDirectory.appendingPathComponent("hanging-gsettings-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stubs) }
        // Written by a shell, so no descriptor of it open for writing leaks into a child of this process (ETXTBSY).
        let pids = stubs.appendingPathComponent("pids").path
        let written = try await runCommand("sh", ["-c", "printf '#!/bin/sh\\necho $$ >> %s\\nexec sleep 60\\n' \"$2\" > \"$1\" && chmod 755 \"$1\"",
                                                  "sh", stubs.appendingPathComponent("gsettings").path, pids])
        try #require(written.status == 0, "\(written.standardError)")
        let path = stubs.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let bus = try PrivateBus(extraEnvironment: ["PATH": path])
        defer { bus.stop() }

        let daemon = try await DaemonProcess(on: bus)
        let client = try Connection(bus: .address(bus.address))
        defer { client.close() }
        let first = { pid_t((try? String(contentsOfFile: pids, encoding: .utf8))?.split(separator: "\n").first ?? "") }
        #expect(await eventually { first() != nil }, "the daemon ran gsettings")
        _ = try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                  method: "Apply", arguments: [.string("forest")], timeout: .seconds(10))
        let hanging = children(of: daemon.pid)
        #expect(first().map(hanging.contains) == true,
                "the names were owned and Apply answered while the first gsettings (\(String(describing: first()))) still hung: \(hanging)")

        // After its 5 s timeout the stand-in is killed: no child of the daemon is left.
        #expect(await eventually(within: .seconds(15)) { children(of: daemon.pid).isEmpty }, "gsettings still runs")
        #expect(daemon.log.contains("did not finish within"), "\(daemon.log)")
        #expect(await daemon.stop() == 0)
    }

    @Test func aSaveThatFailsReturnsSaveFailedAndChangesNothing() async throws {
        try await withDaemon { fixture in
            let changes = try await fixture.client.signals(matching: MatchRule(interface: ThemeBus.interface, member: ThemeBus.themeChanged))
            let serial = try await fixture.property("Serial")
            // A directory where the file goes makes every save fail (as root, permissions would not).
            try? FileManager.default.removeItem(at: fixture.settingsFile)
            try FileManager.default.createDirectory(at: fixture.settingsFile.appendingPathComponent("blocked"), withIntermediateDirectories: true)
            do {
                try await fixture.call("Apply", [.string("forest")])
                Issue.record("Apply succeeded without a place to save")
            } catch let error as DBusError {
                #expect(error.name == ThemeErrorName.saveFailed.fullName)
                #expect(error.message.contains("nothing was changed"))
            }
            #expect(try await fixture.property("ThemeId") == .string("default"))
            #expect(try await fixture.property("Serial") == serial)
            let snapshot = try await fixture.call("GetTokens", [.string("")])
            #expect(snapshot[0] == .string("default") && snapshot[2] == serial)

            try FileManager.default.removeItem(at: fixture.settingsFile)
            try await fixture.call("Apply", [.string("rose")])
            #expect(try await fixture.property("Serial") == .uint64((serial.uint64 ?? 0) + 1), "the serial goes on from where it was")
            // Nothing was published for the failed save: the first ThemeChanged is this later change's.
            let first = await collect(changes, count: 1, timeout: .seconds(10)).first
            #expect(first?.arguments[0] == .string("rose") && first?.arguments[2] == .uint64((serial.uint64 ?? 0) + 1),
                    "the first ThemeChanged after the failed save: \(String(describing: first?.arguments.prefix(3)))")
        }
    }

    @Test func aDesktopSwitchThatCannotBeSavedIsRetriedUntilItIs() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("retry-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SettingsStore(fileURL: directory.appendingPathComponent("settings.json"))
        try FileManager.default.createDirectory(at: store.fileURL.appendingPathComponent("blocked"), withIntermediateDirectories: true)
        let provider = Provider(registry: .builtIn, store: store, settings: .defaults, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        await provider.systemSchemeChanged(to: .dark)
        #expect(await provider.snapshot.resolvedScheme == .light, "not published before it is saved")

        try FileManager.default.removeItem(at: store.fileURL)
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline, await provider.snapshot.resolvedScheme != .dark {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(await provider.snapshot.resolvedScheme == .dark)
        #expect(store.load(registry: .builtIn).settings.systemScheme == .dark)
    }

    /// Every GetAll reply is one state: a serial always comes with the same theme.
    @Test func getAllNeverMixesTwoStates() async throws {
        try await withDaemon { fixture in
            let writer = try Connection(bus: .address(fixture.bus.address))
            defer { writer.close() }
            let applying = Task {
                for round in 0..<150 {
                    _ = try? await fixture.call("Apply", [.string(round % 2 == 0 ? "forest" : "rose")], on: writer)
                }
            }
            var themeOfSerial: [UInt64: String] = [:]
            var mixed: [String] = []
            while !applying.isCancelled {
                let reply = try await fixture.client.call(
                    destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.properties, method: "GetAll",
                    arguments: [.string(ThemeBus.interface)])
                let properties = reply.arguments.first?.stringKeyedDictionary ?? [:]
                guard let serial = properties["Serial"]?.unwrapped.uint64, let theme = properties["ThemeId"]?.unwrapped.string else { break }
                if let known = themeOfSerial[serial], known != theme { mixed.append("serial \(serial): \(known) and \(theme)") }
                themeOfSerial[serial] = theme
                if serial >= 151 { break }
            }
            await applying.value
            #expect(mixed.isEmpty, "\(mixed)")
            #expect(themeOfSerial.count > 10, "GetAll ran while the theme changed")
        }
    }

    /// Item 8 of the reliability issue: a tool that hangs fails its test; it does not stall the run.
    @Test func aStuckToolIsKilledAndFailsInsteadOfHangingTheRun() async throws {
        let started = ContinuousClock.now
        await #expect(throws: CommandTimedOut.self) {
            _ = try await runCommand("sleep", ["60"], timeout: .milliseconds(300))
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// The processes whose parent is `pid`.
    private func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { child in
            guard let status = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8) else { return false }
            return status.split(separator: "\n").contains { $0 == "PPid:\t\(pid)" }
        }
    }
}
