import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// The transition windows a schedule gives (issue 38 §2): a clock schedule's from each time for
/// the transition's length, the sun's from civil dawn to sunrise and from sunset to civil dusk,
/// with the sun's height at each edge computed directly (NOAA's elevation formula, not the
/// sunrise solver), and the polar days and nights of Tromsø and Longyearbyen.
@Suite("Schedule windows")
struct ScheduleWindowTests {
    private func zone(_ name: String) throws -> LocalZone { try #require(LocalZone(named: name)) }
    private func instant(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }

    /// The sun's centre's height above the horizon, in degrees, at `instant` (no refraction).
    private func elevation(latitude: Double, longitude: Double, at instant: Date) -> Double {
        let seconds = instant.timeIntervalSince1970
        let position = SolarPosition(julianDay: seconds / 86400 + 2_440_587.5)
        let minutesOfDay = seconds.truncatingRemainder(dividingBy: 86400) / 60
        let hourAngle = (minutesOfDay + position.equationOfTime + 4 * longitude) / 4 - 180
        let (phi, delta) = (radians(latitude), radians(position.declination))
        let cosZenith = sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(radians(hourAngle))
        return 90 - degrees(acos(max(-1, min(1, cosZenith))))
    }

    @Test func aClockScheduleHasThirtyMinuteWindowsByDefault() throws {
        let berlin = try zone("Europe/Berlin")
        let plan = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"))
        let windows = plan.windows(from: try instant("2026-06-10T00:00:00+02:00"), to: try instant("2026-06-11T00:00:00+02:00"), in: berlin)
        #expect(windows == [
            TransitionWindow(scheme: .light, start: try instant("2026-06-10T07:00:00+02:00"), end: try instant("2026-06-10T07:30:00+02:00")),
            TransitionWindow(scheme: .dark, start: try instant("2026-06-10T19:30:00+02:00"), end: try instant("2026-06-10T20:00:00+02:00")),
        ])
    }

    @Test func theTransitionSetsTheWindowAndZeroSwitchesAtTheInstant() throws {
        let utc = try zone("UTC")
        let day = (try instant("2026-06-10T00:00:00Z"), try instant("2026-06-11T00:00:00Z"))
        let twenty = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"), timing: ScheduleTiming(transition: try ScheduleDuration("20m")))
        #expect(twenty.windows(from: day.0, to: day.1, in: utc).map(\.end) == [try instant("2026-06-10T07:20:00Z"), try instant("2026-06-10T19:50:00Z")])
        let instantSwitch = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"), timing: ScheduleTiming(transition: .zero))
        let windows = instantSwitch.windows(from: day.0, to: day.1, in: utc)
        #expect(windows.map(\.start) == [try instant("2026-06-10T07:00:00Z"), try instant("2026-06-10T19:30:00Z")])
        #expect(windows.allSatisfy { $0.start == $0.end })
        #expect(instantSwitch.scheme(at: try instant("2026-06-10T06:59:59Z"), in: utc) == .dark)
        #expect(instantSwitch.scheme(at: try instant("2026-06-10T07:00:00Z"), in: utc) == .light)
    }

    @Test func aWindowThatWouldReachTheOtherTimeIsRefused() throws {
        #expect(throws: ScheduleError.transitionReachesNextTime(.minutes(60), gap: .minutes(30))) {
            try SchedulePlan(schedule: .fixed(light: "07:00", dark: "07:30"), timing: ScheduleTiming(transition: .minutes(60)))
        }
        #expect(throws: ScheduleError.durationTooLong(setting: "jitter", .minutes(90), maximum: .minutes(60))) {
            try ScheduleTiming(transition: nil, jitter: .minutes(90))
        }
    }

    /// Berlin on the equinox: the morning window starts with the sun 6° down and ends as its upper
    /// limb rises (centre 0.833° down); the evening window the other way round.
    @Test(arguments: [("Europe/Berlin", 52.5, 13.4, "2026-03-20T12:00:00+01:00"),
                      ("Australia/Sydney", -33.9, 151.2, "2026-11-25T12:00:00+11:00"),
                      ("America/New_York", 40.7, -74.0, "2026-07-04T12:00:00-04:00")])
    func sunWindowsRunFromCivilDawnToSunriseAndSunsetToCivilDusk(zoneName: String, latitude: Double, longitude: Double, noon: String) throws {
        let zone = try zone(zoneName)
        let plan = try SchedulePlan(schedule: .sun(latitude: latitude, longitude: longitude))
        let middle = try instant(noon)
        let windows = plan.windows(from: middle.addingTimeInterval(-12 * 3600), to: middle.addingTimeInterval(12 * 3600), in: zone)
        #expect(windows.map(\.scheme) == [.light, .dark], "\(windows)")
        for window in windows {
            let (start, end) = (elevation(latitude: latitude, longitude: longitude, at: window.start),
                                elevation(latitude: latitude, longitude: longitude, at: window.end))
            let (wantedStart, wantedEnd) = window.scheme == .light ? (-6.0, -0.833) : (-0.833, -6.0)
            #expect(abs(start - wantedStart) < 0.1 && abs(end - wantedEnd) < 0.1, "\(zoneName) \(window): \(start)° to \(end)°")
            // Civil twilight lasts between 20 and 45 minutes away from the poles.
            #expect((20 * 60...45 * 60).contains(window.end.timeIntervalSince(window.start)))
        }
        #expect(plan.scheme(at: middle, in: zone) == .light)
        #expect(plan.scheme(at: middle.addingTimeInterval(12 * 3600), in: zone) == .dark)
    }

    @Test func tromsøHasNoWindowInJuneOrDecember() throws {
        let oslo = try zone("Europe/Oslo")
        let plan = try SchedulePlan(schedule: .sun(latitude: 69.65, longitude: 18.96))
        for (month, scheme) in [("06", ColorScheme.light), ("12", .dark)] {
            let start = try instant("2026-\(month)-15T00:00:00+01:00")
            #expect(plan.windows(from: start, to: start.addingTimeInterval(7 * 86400), in: oslo).isEmpty)
            for hour in stride(from: 0.0, to: 7 * 24, by: 5) {
                #expect(plan.scheme(at: start.addingTimeInterval(hour * 3600), in: oslo) == scheme)
            }
        }
    }

    /// Tromsø in mid-May: the sun still sets, but not 6° down; dusk and dawn meet at solar midnight.
    @Test func tromsøWhiteNightsMeetAtSolarMidnight() throws {
        let oslo = try zone("Europe/Oslo")
        let plan = try SchedulePlan(schedule: .sun(latitude: 69.65, longitude: 18.96))
        let start = try instant("2026-05-10T12:00:00+02:00")
        let windows = plan.windows(from: start, to: start.addingTimeInterval(86400), in: oslo)
        #expect(windows.map(\.scheme) == [.dark, .light], "\(windows)")
        if windows.count == 2 {
            #expect(windows[0].end == windows[1].start)
            // Solar midnight at 18.96° E is about 22:44 UTC.
            #expect(abs(windows[0].end.timeIntervalSince(try instant("2026-05-10T22:44:00Z"))) < 5 * 60)
            #expect(elevation(latitude: 69.7, longitude: 19.0, at: windows[0].end) > -6)
        }
    }

    /// Longyearbyen (78° N, from zone.tab): the midnight sun from late April, the polar night from late October.
    @Test func longyearbyenIsLightAllSummerAndDarkAllWinter() throws {
        let zone = try zone("Arctic/Longyearbyen")
        let plan = try SchedulePlan(schedule: .sun(latitude: 78.0, longitude: 16.0))
        let june = try instant("2026-06-01T00:00:00+02:00")
        let december = try instant("2026-12-01T00:00:00+01:00")
        #expect(plan.windows(from: june, to: june.addingTimeInterval(30 * 86400), in: zone).isEmpty)
        #expect(plan.windows(from: december, to: december.addingTimeInterval(30 * 86400), in: zone).isEmpty)
        #expect(plan.scheme(at: june, in: zone) == .light)
        #expect(plan.scheme(at: december, in: zone) == .dark)
        // The first window after the polar night is a morning one, in February.
        let next = try #require(plan.nextWindow(startingAfter: december, in: zone))
        #expect(next.scheme == .light)
        #expect(zone.wallTime(at: next.start).month == 2)
    }

    /// A clock time the spring change skips happens at the first instant after the gap; on the
    /// autumn change, at its first occurrence.
    /// (Berlin repeats 02:00–03:00 in autumn, New York 01:00–02:00.)
    @Test(arguments: [("Europe/Berlin", "2026-03-29", "+01:00", "2026-03-29T03:00:00+02:00", "02:30", "2026-10-25", "2026-10-25T02:30:00+02:00"),
                      ("America/New_York", "2026-03-08", "-05:00", "2026-03-08T03:00:00-04:00", "01:30", "2026-11-01", "2026-11-01T01:30:00-04:00")])
    func clockWindowsOnDaylightSavingDays(zoneName: String, spring: String, offset: String, springStart: String,
                                          autumnLight: String, autumn: String, autumnStart: String) throws {
        let zone = try zone(zoneName)
        let plan = try SchedulePlan(schedule: .fixed(light: "02:30", dark: "18:00"))
        let springDay = try instant("\(spring)T00:00:00\(offset)")
        let springWindows = plan.windows(from: springDay, to: springDay.addingTimeInterval(23 * 3600), in: zone)
        #expect(springWindows.first == TransitionWindow(scheme: .light, start: try instant(springStart), end: try instant(springStart).addingTimeInterval(1800)))
        let autumnDay = try instant("\(autumn)T00:00:00Z").addingTimeInterval(-86400)
        let autumnPlan = try SchedulePlan(schedule: .fixed(light: autumnLight, dark: "18:00"))
        let autumnWindows = autumnPlan.windows(from: autumnDay, to: autumnDay.addingTimeInterval(3 * 86400), in: zone)
        #expect(autumnWindows.contains(TransitionWindow(scheme: .light, start: try instant(autumnStart), end: try instant(autumnStart).addingTimeInterval(1800))))
        // Light and dark still alternate, one of each a day.
        #expect(zip(autumnWindows, autumnWindows.dropFirst()).allSatisfy { $0.scheme != $1.scheme })
    }

    @Test func coordinatesAreRoundedToATenthOfADegreeBeforeUse() throws {
        #expect(try SchemeSchedule.sun(latitude: 52.5163, longitude: 13.3777).rule == .sun(latitude: 52.5, longitude: 13.4))
        #expect(try SchemeSchedule.sun(latitude: -33.8688, longitude: -151.2093).rule == .sun(latitude: -33.9, longitude: -151.2))
        #expect(Coordinates(latitude: 52.5163, longitude: 13.3777).description == "52.5° N 13.4° E")
        #expect(Coordinates(latitude: -33.8688, longitude: -70.06).description == "33.9° S 70.1° W")
    }
}
