import FoundationEssentials
import ThemeCore

/// A schedule with its timing: the transition windows it gives, in order, each to the other
/// scheme. By the sun the morning window runs from civil dawn to sunrise and the evening one from
/// sunset to civil dusk (where the sun does not get 6° down, to the solar midnight between them);
/// by the clock each window starts at its time and lasts ``ScheduleTiming/transition``. Each
/// window is then moved by the day's jitter. Nothing here reads the clock.
public struct SchedulePlan: Sendable, Equatable {
    public let schedule: SchemeSchedule
    public let timing: ScheduleTiming
    let jitter: DailyJitter

    /// Days looked at on either side of a range, so that a window's jitter and its neighbours are
    /// the same whatever range asks for it.
    private static let margin: TimeInterval = 3 * 86400

    /// A plan; `jitterSeed` is the installation's own (the same seed gives the same offsets).
    /// Throws when a clock schedule's windows, with their jitter either way, would reach the other time.
    public init(schedule: SchemeSchedule, timing: ScheduleTiming = .standard, jitterSeed: UInt64 = 0) throws(ScheduleError) {
        if case .fixed(let light, let dark) = schedule.rule {
            let apart = (dark.minutes - light.minutes + 1440) % 1440
            let gap = ScheduleDuration.minutes(min(apart, 1440 - apart))
            let reach = ScheduleDuration(seconds: (timing.transition ?? ScheduleTiming.defaultClockTransition).seconds + 2 * timing.jitter.seconds)
            guard reach < gap else { throw .transitionReachesNextTime(reach, gap: gap) }
        }
        self.schedule = schedule
        self.timing = timing
        self.jitter = DailyJitter(seed: jitterSeed, maximum: timing.jitter)
    }

    /// The windows that overlap [start, end), in order.
    public func windows(from start: Date, to end: Date, in zone: LocalZone) -> [TransitionWindow] {
        let wide = rawWindows(from: start.addingTimeInterval(-Self.margin), to: end.addingTimeInterval(Self.margin), in: zone)
            .map { window in
                let day = zone.wallTime(at: window.start)
                return window.shifted(by: jitter.offset(year: day.year, month: day.month, day: day.day, scheme: window.scheme))
            }
            .sorted { $0.start < $1.start }
        // Each window changes the scheme: one to the scheme already in force is dropped.
        var alternating: [TransitionWindow] = []
        for window in wide where alternating.last?.scheme != window.scheme { alternating.append(window) }
        // A window ends, at the latest, where the next begins.
        let ordered = alternating.indices.map { index in
            let window = alternating[index]
            let next = index + 1 < alternating.count ? alternating[index + 1].start : window.end
            return TransitionWindow(scheme: window.scheme, start: window.start, end: min(window.end, next))
        }
        return ordered.filter { $0.end > start && $0.start < end || $0.start == $0.end && $0.start >= start && $0.start < end }
    }

    /// The scheme the schedule gives at `instant` when every switch happens at its window's end.
    public func scheme(at instant: Date, in zone: LocalZone) -> ColorScheme {
        let around = windows(from: instant.addingTimeInterval(-Self.margin), to: instant.addingTimeInterval(Self.margin), in: zone)
        if let last = around.last(where: { $0.start <= instant }) {
            return last.contains(instant) ? last.scheme.opposite : last.scheme
        }
        if let first = around.first { return first.scheme.opposite }
        return schedule.scheme(at: instant, in: zone)
    }

    /// The window `instant` is inside, if any.
    public func window(containing instant: Date, in zone: LocalZone) -> TransitionWindow? {
        windows(from: instant, to: instant.addingTimeInterval(1), in: zone).first { $0.contains(instant) }
    }

    /// The first window that starts after `instant` within a year, or nil (a pole with a fixed sun).
    public func nextWindow(startingAfter instant: Date, in zone: LocalZone) -> TransitionWindow? {
        let week: TimeInterval = 7 * 86400
        for weeks in 0..<53 {
            let from = instant.addingTimeInterval(Double(weeks) * week)
            if let next = windows(from: from, to: from.addingTimeInterval(week), in: zone).first(where: { $0.start > instant }) {
                return next
            }
        }
        return nil
    }

    /// The windows of the next `days` days from `now` (1…14), the one in progress included.
    public func forecast(days: Int, from now: Date, in zone: LocalZone) throws(ScheduleError) -> [TransitionWindow] {
        guard (1...14).contains(days) else { throw .forecastDays(days) }
        return windows(from: now, to: now.addingTimeInterval(Double(days) * 86400), in: zone)
    }

    /// The windows before jitter and clipping, from the rule, over [start, end) and a little around it.
    private func rawWindows(from start: Date, to end: Date, in zone: LocalZone) -> [TransitionWindow] {
        switch schedule.rule {
        case .sun(let latitude, let longitude):
            return SunWindows(latitude: latitude, longitude: longitude, instant: timing.transition == .zero)
                .windows(from: start, to: end)
        case .fixed(let light, let dark):
            let length = Double((timing.transition ?? ScheduleTiming.defaultClockTransition).seconds)
            var windows: [TransitionWindow] = []
            var dayStart = zone.startOfDay(containing: start)
            while dayStart < end {
                let day = zone.wallTime(at: dayStart)
                for (scheme, time) in [(ColorScheme.light, light), (.dark, dark)] {
                    let at = zone.instant(of: WallTime(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute))
                    windows.append(TransitionWindow(scheme: scheme, start: at, end: at.addingTimeInterval(length)))
                }
                dayStart = zone.startOfNextDay(after: dayStart)
            }
            return windows
        }
    }
}
