import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// The forecast for apps (issue 38 §4): 1 to 14 days of windows, and the jitter that moves each
/// transition by an offset fixed per day.
@Suite("Schedule forecast")
struct ScheduleForecastTests {
    private func at(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }

    @Test func aForecastIsForOneToFourteenDays() throws {
        let utc = try #require(LocalZone(named: "UTC"))
        let plan = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"))
        let now = try at("2026-06-10T12:00:00Z")
        for days in [0, 15] {
            #expect(throws: ScheduleError.forecastDays(days)) { try plan.forecast(days: days, from: now, in: utc) }
        }
        #expect(try plan.forecast(days: 1, from: now, in: utc) == [
            TransitionWindow(scheme: .dark, start: try at("2026-06-10T19:30:00Z"), end: try at("2026-06-10T20:00:00Z")),
            TransitionWindow(scheme: .light, start: try at("2026-06-11T07:00:00Z"), end: try at("2026-06-11T07:30:00Z")),
        ])
        #expect(try plan.forecast(days: 14, from: now, in: utc).count == 28)
        // The window in progress is part of it.
        #expect(try plan.forecast(days: 1, from: try at("2026-06-10T19:45:00Z"), in: utc).first?.start == (try at("2026-06-10T19:30:00Z")))
    }

    @Test func jitterMovesEachTransitionByAnOffsetFixedPerDay() throws {
        let utc = try #require(LocalZone(named: "UTC"))
        let timing = try ScheduleTiming(transition: nil, jitter: .minutes(10))
        let plan = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"), timing: timing, jitterSeed: 0x5EED)
        let plain = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"))
        let now = try at("2026-06-10T00:00:00Z")
        let moved = try plan.forecast(days: 14, from: now, in: utc)
        let unmoved = try plain.forecast(days: 14, from: now, in: utc)
        #expect(moved.count == unmoved.count)
        let offsets = zip(moved, unmoved).map { $0.start.timeIntervalSince($1.start) }
        #expect(offsets.allSatisfy { abs($0) <= 600 }, "\(offsets)")
        #expect(zip(moved, unmoved).allSatisfy { $0.end.timeIntervalSince($0.start) == $1.end.timeIntervalSince($1.start) })
        #expect(Set(offsets).count > 20, "the offsets do not vary from day to day: \(offsets)")
        // The same day's windows, asked for from another instant or another range, are the same.
        let later = try plan.forecast(days: 3, from: try at("2026-06-15T13:00:00Z"), in: utc)
        #expect(later.allSatisfy { moved.contains($0) })
        // Another installation's seed gives other offsets.
        let other = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"), timing: timing, jitterSeed: 0xD1CE)
        #expect(try other.forecast(days: 14, from: now, in: utc) != moved)
    }
}
