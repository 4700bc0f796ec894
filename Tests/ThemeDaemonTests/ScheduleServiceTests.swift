import DBus
import Foundation
import Logging
import Testing
import TestSupport
import ThemeConfiguration
import ThemeContract
import ThemeCore
@testable import ThemeDaemon
import ThemeTemplates

/// The schedule's D-Bus surface against the real daemon (issue 38 §3–4): `HoldScheme` from the
/// CLI (`scheme toggle`, `scheme light --until-next`), `HeldUntil` read by busctl, `GetForecast`
/// by gdbus, `ForecastChanged` when config.yaml changes, and `scheme system` ending a hold.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ScheduleServiceTests {
    /// `HH:MM` of `instant` in UTC.
    private func clockTime(_ instant: Date) -> String {
        let minutes = Int(instant.timeIntervalSince1970) % 86400 / 60
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// A daemon on a private bus (no system bus: the alarm alone), on `clock` in UTC, with config.yaml `configuration`.
    private func withDaemon(_ configuration: String, clock: SkewedClock, _ body: (Daemon.Running, PrivateBus) async throws -> Void) async throws {
        let bus = try PrivateBus(extraEnvironment: ["TZ": "UTC", "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/themeswitch-test"])
        defer { bus.stop() }
        try FollowFixture.writeConfiguration(configuration, in: ConfigurationPaths(environment: bus.environment))
        let daemon = try await Daemon(bus: .address(bus.address), environment: bus.environment, logger: Logger(label: "schedule-service-test"),
                                      clock: clock.clock).start()
        do {
            try await body(daemon, bus)
        } catch {
            await daemon.stop()
            throw error
        }
        await daemon.stop()
    }

    private func themeswitch(_ arguments: [String], _ bus: PrivateBus) async throws -> CommandResult {
        try await runCommand(builtExecutable("themeswitch"), arguments, environment: bus.environment)
    }

    /// `HeldUntil` as busctl reads it (`t 1764...`), in Unix µs.
    private func heldUntil(_ bus: PrivateBus) async throws -> UInt64 {
        let read = try await runCommand("busctl", ["--user", "get-property", ThemeBus.name, ThemeBus.path.rawValue, ThemeBus.interface, "HeldUntil"],
                                        environment: bus.environment)
        return UInt64(read.standardOutput.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? .max
    }

    @Test func aToggleHoldsTheOtherSchemeUntilTheNextWindowAndSchemeSystemEndsIt() async throws {
        let clock = SkewedClock()
        // Midday, with light from 06:00 and dark from 18:00, 30-minute windows: light now.
        let midday = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 86400).rounded(.down) * 86400 + 12 * 3600)
        clock.set(to: midday)
        try await withDaemon("schedule:\n  light: \"06:00\"\n  dark: \"18:00\"\n", clock: clock) { daemon, bus in
            #expect(await eventually { await daemon.provider.snapshot.resolvedScheme == .light })
            #expect(try await heldUntil(bus) == 0)

            let toggled = try await themeswitch(["scheme", "toggle"], bus)
            #expect(toggled.status == 0, "\(toggled)")
            #expect(await eventually { await daemon.provider.snapshot.resolvedScheme == .dark })
            // Held until the end of the evening window, 18:30.
            let evening = midday.addingTimeInterval(6.5 * 3600)
            #expect(await eventually { try await heldUntil(bus) == UInt64(evening.timeIntervalSince1970) * 1_000_000 })
            #expect(await daemon.provider.snapshot.colorScheme == .system)

            let back = try await themeswitch(["scheme", "system"], bus)
            #expect(back.status == 0, "\(back)")
            #expect(await eventually { try await heldUntil(bus) == 0 })
            #expect(await eventually { await daemon.provider.snapshot.resolvedScheme == .light })

            // light --until-next from an explicit dark: the preference becomes the schedule's again.
            #expect(try await themeswitch(["scheme", "dark"], bus).status == 0)
            #expect(try await themeswitch(["scheme", "light", "--until-next"], bus).status == 0)
            #expect(await eventually { try await heldUntil(bus) == UInt64(evening.timeIntervalSince1970) * 1_000_000 })
            #expect(await daemon.provider.snapshot.colorScheme == .system)
            #expect(await eventually { await daemon.provider.snapshot.resolvedScheme == .light })
        }
    }

    @Test func theForecastListsEachWindowAndChangesWithTheConfiguration() async throws {
        let clock = SkewedClock()
        let midday = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 86400).rounded(.down) * 86400 + 12 * 3600)
        clock.set(to: midday)
        try await withDaemon("schedule:\n  light: \"06:00\"\n  dark: \"18:00\"\n  transition: 20m\n", clock: clock) { daemon, bus in
            let client = try Connection(bus: .address(bus.address))
            defer { client.close() }
            let forecast = { (days: UInt32) async throws -> [Value] in
                try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, method: "GetForecast",
                                      arguments: [.uint32(days)]).arguments[0].array ?? []
            }
            var windows: [Value] = []
            #expect(await eventually { windows = try await forecast(2); return windows.count == 4 }, "\(windows)")
            let microseconds = { (instant: Date) in Value.uint64(UInt64(instant.timeIntervalSince1970) * 1_000_000) }
            let evening = midday.addingTimeInterval(6 * 3600)
            #expect(windows.first == .structure([.string("dark"), microseconds(evening), microseconds(evening.addingTimeInterval(20 * 60))]),
                    "\(windows)")
            #expect(windows[1].structure?.first == .string("light"))
            // gdbus, a tool nobody here wrote, reads the same.
            let gdbus = try await runCommand("gdbus", ["call", "--session", "--dest", ThemeBus.name, "--object-path", ThemeBus.path.rawValue,
                                                       "--method", "\(ThemeBus.interface).GetForecast", "1"], environment: bus.environment)
            #expect(gdbus.standardOutput.hasPrefix("([('dark', uint64 \(UInt64(evening.timeIntervalSince1970) * 1_000_000),"), "\(gdbus)")

            for days: UInt32 in [0, 15] {
                await #expect(throws: DBusError.self) { _ = try await forecast(days) }
            }
            let refused = try await runCommand("gdbus", ["call", "--session", "--dest", ThemeBus.name, "--object-path", ThemeBus.path.rawValue,
                                                         "--method", "\(ThemeBus.interface).HoldScheme", "purple"], environment: bus.environment)
            #expect(refused.status != 0 && refused.standardError.contains("InvalidArgument"), "\(refused)")
            #expect(try await heldUntil(bus) == 0)

            // A new configuration is a new forecast, announced.
            let announced = try await client.signals(matching: MatchRule(
                sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, member: ThemeBus.forecastChanged))
            try FollowFixture.writeConfiguration("schedule:\n  light: \"07:00\"\n  dark: \"19:00\"\n  transition: 20m\n",
                                                 in: ConfigurationPaths(environment: bus.environment))
            var iterator = announced.makeAsyncIterator()
            let heard = await eventually(within: .seconds(10)) { await iterator.next() != nil }
            #expect(heard, "no ForecastChanged")
            let later = evening.addingTimeInterval(3600)
            #expect(await eventually { try await forecast(1).first == .structure([.string("dark"), microseconds(later), microseconds(later.addingTimeInterval(20 * 60))]) })
        }
    }

    /// Without a schedule there is nothing to hold against: refused in one sentence, nothing changes.
    @Test func aHoldWithoutAScheduleIsRefusedAndChangesNothing() async throws {
        try await withDaemon("", clock: SkewedClock()) { daemon, bus in
            let before = await daemon.provider.snapshot
            let refused = try await themeswitch(["scheme", "toggle"], bus)
            #expect(refused.status == 1 && refused.standardError.contains("there is no schedule to hold a scheme against"), "\(refused)")
            let after = await daemon.provider.snapshot
            #expect(after == before)
            let forecast = try await runCommand("gdbus", ["call", "--session", "--dest", ThemeBus.name, "--object-path", ThemeBus.path.rawValue,
                                                          "--method", "\(ThemeBus.interface).GetForecast", "3"], environment: bus.environment)
            #expect(forecast.standardOutput == "(@a(stt) [],)\n", "\(forecast)")
        }
    }
}

