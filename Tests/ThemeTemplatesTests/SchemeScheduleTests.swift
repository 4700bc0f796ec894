import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// The schedule answered for injected instants: the scheme now and the next switch.
@Suite("Scheme schedule")
struct SchemeScheduleTests {
    private func zone(_ name: String) throws -> LocalZone { try #require(LocalZone(named: name)) }

    /// An instant from an ISO 8601 text with its offset, e.g. `2026-03-29T01:30:00+01:00`.
    private func instant(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }

    @Test func fixedTimesGiveTheSchemeAndTheNextSwitch() throws {
        let schedule = try SchemeSchedule.fixed(light: "07:00", dark: "19:00")
        let berlin = try zone("Europe/Berlin")
        #expect(schedule.answer(at: try instant("2026-06-10T06:30:00+02:00"), in: berlin)
            == ScheduleAnswer(scheme: .dark, nextSwitch: try instant("2026-06-10T07:00:00+02:00")))
        #expect(schedule.answer(at: try instant("2026-06-10T07:00:00+02:00"), in: berlin)
            == ScheduleAnswer(scheme: .light, nextSwitch: try instant("2026-06-10T19:00:00+02:00")))
        #expect(schedule.answer(at: try instant("2026-06-10T20:00:00+02:00"), in: berlin)
            == ScheduleAnswer(scheme: .dark, nextSwitch: try instant("2026-06-11T07:00:00+02:00")))
    }

    @Test func fixedTimesAcrossMidnightWrap() throws {
        let schedule = try SchemeSchedule.fixed(light: "22:00", dark: "6:00")
        let utc = try zone("UTC")
        #expect(schedule.answer(at: try instant("2026-06-10T23:00:00Z"), in: utc)
            == ScheduleAnswer(scheme: .light, nextSwitch: try instant("2026-06-11T06:00:00Z")))
        #expect(schedule.answer(at: try instant("2026-06-10T12:00:00Z"), in: utc).scheme == .dark)
    }

    @Test func fixedTimesFollowDaylightSavingChanges() throws {
        let berlin = try zone("Europe/Berlin")
        // 29 March 2026: 02:00 CET jumps to 03:00 CEST; 02:30 does not exist and happens at 03:00.
        let skipped = try SchemeSchedule.fixed(light: "02:30", dark: "22:00")
        #expect(skipped.answer(at: try instant("2026-03-29T01:30:00+01:00"), in: berlin)
            == ScheduleAnswer(scheme: .dark, nextSwitch: try instant("2026-03-29T03:00:00+02:00")))
        // 25 October 2026: 03:00 CEST falls back to 02:00 CET; 07:00 the next morning is CET.
        let daily = try SchemeSchedule.fixed(light: "07:00", dark: "19:00")
        #expect(daily.answer(at: try instant("2026-10-24T20:00:00+02:00"), in: berlin)
            == ScheduleAnswer(scheme: .dark, nextSwitch: try instant("2026-10-25T07:00:00+01:00")))
    }

    @Test func theSunScheduleSwitchesAtSunriseAndSunset() throws {
        let london = try zone("Europe/London")
        let schedule = try SchemeSchedule.sun(latitude: 51.5074, longitude: -0.1278)
        let noon = schedule.answer(at: try instant("2026-06-21T12:00:00+01:00"), in: london)
        #expect(noon.scheme == .light)
        // NOAA: sunset 21:22 BST (SunCalculatorTests); the switch is within a minute of it.
        let sunset = try #require(noon.nextSwitch)
        #expect(abs(sunset.timeIntervalSince(try instant("2026-06-21T21:22:00+01:00"))) < 60)
        let night = schedule.answer(at: try instant("2026-06-21T23:00:00+01:00"), in: london)
        #expect(night.scheme == .dark)
        let sunrise = try #require(night.nextSwitch)
        #expect(abs(sunrise.timeIntervalSince(try instant("2026-06-22T04:43:00+01:00"))) < 120)
        #expect(schedule.answer(at: try instant("2026-06-22T03:00:00+01:00"), in: london).nextSwitch == sunrise)
    }

    @Test func theSunScheduleOnTheDayDaylightSavingStarts() throws {
        // Boulder, 8 March 2026 (MST → MDT at 02:00): sunset between the 7th's 18:00 MST and the
        // 9th's 19:02 MDT (NOAA), so about 19:01 MDT; the morning answer points at the sunrise.
        let denver = try zone("America/Denver")
        let schedule = try SchemeSchedule.sun(latitude: 40.0150, longitude: -105.2705)
        let dawn = schedule.answer(at: try instant("2026-03-08T03:30:00-06:00"), in: denver)
        #expect(dawn.scheme == .dark)
        let sunrise = try #require(dawn.nextSwitch)
        #expect(abs(sunrise.timeIntervalSince(try instant("2026-03-08T07:24:00-06:00"))) < 180)
        let afternoon = schedule.answer(at: try instant("2026-03-08T15:00:00-06:00"), in: denver)
        let sunset = try #require(afternoon.nextSwitch)
        #expect(afternoon.scheme == .light)
        #expect(abs(sunset.timeIntervalSince(try instant("2026-03-08T19:01:00-06:00"))) < 120)
        #expect(schedule.switchTimes(onDayOf: try instant("2026-03-08T12:00:00-06:00"), in: denver) == [sunrise, sunset])
    }

    @Test func polarDayIsLightAndPolarNightDarkUntilTheSunReturns() throws {
        let oslo = try zone("Europe/Oslo")
        let tromso = try SchemeSchedule.sun(latitude: 69.6492, longitude: 18.9553)
        let midsummer = tromso.answer(at: try instant("2026-06-21T12:00:00+02:00"), in: oslo)
        #expect(midsummer.scheme == .light)
        let firstSunset = try #require(midsummer.nextSwitch)
        let (july15, august1) = (try instant("2026-07-15T00:00:00+02:00"), try instant("2026-08-01T00:00:00+02:00"))
        #expect(firstSunset > july15 && firstSunset < august1)
        #expect(tromso.answer(at: firstSunset, in: oslo).scheme == .dark)
        let midwinter = tromso.answer(at: try instant("2026-12-21T12:00:00+01:00"), in: oslo)
        #expect(midwinter.scheme == .dark)
        let firstSunrise = try #require(midwinter.nextSwitch)
        let (january10, january20) = (try instant("2027-01-10T00:00:00+01:00"), try instant("2027-01-20T00:00:00+01:00"))
        #expect(firstSunrise > january10 && firstSunrise < january20)
        #expect(tromso.answer(at: firstSunrise, in: oslo).scheme == .light)
    }

    @Test func badPlacesAndTimesAreRefusedWithTheValue() {
        #expect(throws: ScheduleError.latitudeOutOfRange(100)) { try SchemeSchedule.sun(latitude: 100, longitude: 0) }
        #expect(throws: ScheduleError.longitudeOutOfRange(-181)) { try SchemeSchedule.sun(latitude: 0, longitude: -181) }
        #expect(ScheduleError.latitudeOutOfRange(100).description == "latitude 100.0 is outside -90…90 (degrees, north positive)")
        for bad in ["24:00", "07:60", "7:5", "0700", "ab:cd", "07:00 ", "", "-1:00", "07:00:00"] {
            #expect(throws: ScheduleError.malformedTime(bad)) { try SchemeSchedule.fixed(light: bad, dark: "19:00") }
        }
        #expect(ScheduleError.malformedTime("24:00").description == "'24:00' is not a time of day HH:MM from 00:00 to 23:59")
        #expect(throws: ScheduleError.sameTimes("07:00")) { try SchemeSchedule.fixed(light: "7:00", dark: "07:00") }
    }
}
