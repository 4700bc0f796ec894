import FoundationEssentials
import ThemeCore

/// What the schedule decides at one instant: the scheme to show, the hold still in force,
/// when to decide again, and the window whose switch waits for the user to be idle.
public struct ScheduleDecision: Sendable, Hashable {
    /// The scheme to show now.
    public let scheme: ColorScheme
    /// Whether `scheme` differs from the scheme shown until now (nil shown: a first decision switches).
    public let switchNow: Bool
    /// The hold still in force after this decision; nil when there is none or it has just ended.
    public let hold: SchemeHold?
    /// When to decide again if nothing else happens first; nil when nothing is due within a year.
    public let nextWake: Date?
    /// The window in progress whose switch waits for the user to be idle: watch the idle source while set.
    public let waitingIn: TransitionWindow?
}

extension SchedulePlan {
    /// The decision for `situation`. Outside a window the scheme is the schedule's. Inside one, the
    /// switch happens when the user has been idle for ``ScheduleTiming/idle`` (at once with `idle: 0`),
    /// at once after a start, resume or clock step, and at the window's end at the latest. A hold
    /// keeps its scheme until its window begins, then yields as the shown scheme would.
    public func decide(_ situation: ScheduleSituation) -> ScheduleDecision {
        let now = situation.now
        let zone = situation.zone
        let hold = situation.hold.flatMap { now < $0.until ? $0 : nil }
        func decision(_ scheme: ColorScheme, hold: SchemeHold?, wake: Date?, waiting: TransitionWindow? = nil) -> ScheduleDecision {
            ScheduleDecision(scheme: scheme, switchNow: scheme != situation.shown, hold: hold, nextWake: wake, waitingIn: waiting)
        }
        if let hold, now < hold.from {
            return decision(hold.scheme, hold: hold, wake: hold.from)
        }
        let shown = hold?.scheme ?? situation.shown
        let next = nextWindow(startingAfter: now, in: zone)?.start
        guard let window = window(containing: now, in: zone) else {
            if let hold { return decision(hold.scheme, hold: hold, wake: [hold.until, next].compactMap { $0 }.min()) }
            return decision(scheme(at: now, in: zone), hold: nil, wake: next)
        }
        guard let shown, shown != window.scheme, !situation.wake.switchesAtOnce, timing.idle.seconds > 0 else {
            return decision(window.scheme, hold: nil, wake: next)
        }
        var wake = window.end
        switch situation.activity {
        case .idle(let since):
            let enough = since.addingTimeInterval(Double(timing.idle.seconds))
            if enough <= now { return decision(window.scheme, hold: nil, wake: next) }
            wake = min(wake, enough)
        case .active, .unknown:
            break
        }
        if let hold { wake = min(wake, hold.until) }
        return decision(shown, hold: hold, wake: wake, waiting: window)
    }
}
