import Foundation
import Testing
@testable import ThemeTemplates

/// Sunrise and sunset against NOAA's solar calculator, and the polar cases.
@Suite("Sun calculator")
struct SunCalculatorTests {
    /// One place and date with the sunrise and sunset NOAA's Solar Calculator shows for it
    /// (https://gml.noaa.gov/grad/solcalc/, local clock time HH:MM with the date's UTC offset;
    /// obtained by running the calculation functions of that page's main.js — calcSunriseSet
    /// with getJD(date) — offline under node, 2026-11-23). `nil` means the page reports none.
    struct Reference: Sendable, CustomTestStringConvertible {
        let place: String, latitude: Double, longitude: Double, zone: String
        let year: Int, month: Int, day: Int
        let sunrise: String?, sunset: String?
        var testDescription: String { "\(place) \(year)-\(month)-\(day)" }
    }

    static let references: [Reference] = [
        // Boulder, Colorado (NOAA's home): both sides of the 8 March 2026 DST change, solstices.
        Reference(place: "Boulder", latitude: 40.0150, longitude: -105.2705, zone: "America/Denver", year: 2026, month: 3, day: 7, sunrise: "06:25", sunset: "18:00"),
        Reference(place: "Boulder", latitude: 40.0150, longitude: -105.2705, zone: "America/Denver", year: 2026, month: 3, day: 9, sunrise: "07:22", sunset: "19:02"),
        Reference(place: "Boulder", latitude: 40.0150, longitude: -105.2705, zone: "America/Denver", year: 2026, month: 6, day: 21, sunrise: "05:32", sunset: "20:34"),
        Reference(place: "Boulder", latitude: 40.0150, longitude: -105.2705, zone: "America/Denver", year: 2026, month: 12, day: 21, sunrise: "07:20", sunset: "16:39"),
        Reference(place: "London", latitude: 51.5074, longitude: -0.1278, zone: "Europe/London", year: 2026, month: 6, day: 21, sunrise: "04:43", sunset: "21:22"),
        Reference(place: "London", latitude: 51.5074, longitude: -0.1278, zone: "Europe/London", year: 2026, month: 12, day: 21, sunrise: "08:04", sunset: "15:53"),
        Reference(place: "Sydney", latitude: -33.8688, longitude: 151.2093, zone: "Australia/Sydney", year: 2026, month: 1, day: 15, sunrise: "06:00", sunset: "20:09"),
        Reference(place: "Sydney", latitude: -33.8688, longitude: 151.2093, zone: "Australia/Sydney", year: 2026, month: 7, day: 15, sunrise: "06:58", sunset: "17:04"),
        Reference(place: "Tokyo", latitude: 35.6762, longitude: 139.6503, zone: "Asia/Tokyo", year: 2026, month: 3, day: 20, sunrise: "05:46", sunset: "17:53"),
        Reference(place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo", year: 2026, month: 3, day: 20, sunrise: "05:44", sunset: "18:02"),
        Reference(place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo", year: 2026, month: 6, day: 21, sunrise: nil, sunset: nil),
        Reference(place: "Tromsø", latitude: 69.6492, longitude: 18.9553, zone: "Europe/Oslo", year: 2026, month: 12, day: 21, sunrise: nil, sunset: nil),
    ]

    /// Seconds from NOAA's displayed `HH:MM` on the reference date in `zone` to `date`. NOAA
    /// rounds to the minute, so agreeing "to the minute" means less than 60 s apart.
    private func offset(of date: Date, from clock: String?, _ reference: Reference, _ zone: TimeZone) throws -> Double {
        let parts = try #require(clock).split(separator: ":").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let shown = try #require(calendar.date(from: DateComponents(
            year: reference.year, month: reference.month, day: reference.day, hour: parts.first, minute: parts.last)))
        return date.timeIntervalSince(shown)
    }

    @Test(arguments: references)
    func matchesNOAAsSolarCalculatorToTheMinute(reference: Reference) throws {
        // Foundation's TimeZone (ICU) reads NOAA's clock times: a check independent of LocalZone.
        let zone = try #require(TimeZone(identifier: reference.zone))
        let day = SunCalculator.sunDay(year: reference.year, month: reference.month, day: reference.day,
                                       latitude: reference.latitude, longitude: reference.longitude,
                                       zone: try #require(LocalZone(named: reference.zone)))
        switch day {
        case .risesAndSets(let sunrise, let sunset):
            let early = try offset(of: sunrise, from: reference.sunrise, reference, zone)
            let late = try offset(of: sunset, from: reference.sunset, reference, zone)
            #expect(abs(early) < 60, "sunrise is \(early) s from NOAA's")
            #expect(abs(late) < 60, "sunset is \(late) s from NOAA's")
        case .polarDay:
            #expect(reference.sunrise == nil && reference.month == 6, "polar day expected only in the Tromsø summer")
        case .polarNight:
            #expect(reference.sunrise == nil && reference.month == 12, "polar night expected only in the Tromsø winter")
        }
    }

    @Test func theSouthPoleHasPolarDayInDecemberAndPolarNightInJune() throws {
        let utc = try #require(LocalZone(named: "UTC"))
        #expect(SunCalculator.sunDay(year: 2026, month: 12, day: 21, latitude: -90, longitude: 0, zone: utc) == .polarDay)
        #expect(SunCalculator.sunDay(year: 2026, month: 6, day: 21, latitude: -90, longitude: 0, zone: utc) == .polarNight)
        #expect(SunCalculator.sunDay(year: 2026, month: 6, day: 21, latitude: 90, longitude: 180, zone: utc) == .polarDay)
    }

    @Test func aFixedUTCOffsetGivesTheSameInstantsAsTheNamedZone() throws {
        // Tokyo has no DST: +09:00 and Asia/Tokyo must agree exactly.
        let named = SunCalculator.sunDay(year: 2026, month: 3, day: 20, latitude: 35.6762, longitude: 139.6503,
                                         zone: try #require(LocalZone(named: "Asia/Tokyo")))
        let offset = SunCalculator.sunDay(year: 2026, month: 3, day: 20, latitude: 35.6762, longitude: 139.6503,
                                          zone: try #require(LocalZone(named: "Etc/GMT-9")))
        #expect(named == offset)
    }
}
