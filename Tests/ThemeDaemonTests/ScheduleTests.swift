import DBus
import Foundation
import Synchronization
import Testing
import TestSupport
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// A clock whose time moves only when the schedule sleeps: each sleep jumps ahead by its
/// duration at once, and the instants it woke at are recorded.
final class JumpingClock: Sendable {
    private let time: Mutex<Date>
    private let wakes = Mutex<[Date]>([])

    init(_ start: Date) { time = Mutex(start) }

    var wokeAt: [Date] { wakes.withLock { $0 } }

    var clock: ScheduleClock {
        ScheduleClock(
            now: { self.time.withLock { $0 } },
            sleep: { duration in
                try Task.checkCancellation()
                await Task.yield()
                let (seconds, attoseconds) = duration.components
                let woke = self.time.withLock { now in
                    now = now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
                    return now
                }
                self.wakes.withLock { $0.append(woke) }
            },
            zone: LocalZone(named: "UTC") ?? .system)
    }
}

/// The schedule as the system scheme source (issue 13 §6).
@Suite(.timeLimit(.minutes(1))) struct ScheduleTests {
    private func utc(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    @Test func aFixedScheduleSwitchesAtItsTimesOnAnInjectedClock() async throws {
        let jumping = JumpingClock(try utc("2026-03-10T06:00:00Z"))
        let source = ScheduleSchemeSource(schedule: try SchemeSchedule.fixed(light: "07:00", dark: "19:30"), clock: jumping.clock)
        #expect(await source.current() == .dark)
        var seen: [ColorScheme] = []
        for await scheme in try await source.changes() {
            seen.append(scheme)
            if seen.count == 3 { break }
        }
        #expect(seen == [.light, .dark, .light])
        let wakes = jumping.wokeAt
        for instant in ["2026-03-10T07:00:00Z", "2026-03-10T19:30:00Z", "2026-03-11T07:00:00Z"] {
            let wanted = try utc(instant)
            #expect(wakes.contains { abs($0.timeIntervalSince(wanted)) < 0.001 }, "the source did not wake at \(instant): \(wakes.suffix(5))")
        }
    }

    /// Sydney on a UTC clock, across the date line from its own day (issue 27 §4): the source
    /// switches at Sydney's sunrises and sunsets as the calculator gives them in Sydney's zone.
    @Test func aSunScheduleFarFromItsTimeZoneSwitchesAtTheSunsOwnTimes() async throws {
        let jumping = JumpingClock(try utc("2026-11-24T12:00:00Z")) // 23:00 in Sydney: night
        let source = ScheduleSchemeSource(schedule: try SchemeSchedule.sun(latitude: -33.87, longitude: 151.21), clock: jumping.clock)
        #expect(await source.current() == .dark)
        var seen: [ColorScheme] = []
        for await scheme in try await source.changes() {
            seen.append(scheme)
            if seen.count == 3 { break }
        }
        #expect(seen == [.light, .dark, .light])
        let sydney = try #require(LocalZone(named: "Australia/Sydney"))
        guard case .risesAndSets(let sunrise, let sunset) = SunCalculator.sunDay(year: 2026, month: 11, day: 25, latitude: -33.87, longitude: 151.21, zone: sydney),
              case .risesAndSets(let nextSunrise, _) = SunCalculator.sunDay(year: 2026, month: 11, day: 26, latitude: -33.87, longitude: 151.21, zone: sydney)
        else { Issue.record("Sydney has sunrises and sunsets in November"); return }
        let wakes = jumping.wokeAt
        for wanted in [sunrise, sunset, nextSunrise] {
            #expect(wakes.contains { abs($0.timeIntervalSince(wanted)) < 0.001 }, "the source did not wake at \(wanted): \(wakes.suffix(5))")
        }
    }

    @Test func aSunScheduleAtTheNorthCapeStaysDarkThroughPolarNight() async throws {
        // Tromsø, 69.65° N: the sun does not rise in mid-December.
        let jumping = JumpingClock(try utc("2026-12-15T12:00:00Z"))
        let source = ScheduleSchemeSource(schedule: try SchemeSchedule.sun(latitude: 69.65, longitude: 18.96), clock: jumping.clock)
        #expect(await source.current() == .dark)
    }

    @Test func latitude100IsRefusedInConfigYAMLWithItsLine() {
        let paths = ConfigurationPaths(environment: ["HOME": "/home/u"])
        #expect(throws: ConfigurationError(file: "config.yaml", line: 4, reason: "latitude 100.0 is outside -90…90 (degrees, north positive)")) {
            try ConfigurationParser.parse("hooks:\n  timeout: 3\nschedule:\n  sun: {latitude: 100, longitude: 3}\n", file: "config.yaml", paths: paths)
        }
    }

    /// With a schedule in config.yaml the schedule is the system scheme and the desktop's own
    /// switch is not followed; removing it hands the system scheme back to the desktop.
    /// The match rules the daemon's connection holds for dconf's `Notify`, from dbus-daemon's Debug.Stats.
    private func dconfRules(of fixture: FollowFixture) async throws -> [String] {
        let client = try Connection(bus: .address(fixture.bus.address))
        defer { client.close() }
        let reply = try await client.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                          interface: "org.freedesktop.DBus.Debug.Stats", method: "GetAllMatchRules")
        let rules = reply.arguments.first?.stringKeyedDictionary?[fixture.daemon.connection.uniqueName]?.array ?? []
        return rules.compactMap(\.string).filter { $0.contains("ca.desrt.dconf.Writer") }
    }

    @Test func theScheduleWinsOverTheDesktopUntilItIsRemoved() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        func clockTime(_ offset: TimeInterval) -> String {
            let parts = calendar.dateComponents([.hour, .minute], from: Date().addingTimeInterval(offset))
            return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }
        // Dark began two hours ago; light begins in two hours.
        let darkNow = "schedule:\n  light: \"\(clockTime(2 * 3600))\"\n  dark: \"\(clockTime(-2 * 3600))\"\n"
        try await withFollowingDaemon(extraEnvironment: ["XDG_CURRENT_DESKTOP": "GNOME"], prepare: { paths in
            try FollowFixture.writeConfiguration(darkNow, in: paths)
        }) { fixture in
            let set = try await runCommand("gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", "default"], environment: fixture.bus.environment)
            #expect(set.status == 0)
            #expect(await eventually { await fixture.daemon.provider.snapshot.resolvedScheme == .dark })
            // The desktop says light again; the schedule still wins.
            _ = try await runCommand("gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"], environment: fixture.bus.environment)
            _ = try await runCommand("gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", "default"], environment: fixture.bus.environment)
            // No delay to wait out: while the schedule is set the scheme is not read from dconf at all
            // (the bus holds one match rule of the daemon's for dconf's Notify: the accessibility
            // follower's, docs/dbus-api.md "Accessibility preferences"), so no desktop switch can reach it.
            #expect(try await dconfRules(of: fixture).count == 1, "the daemon's scheme listens to dconf under a schedule")
            #expect(await fixture.daemon.provider.snapshot.resolvedScheme == .dark)

            try fixture.writeConfiguration("# no schedule\n")
            #expect(await eventually { await fixture.daemon.provider.snapshot.resolvedScheme == .light })
            #expect(await eventually { try await dconfRules(of: fixture).count == 2 }, "without a schedule the daemon's scheme listens to dconf")
            _ = try await runCommand("gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"], environment: fixture.bus.environment)
            #expect(await eventually { await fixture.daemon.provider.snapshot.resolvedScheme == .dark })
        }
    }
}
