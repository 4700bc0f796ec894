import Foundation
import Testing
import ThemeCore
@testable import ThemeTemplates

/// The schedule's decision as a pure function (issue 38, Checks): each window, idle inside and
/// outside it, the deadline, a resume into and past a window, a clock step back across a
/// transition, holds, DST days, and the far north. Light at 07:00 and dark at 19:30 in Berlin
/// with 30-minute windows and 5 s of idle, unless a test says otherwise.
@Suite("Schedule decision")
struct ScheduleDecisionTests {
    private func zone(_ name: String) throws -> LocalZone { try #require(LocalZone(named: name)) }
    private func at(_ text: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: text)) }
    private func berlin(_ time: String) throws -> Date { try at("2026-06-10T\(time)+02:00") }

    private let plan: SchedulePlan
    private let zone: LocalZone

    init() throws {
        plan = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"))
        zone = try #require(LocalZone(named: "Europe/Berlin"))
    }

    private func decide(_ time: String, shown: ColorScheme?, hold: SchemeHold? = nil,
                        activity: ScheduleSituation.Activity = .active, wake: ScheduleSituation.Wake = .timer) throws -> ScheduleDecision {
        plan.decide(ScheduleSituation(now: try berlin(time), zone: zone, shown: shown, hold: hold, activity: activity, wake: wake))
    }

    @Test func outsideAWindowTheScheduleGivesTheSchemeAndWakesAtTheNextWindow() throws {
        let noon = try decide("12:00:00", shown: .light)
        #expect(noon == ScheduleDecision(scheme: .light, switchNow: false, hold: nil, nextWake: try berlin("19:30:00"), waitingIn: nil))
        let night = try decide("23:00:00", shown: .dark)
        #expect(try night.scheme == .dark && night.nextWake == at("2026-06-11T07:00:00+02:00"))
        // Idle outside a window changes nothing.
        let idle = try decide("12:00:00", shown: .light, activity: .idle(since: try berlin("11:00:00")))
        #expect(idle.scheme == .light && !idle.switchNow)
    }

    @Test func insideAWindowAnActiveUserKeepsTheSchemeUntilTheWindowsEnd() throws {
        let evening = try decide("19:40:00", shown: .light)
        let window = TransitionWindow(scheme: .dark, start: try berlin("19:30:00"), end: try berlin("20:00:00"))
        #expect(evening == ScheduleDecision(scheme: .light, switchNow: false, hold: nil, nextWake: try berlin("20:00:00"), waitingIn: window))
        let morning = try decide("07:10:00", shown: .dark)
        #expect(try morning.scheme == .dark && morning.nextWake == berlin("07:30:00"))
        // No idle source: the same, the switch waits for the end.
        #expect(try decide("19:40:00", shown: .light, activity: .unknown).scheme == .light)
    }

    @Test func theDeadlineSwitches() throws {
        let end = try decide("20:00:00", shown: .light)
        #expect(end.scheme == .dark && end.switchNow && end.waitingIn == nil)
        #expect(end.nextWake == (try at("2026-06-11T07:00:00+02:00")))
    }

    @Test func idleLongEnoughInsideAWindowSwitches() throws {
        let idle = try decide("19:40:00", shown: .light, activity: .idle(since: try berlin("19:39:50")), wake: .activityChange)
        #expect(idle.scheme == .dark && idle.switchNow)
        // Idle for 2 s of the 5 needed: wait until the fifth.
        let short = try decide("19:40:00", shown: .light, activity: .idle(since: try berlin("19:39:58")), wake: .activityChange)
        #expect(try short.scheme == .light && short.nextWake == berlin("19:40:03"))
        // Once switched, a user who comes back keeps the new scheme.
        let back = try decide("19:41:00", shown: .dark, activity: .active)
        #expect(try back.scheme == .dark && !back.switchNow && back.nextWake == at("2026-06-11T07:00:00+02:00"))
    }

    @Test func idleZeroSwitchesAtTheWindowsStart() throws {
        let eager = try SchedulePlan(schedule: .fixed(light: "07:00", dark: "19:30"), timing: ScheduleTiming(transition: nil, idle: .zero))
        let decision = eager.decide(ScheduleSituation(now: try berlin("19:30:00"), zone: zone, shown: .light, activity: .active, wake: .timer))
        #expect(decision.scheme == .dark && decision.switchNow)
    }

    @Test func aResumeOrAClockStepIntoAWindowSwitchesAtOnce() throws {
        for wake in [ScheduleSituation.Wake.resume, .clockStep, .start] {
            let decision = try decide("19:45:00", shown: .light, activity: .active, wake: wake)
            #expect(decision.scheme == .dark && decision.switchNow, "\(wake)")
        }
        // A first decision in a window, with nothing shown yet, takes the window's scheme.
        #expect(try decide("19:45:00", shown: nil, wake: .configChange).scheme == .dark)
        // A zone or configuration change into a window still waits for idle.
        #expect(try decide("19:45:00", shown: .light, wake: .configChange).scheme == .light)
    }

    @Test func aResumePastAWindowSwitchesAtOnce() throws {
        let decision = try decide("21:00:00", shown: .light, wake: .resume)
        #expect(try decision.scheme == .dark && decision.switchNow && decision.nextWake == at("2026-06-11T07:00:00+02:00"))
    }

    @Test func aClockStepBackAcrossATransitionGivesTheEarlierScheme() throws {
        // Dark since the evening; the clock is set back to the afternoon.
        let decision = try decide("17:00:00", shown: .dark, wake: .clockStep)
        #expect(try decision.scheme == .light && decision.switchNow && decision.nextWake == berlin("19:30:00"))
    }

    @Test func aToggleHoldsUntilTheNextTransitionThenTheScheduleTakesOver() throws {
        // Dark at 21:00; toggled to light, held through the night until the morning window's end.
        let hold = try #require(plan.hold(.toggle, shown: .dark, at: try berlin("21:00:00"), in: zone))
        #expect(hold == SchemeHold(scheme: .light, from: try at("2026-06-11T07:00:00+02:00"), until: try at("2026-06-11T07:30:00+02:00")))
        let night = try decide("23:00:00", shown: .light, hold: hold)
        #expect(night == ScheduleDecision(scheme: .light, switchNow: false, hold: hold, nextWake: hold.from, waitingIn: nil))
        // The morning window switches to light, the held scheme: the hold is over and nothing changes.
        let morning = plan.decide(ScheduleSituation(now: hold.from, zone: zone, shown: .light, hold: hold, activity: .active, wake: .timer))
        #expect(morning.scheme == .light && morning.hold == nil && !morning.switchNow)
    }

    @Test func aHeldSchemeAgainstTheNextWindowYieldsWhenIdleOrAtTheEnd() throws {
        // `scheme light --until-next` at noon: light through the evening window, then dark.
        let hold = try #require(plan.hold(.light, shown: .light, at: try berlin("12:00:00"), in: zone))
        #expect(hold.until == (try berlin("20:00:00")))
        let waiting = try decide("19:40:00", shown: .light, hold: hold)
        #expect(waiting.scheme == .light && waiting.hold == hold && waiting.nextWake == hold.until)
        let idle = try decide("19:41:00", shown: .light, hold: hold, activity: .idle(since: try berlin("19:40:30")), wake: .activityChange)
        #expect(idle.scheme == .dark && idle.hold == nil)
        let end = try decide("20:00:00", shown: .light, hold: hold)
        #expect(end.scheme == .dark && end.hold == nil && end.switchNow)
        // A clock step back before the hold's window keeps it.
        let stepped = try decide("15:00:00", shown: .light, hold: hold, wake: .clockStep)
        #expect(stepped.scheme == .light && stepped.hold == hold)
    }

    @Test func aToggleDuringAWindowHoldsUntilTheWindowAfterIt() throws {
        let hold = try #require(plan.hold(.toggle, shown: .dark, at: try berlin("19:45:00"), in: zone))
        #expect(try hold.scheme == .light && hold.until == at("2026-06-11T07:30:00+02:00"))
    }

    /// On the days the clocks change, the decision's next wake is the window's start in the new offset.
    @Test(arguments: [("Europe/Berlin", "2026-03-28T20:00:00+01:00", "2026-03-29T07:00:00+02:00", "2026-10-24T20:00:00+02:00", "2026-10-25T07:00:00+01:00"),
                      ("America/New_York", "2026-03-07T20:00:00-05:00", "2026-03-08T07:00:00-04:00", "2026-10-31T20:00:00-04:00", "2026-11-01T07:00:00-05:00")])
    func daylightSavingDays(zoneName: String, springEvening: String, springMorning: String, autumnEvening: String, autumnMorning: String) throws {
        let zone = try zone(zoneName)
        for (evening, morning) in [(springEvening, springMorning), (autumnEvening, autumnMorning)] {
            let night = plan.decide(ScheduleSituation(now: try at(evening), zone: zone, shown: .dark, wake: .timer))
            #expect(try night.scheme == .dark && night.nextWake == at(morning), "\(zoneName) \(evening): \(night)")
            let deadline = try at(morning).addingTimeInterval(1800)
            let switched = plan.decide(ScheduleSituation(now: deadline, zone: zone, shown: .dark, wake: .timer))
            #expect(switched.scheme == .light && switched.switchNow)
        }
    }

    @Test func sydneyBySunDecidesAtItsOwnTwilight() throws {
        let sydney = try zone("Australia/Sydney")
        let sun = try SchedulePlan(schedule: .sun(latitude: -33.9, longitude: 151.2))
        let noon = sun.decide(ScheduleSituation(now: try at("2026-12-21T12:00:00+11:00"), zone: sydney, shown: .light, wake: .timer))
        let evening = try #require(noon.nextWake)
        // Sunset in Sydney on 21 December is about 20:05 AEDT.
        #expect(abs(evening.timeIntervalSince(try at("2026-12-21T20:05:00+11:00"))) < 5 * 60)
        let inside = sun.decide(ScheduleSituation(now: evening.addingTimeInterval(60), zone: sydney, shown: .light, wake: .timer))
        #expect(inside.scheme == .light && inside.waitingIn?.scheme == .dark)
    }

    @Test(arguments: [("06", ColorScheme.light), ("12", .dark)])
    func tromsøInJuneAndDecember(month: String, scheme: ColorScheme) throws {
        let oslo = try zone("Europe/Oslo")
        let sun = try SchedulePlan(schedule: .sun(latitude: 69.65, longitude: 18.96))
        let decision = sun.decide(ScheduleSituation(now: try at("2026-\(month)-21T12:00:00Z"), zone: oslo, shown: nil, wake: .start))
        #expect(decision.scheme == scheme && decision.waitingIn == nil)
        // The next wake is weeks away, at the first window after the midnight sun or the polar night.
        let next = try #require(decision.nextWake)
        #expect(next.timeIntervalSince(try at("2026-\(month)-21T12:00:00Z")) > 14 * 86400)
    }
}
