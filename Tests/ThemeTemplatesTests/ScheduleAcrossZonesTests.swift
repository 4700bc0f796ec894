import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// The sun schedule wherever the place is relative to the time zone the clock shows, including
/// places across the date line from their zone (issue 27 §4): the scheme at every instant is
/// whether the sun is up there, checked against the sun's elevation computed directly (NOAA's
/// spreadsheet formula, not the sunrise/sunset solver the schedule uses).
@Suite("Sun schedule across time zones")
struct ScheduleAcrossZonesTests {
    struct Place: Sendable, CustomStringConvertible {
        let name: String
        let latitude: Double
        let longitude: Double
        var description: String { name }
    }

    /// Places to 0.1°, as a schedule uses them (``Coordinates/rounded``).
    static let places = [
        Place(name: "Sydney", latitude: -33.9, longitude: 151.2),
        Place(name: "Kiritimati (UTC+14, west of the date line)", latitude: 1.9, longitude: -157.4),
        Place(name: "Apia (UTC+13)", latitude: -13.8, longitude: -171.8),
        Place(name: "Honolulu", latitude: 21.3, longitude: -157.9),
        Place(name: "Berlin", latitude: 52.5, longitude: 13.4),
        Place(name: "Tromsø", latitude: 69.7, longitude: 19.0),
    ]
    static let zones = ["UTC", "Pacific/Kiritimati", "Pacific/Apia", "Etc/GMT+12", "Australia/Sydney", "Europe/Berlin"]

    /// Whether the sun's upper limb is above the horizon (refraction included) at `instant`.
    private func sunIsUp(_ place: Place, at instant: Double) -> Bool {
        let position = SolarPosition(julianDay: instant / 86400 + 2_440_587.5)
        let minutesOfDay = instant.truncatingRemainder(dividingBy: 86400) / 60
        let hourAngle = (minutesOfDay + position.equationOfTime + 4 * place.longitude) / 4 - 180
        let (phi, delta) = (radians(place.latitude), radians(position.declination))
        let cosZenith = sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(radians(hourAngle))
        return degrees(acos(max(-1, min(1, cosZenith)))) < SunCalculator.zenith
    }

    private func instant(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }

    @Test(arguments: places, zones)
    func theSchemeIsLightExactlyWhileTheSunIsUp(place: Place, zoneName: String) throws {
        let zone = try #require(LocalZone(named: zoneName))
        let schedule = try SchemeSchedule.sun(latitude: place.latitude, longitude: place.longitude)
        for start in ["2026-11-24T00:00:00Z", "2026-03-20T00:00:00Z", "2026-06-21T00:00:00Z"] {
            let from = try instant(start).timeIntervalSince1970
            var switches: [Date] = []
            for step in stride(from: 0.0, to: 2 * 86400, by: 41 * 60) {
                let now = Date(timeIntervalSince1970: from + step)
                let answer = schedule.answer(at: now, in: zone)
                let next = try #require(answer.nextSwitch ?? (place.latitude > 66 ? Date.distantFuture : nil))
                // Away from the switch itself (NOAA's event is within a minute or two of the
                // elevation crossing), the scheme is the sun's.
                if abs(next.timeIntervalSince(now)) > 180, switches.allSatisfy({ abs($0.timeIntervalSince(now)) > 180 }) {
                    #expect(answer.scheme == (sunIsUp(place, at: now.timeIntervalSince1970) ? .light : .dark),
                            "\(place) in \(zoneName) at \(now): \(answer.scheme)")
                }
                if next != .distantFuture {
                    #expect(schedule.scheme(at: next, in: zone) != answer.scheme, "\(place) in \(zoneName): the switch at \(next) changes nothing")
                    #expect(schedule.scheme(at: next.addingTimeInterval(-1), in: zone) == answer.scheme || next.timeIntervalSince(now) < 1)
                    if !switches.contains(next) { switches.append(next) }
                }
            }
            // Today's switch times are sunrises and sunsets in turn: their labels alternate.
            for day in 0..<2 {
                let times = schedule.switchTimes(onDayOf: Date(timeIntervalSince1970: from + Double(day) * 86400 + 43200), in: zone)
                let labels = times.map { schedule.scheme(at: $0, in: zone) }
                #expect(zip(labels, labels.dropFirst()).allSatisfy { $0 != $1 }, "\(place) in \(zoneName): \(zip(times, labels).map { "\($1) at \($0)" })")
                for (time, label) in zip(times, labels) {
                    #expect(label == (sunIsUp(place, at: time.timeIntervalSince1970 + 120) ? .light : .dark), "\(place) in \(zoneName): \(label) at \(time)")
                }
            }
        }
    }

    /// The case of the report: Sydney on a UTC clock. The UTC day holds Sydney's sunset (about
    /// 08:45 UTC) and the next sunrise (about 18:40 UTC), labelled dark and light in that order,
    /// at the instants the calculator gives for Sydney's own calendar days.
    @Test func sydneyOnAUTCClockShowsDarkAtSunsetThenLightAtSunrise() throws {
        let schedule = try SchemeSchedule.sun(latitude: -33.9, longitude: 151.2)
        let utc = try #require(LocalZone(named: "UTC"))
        let sydney = try #require(LocalZone(named: "Australia/Sydney"))
        guard case .risesAndSets(_, let sunset) = SunCalculator.sunDay(year: 2026, month: 11, day: 24, latitude: -33.9, longitude: 151.2, zone: sydney),
              case .risesAndSets(let sunrise, _) = SunCalculator.sunDay(year: 2026, month: 11, day: 25, latitude: -33.9, longitude: 151.2, zone: sydney)
        else { Issue.record("Sydney has a sunrise and a sunset in November"); return }
        let times = schedule.switchTimes(onDayOf: try instant("2026-11-24T12:00:00Z"), in: utc)
        #expect(times == [sunset, sunrise])
        #expect(times.map { schedule.scheme(at: $0, in: utc) } == [.dark, .light])
        #expect(LocaleTime.time(sunset, in: utc).hasPrefix("08:4") || LocaleTime.time(sunset, in: utc).hasPrefix("08:5"), "\(sunset)")
        #expect(schedule.answer(at: try instant("2026-11-24T12:00:00Z"), in: utc) == ScheduleAnswer(scheme: .dark, nextSwitch: sunrise))
    }
}
