import FoundationEssentials
import ThemeCore

/// Everything a schedule's decision depends on besides the plan: the instant, the zone, the
/// scheme shown, the hold, whether the user is idle, and why the daemon is deciding now.
public struct ScheduleSituation: Sendable, Hashable {
    /// Whether the user is at the machine, as the idle source says.
    public enum Activity: Sendable, Hashable {
        /// Idle since that instant.
        case idle(since: Date)
        /// Using the machine.
        case active
        /// No idle source answers: a switch waits for the window's end.
        case unknown
    }

    /// What woke the daemon to decide.
    public enum Wake: Sendable, Hashable {
        /// The daemon started, or the schedule was just turned on.
        case start
        /// The timer set for the last decision's ``ScheduleDecision/nextWake``.
        case timer
        /// The machine resumed from suspend (logind's `PrepareForSleep(false)`).
        case resume
        /// The clock was set (the timerfd's `ECANCELED`).
        case clockStep
        /// The time zone changed.
        case zoneChange
        /// config.yaml's schedule changed.
        case configChange
        /// The idle source reported a change.
        case activityChange
        /// A hold was made or cleared.
        case hold

        /// Whether nobody has been watching the screen, so that a switch due in a window happens at once.
        var switchesAtOnce: Bool { self == .start || self == .resume || self == .clockStep }
    }

    public let now: Date
    public let zone: LocalZone
    /// The scheme the schedule gave last, or nil before its first decision.
    public let shown: ColorScheme?
    public let hold: SchemeHold?
    public let activity: Activity
    public let wake: Wake

    public init(now: Date, zone: LocalZone, shown: ColorScheme?, hold: SchemeHold? = nil, activity: Activity = .unknown, wake: Wake) {
        self.now = now
        self.zone = zone
        self.shown = shown
        self.hold = hold
        self.activity = activity
        self.wake = wake
    }
}
