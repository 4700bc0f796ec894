/// How a schedule's switches happen (config.yaml `schedule: {transition:, idle:, jitter:}`):
/// the length of each transition window, how long the user must be idle before a switch inside
/// one, and how far each transition moves by a per-day offset.
public struct ScheduleTiming: Sendable, Hashable {
    /// A clock schedule's window length, or nil for the default (``defaultClockTransition``; the sun's
    /// windows are its civil twilights). `0` switches at the instant, by the clock or the sun.
    public let transition: ScheduleDuration?
    /// How long the user must have been idle for a switch inside a window.
    public let idle: ScheduleDuration
    /// The largest offset, either way, that moves each transition (0: none).
    public let jitter: ScheduleDuration

    /// A clock schedule's window when `transition` is not set.
    public static let defaultClockTransition = ScheduleDuration.minutes(30)
    /// The idle time when `idle` is not set (KDE's default).
    public static let defaultIdle = ScheduleDuration(seconds: 5)
    /// The longest transition window.
    public static let longestTransition = ScheduleDuration.minutes(180)
    /// The longest idle time.
    public static let longestIdle = ScheduleDuration.minutes(60)
    /// The largest jitter.
    public static let largestJitter = ScheduleDuration.minutes(60)

    /// The defaults: a 30-minute clock window or the sun's twilight, 5 s idle, no jitter.
    public static let standard = ScheduleTiming(checkedTransition: nil, idle: defaultIdle, jitter: .zero)

    private init(checkedTransition: ScheduleDuration?, idle: ScheduleDuration, jitter: ScheduleDuration) {
        self.transition = checkedTransition
        self.idle = idle
        self.jitter = jitter
    }

    /// Timing with each value checked against its maximum; nil takes the default.
    public init(transition: ScheduleDuration?, idle: ScheduleDuration? = nil, jitter: ScheduleDuration? = nil) throws(ScheduleError) {
        if let transition, transition > Self.longestTransition {
            throw .durationTooLong(setting: "transition", transition, maximum: Self.longestTransition)
        }
        let idle = idle ?? Self.defaultIdle
        guard idle <= Self.longestIdle else { throw .durationTooLong(setting: "idle", idle, maximum: Self.longestIdle) }
        let jitter = jitter ?? .zero
        guard jitter <= Self.largestJitter else { throw .durationTooLong(setting: "jitter", jitter, maximum: Self.largestJitter) }
        self.init(checkedTransition: transition, idle: idle, jitter: jitter)
    }
}
