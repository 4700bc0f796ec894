import FoundationEssentials
import ThemeCore
import ThemeTemplates

/// The system scheme from a light/dark schedule (sun or fixed times; docs/config.md `schedule`):
/// the scheme now, and each switch when its time comes. It wakes at least every
/// ``longestSleep`` to look again, so a clock or time zone change is taken up within that time.
public struct ScheduleSchemeSource: SystemSchemeSource {
    let schedule: SchemeSchedule
    let clock: ScheduleClock

    /// The longest wait before the schedule is looked at again.
    static let longestSleep: Duration = .seconds(600)

    public init(schedule: SchemeSchedule, clock: ScheduleClock) {
        self.schedule = schedule
        self.clock = clock
    }

    public func current() async -> ColorScheme? {
        schedule.answer(at: clock.now(), in: clock.zone).scheme
    }

    public func changes() async throws -> AsyncStream<ColorScheme> {
        let (stream, continuation) = AsyncStream<ColorScheme>.makeStream()
        let watcher = Task { [schedule, clock] in
            var last = schedule.answer(at: clock.now(), in: clock.zone).scheme
            while !Task.isCancelled {
                let answer = schedule.answer(at: clock.now(), in: clock.zone)
                let wait = answer.nextSwitch.map { max(0, $0.timeIntervalSince(clock.now())) } ?? 600
                let untilSwitch = Duration.milliseconds(Int64((wait * 1000).rounded(.up)))
                let duration = min(untilSwitch, ScheduleSchemeSource.longestSleep)
                do { try await clock.sleep(duration) } catch { break }
                // Having slept until the switch, its instant itself already has the new scheme.
                let now = answer.nextSwitch.flatMap { duration == untilSwitch ? max(clock.now(), $0) : nil } ?? clock.now()
                let scheme = schedule.answer(at: now, in: clock.zone).scheme
                if scheme != last {
                    last = scheme
                    continuation.yield(scheme)
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in watcher.cancel() }
        return stream
    }
}
