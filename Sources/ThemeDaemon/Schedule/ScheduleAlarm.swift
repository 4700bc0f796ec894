import FoundationEssentials

/// What the schedule waits on between decisions: one alarm at a wall-clock instant, which also
/// rings when the clock is set. Tests inject their own.
protocol ScheduleAlarm: Sendable {
    /// Every ring, in order, until ``stop()``.
    var rings: AsyncStream<AlarmRing> { get }
    /// Rings ``AlarmRing/due`` at `instant` (nil: only a set clock rings); replaces the last arming.
    func arm(at instant: Date?)
    /// Ends the alarm and finishes ``rings``.
    func stop()
}

/// Why a ``ScheduleAlarm`` rang.
enum AlarmRing: Sendable, Equatable {
    /// The instant it was armed for came.
    case due
    /// The wall clock was set (an NTP step, `date -s`, a correction after a resume).
    case clockSet
}