/// The forecast example of docs/dbus-api.md ("The schedule"), run as a user would run it.
@Suite(.timeLimit(.minutes(1)))
struct ForecastExampleTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Forecast/dusk_progress.py")

    @Test func theDocumentShowsTheExampleAsItIs() throws {
        let document = try String(contentsOf: Self.example.appendingPathComponent("../../../docs/dbus-api.md").standardized, encoding: .utf8)
        #expect(document.contains(try String(contentsOf: Self.example, encoding: .utf8)))
    }

    /// Light began ten minutes ago (a window of 30 minutes in progress, a third through), dark
    /// twelve hours after: over two days the example prints that window and the four that start.
    @Test func theExamplePrintsEachTransitionWithItsProgress() async throws {
        let minute = Int(Date().timeIntervalSince1970 / 60)
        func clockTime(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes / 60 % 24, minutes % 60) }
        let light = minute - 10
        try await withFollowingDaemon(extraEnvironment: ["TZ": "UTC"], prepare: { paths in
            try FollowFixture.writeConfiguration(
                "schedule:\n  light: \"\(clockTime(light % 1440))\"\n  dark: \"\(clockTime((light + 720) % 1440))\"\n", in: paths)
        }) { fixture in
            var output = ""
            let printed = await eventually {
                output = try await runCommand("/usr/bin/python3", [Self.example.path], environment: fixture.bus.environment).standardOutput
                return output.split(separator: "\n").count == 6
            }
            #expect(printed, "\(output)")
            let lines = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            let now = Date().timeIntervalSince1970 * 1_000_000
            #expect(lines.map { $0[0] } == ["light", "dark", "light", "dark", "light", "held"], "\(output)")
            for (index, line) in lines.dropLast().enumerated() {
                let (start, end, progress) = (Double(line[1]) ?? 0, Double(line[2]) ?? 0, Double(line[3]) ?? -1)
                // Each window is 30 minutes (the default), 12 hours after the one before it.
                #expect(start == Double(light * 60 + index * 720 * 60) * 1_000_000 && end - start == 30 * 60 * 1_000_000, "\(output)")
                let expected = now <= start ? 0 : min((now - start) / (end - start), 1)
                #expect(abs(progress - expected) < 0.02, "\(output)")
            }
            #expect(lines.first?[3] != "0.00", "the window in progress shows its progress: \(output)")
            #expect(lines.last == ["held", "until", "0"])
        }
    }
}
