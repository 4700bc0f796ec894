import DBus
import Logging
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// An alarm whose clock jumps to each instant it is armed for and rings at once, so a schedule
/// runs through days in no time; the instants it was armed for are recorded. It rings at most
/// `limit` times, so a schedule that is not stopped cannot run on for ever.
final class JumpingAlarm: ScheduleAlarm {
    let rings: AsyncStream<AlarmRing>
    private let continuation: AsyncStream<AlarmRing>.Continuation
    private let time: Mutex<Date>
    private let armed = Mutex<[Date]>([])
    private let limit: Int

    init(_ start: Date, limit: Int = 50) {
        time = Mutex(start)
        self.limit = limit
        (rings, continuation) = AsyncStream<AlarmRing>.makeStream()
    }

    var wokeAt: [Date] { armed.withLock { $0 } }

    var clock: ScheduleClock {
        ScheduleClock(now: { self.time.withLock { $0 } }, zone: LocalZone(named: "UTC") ?? .system)
    }

    func arm(at instant: Date?) {
        guard let instant, armed.withLock({ $0.count }) < limit else { return }
        time.withLock { $0 = max($0, instant) }
        armed.withLock { $0.append(instant) }
        continuation.yield(.due)
    }

    func stop() { continuation.finish() }
}

/// The schedule as the system scheme source (issues 13 §6 and 38).
@Suite(.timeLimit(.minutes(1))) struct ScheduleTests {
    private func utc(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    /// The source on `alarm`'s clock, with no system events and no idle source.
    private func source(_ setting: ScheduleSetting, _ alarm: JumpingAlarm) -> ScheduleSchemeSource {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("schedule-\(UUID().uuidString).json")
        return ScheduleSchemeSource(setting: setting, clock: alarm.clock, environment: ["TZ": "UTC"],
                                    wakes: ScheduleWakes(alarm: { alarm }, system: nil, idle: { .none }),
                                    control: ScheduleControl(stateFile: state, now: alarm.clock.now), logger: Logger(label: "schedule-test"))
    }

    private func firstChanges(_ source: ScheduleSchemeSource, count: Int) async throws -> [ColorScheme] {
        var seen: [ColorScheme] = []
        for await scheme in try await source.changes() {
            seen.append(scheme)
            if seen.count == count { break }
        }
        return seen
    }

    /// Without an idle source, each switch happens at its window's end: 30 minutes after each time.
    @Test func aFixedScheduleSwitchesAtTheEndOfEachWindowWithoutAnIdleSource() async throws {
        let alarm = JumpingAlarm(try utc("2026-03-10T06:00:00Z"))
        let setting = try ScheduleSetting(rule: .fixed(light: ClockTime("07:00"), dark: ClockTime("19:30")))
        let source = source(setting, alarm)
        #expect(await source.current() == .dark)
        // The first decision gives the scheme now, then the switches.
        #expect(try await firstChanges(source, count: 4) == [.dark, .light, .dark, .light])
        let wakes = alarm.wokeAt
        for instant in ["2026-03-10T07:00:00Z", "2026-03-10T07:30:00Z", "2026-03-10T19:30:00Z", "2026-03-10T20:00:00Z", "2026-03-11T07:30:00Z"] {
            let wanted = try utc(instant)
            #expect(wakes.contains { abs($0.timeIntervalSince(wanted)) < 0.001 }, "the source did not wake at \(instant): \(wakes.prefix(8))")
        }
        // Nothing in between: the alarm is armed only for window starts and ends.
        #expect(wakes.prefix(5).count == 5 && wakes.prefix(5).allSatisfy { [0, 30].contains(Int($0.timeIntervalSince1970) % 3600 / 60) })
    }

    /// Sydney on a UTC clock, across the date line from its own day (issue 27 §4): the source
    /// switches at the ends of Sydney's own twilight windows, at its sunrises and civil dusks.
    @Test func aSunScheduleFarFromItsTimeZoneSwitchesAtTheSunsOwnTimes() async throws {
        let alarm = JumpingAlarm(try utc("2026-11-24T12:00:00Z")) // 23:00 in Sydney: night
        let source = source(try ScheduleSetting(rule: .sun(Coordinates(latitude: -33.9, longitude: 151.2))), alarm)
        #expect(await source.current() == .dark)
        #expect(try await firstChanges(source, count: 4) == [.dark, .light, .dark, .light])
        let sydney = try #require(LocalZone(named: "Australia/Sydney"))
        guard case .risesAndSets(let sunrise, _) = SunCalculator.sunDay(year: 2026, month: 11, day: 25, latitude: -33.9, longitude: 151.2, zone: sydney),
              case .risesAndSets(let nextSunrise, _) = SunCalculator.sunDay(year: 2026, month: 11, day: 26, latitude: -33.9, longitude: 151.2, zone: sydney)
        else { Issue.record("Sydney has sunrises and sunsets in November"); return }
        let wakes = alarm.wokeAt
        for wanted in [sunrise, nextSunrise] {
            #expect(wakes.contains { abs($0.timeIntervalSince(wanted)) < 0.001 }, "the source did not wake at \(wanted): \(wakes.prefix(8))")
        }
    }

    @Test func aSunScheduleAtTheNorthCapeStaysDarkThroughPolarNight() async throws {
        // Tromsø, 69.65° N: the sun does not rise in mid-December.
        let alarm = JumpingAlarm(try utc("2026-12-15T12:00:00Z"))
        let source = source(try ScheduleSetting(rule: .sun(Coordinates(latitude: 69.65, longitude: 18.96))), alarm)
        #expect(await source.current() == .dark)
    }

    /// Every `yaml` block of docs/config.md's `schedule` section is a configuration the daemon accepts.
    @Test func theDocumentedSchedulesParse() throws {
        let text = try String(contentsOf: SystemdUnitTests.repository.appendingPathComponent("docs/config.md"), encoding: .utf8)
        let section = try #require(text.firstRange(of: "### `schedule`").map { text[$0.lowerBound...] })
        let end = section.dropFirst(3).firstRange(of: "\n### ").map { section[..<$0.lowerBound] } ?? section
        let blocks = end.split(separator: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 3)
        let paths = ConfigurationPaths(environment: ["HOME": "/home/u"])
        for block in blocks {
            let parsed = try ConfigurationParser.parse(block, file: "config.md", paths: paths)
            #expect(parsed.schedule != nil, "\(block)")
        }
        let fixed = try ConfigurationParser.parse(blocks[2], file: "config.md", paths: paths).schedule
        #expect(fixed?.timing == (try ScheduleTiming(transition: .minutes(20), idle: ScheduleDuration(seconds: 5), jitter: .minutes(10))))
        #expect(try ConfigurationParser.parse(blocks[1], file: "config.md", paths: paths).schedule?.rule == .sunAtTimeZone)
    }

    @Test func badTimingIsRefusedInConfigYAMLWithItsLine() {
        let paths = ConfigurationPaths(environment: ["HOME": "/home/u"])
        #expect(throws: ConfigurationError(file: "config.yaml", line: 4, reason: "'transition': '20 minutes' is not a duration such as 20m, 1h30m, 90s or 0")) {
            try ConfigurationParser.parse("schedule:\n  light: \"07:00\"\n  dark: \"19:30\"\n  transition: 20 minutes\n", file: "config.yaml", paths: paths)
        }
        #expect(throws: ConfigurationError(file: "config.yaml", line: 2, reason: "a transition of 40m does not fit between light and dark, which are 30m apart; give a shorter one")) {
            try ConfigurationParser.parse("schedule:\n  light: \"07:00\"\n  dark: \"07:30\"\n  transition: 40m\n", file: "config.yaml", paths: paths)
        }
        #expect(throws: ConfigurationError(file: "config.yaml", line: 2, reason: "'sun' is 'here', not 'time-zone' or a mapping of 'latitude' and 'longitude'")) {
            try ConfigurationParser.parse("schedule:\n  sun: here\n", file: "config.yaml", paths: paths)
        }
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
