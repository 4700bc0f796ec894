import FoundationEssentials
import Logging
import ThemeConfiguration
import ThemeCore
import ThemeTemplates

/// The system scheme from the schedule in config.yaml (docs/config.md `schedule`): decided by
/// ``SchedulePlan/decide(_:)`` at each event — its alarm at the next decision's wake or when the
/// clock is set, a resume, a change of time zone (which may move a place taken from it), the idle
/// source while a window waits for it, a hold — and at nothing else: no timer of its own runs
/// while nothing is due.
struct ScheduleSchemeSource: SystemSchemeSource {
    let setting: ScheduleSetting
    let clock: ScheduleClock
    let environment: [String: String]
    let wakes: ScheduleWakes
    let control: ScheduleControl
    let logger: Logger

    private enum Event: Sendable {
        case wake(ScheduleSituation.Wake)
        case activity(ScheduleSituation.Activity)
    }

    func current() async -> ColorScheme? {
        guard let plan = resolve() else { return nil }
        let shown = control.shown
        return plan.decide(ScheduleSituation(now: clock.now(), zone: clock.zone, shown: shown, hold: control.hold,
                                             wake: shown == nil ? .start : .configChange)).scheme
    }

    func changes() async throws -> AsyncStream<ColorScheme> {
        let (schemes, output) = AsyncStream<ColorScheme>.makeStream()
        let (events, input) = AsyncStream<Event>.makeStream()
        let alarm = try wakes.alarm()
        var forwarders = [Task {
            for await ring in alarm.rings { input.yield(.wake(ring == .due ? .timer : .clockStep)) }
        }, Task {
            for await _ in control.holdChanges() { input.yield(.wake(.hold)) }
        }]
        if let system = wakes.system {
            let stream = system.events()
            forwarders.append(Task {
                for await event in stream { input.yield(.wake(event == .resume ? .resume : .zoneChange)) }
            })
        }
        let runner = Task { [self, forwarders] in
            await run(events: events, input: input, output: output, alarm: alarm)
            for forwarder in forwarders { forwarder.cancel() }
            alarm.stop()
            output.finish()
        }
        output.onTermination = { _ in runner.cancel() }
        return schemes
    }

    /// Decides at each event until cancelled.
    private func run(events: AsyncStream<Event>, input: AsyncStream<Event>.Continuation,
                     output: AsyncStream<ColorScheme>.Continuation, alarm: any ScheduleAlarm) async {
        var quiet: ScheduleSituation.Activity = .unknown
        var shown = control.shown
        var wake: ScheduleSituation.Wake = shown == nil ? .start : .configChange
        var activity = quiet
        var idleFollower: Task<Void, Never>?
        var plan = resolve()
        var iterator = events.makeAsyncIterator()
        while !Task.isCancelled {
            if wake == .zoneChange { plan = resolve() }
            if let plan {
                let decision = plan.decide(ScheduleSituation(now: clock.now(), zone: clock.zone, shown: shown, hold: control.hold,
                                                             activity: activity, wake: wake))
                control.record(decision)
                if decision.switchNow {
                    shown = decision.scheme
                    output.yield(decision.scheme)
                }
                alarm.arm(at: decision.nextWake)
                if decision.waitingIn != nil, idleFollower == nil {
                    let idle = await wakes.idle()
                    control.recordIdleSource(idle.source.rawValue)
                    quiet = idle.source == .none ? .unknown : .active
                    let threshold = plan.timing.idle
                    idleFollower = Task {
                        for await change in idle.activity(threshold: threshold) { input.yield(.activity(change)) }
                    }
                } else if decision.waitingIn == nil, let follower = idleFollower {
                    follower.cancel()
                    idleFollower = nil
                    activity = quiet
                }
            }
            guard let event = await iterator.next() else { break }
            switch event {
            case .wake(let next):
                wake = next
            case .activity(let next):
                activity = next
                wake = .activityChange
            }
        }
        idleFollower?.cancel()
    }

    /// The plan now, its place taken from the time zone where the setting says so; nil (and a
    /// warning) for a zone without a place.
    private func resolve() -> SchedulePlan? {
        do {
            let resolved = try setting.resolve(environment: environment, jitterSeed: control.jitterSeed)
            control.follow(resolved.plan, in: clock.zone)
            if let place = resolved.zonePlace {
                logger.info("the sun schedule's place is \(place.zone)'s, \(place.coordinates), from the time zone")
            }
            return resolved.plan
        } catch {
            logger.warning("the schedule cannot be followed: \(error)")
            control.follow(nil, in: clock.zone)
            return nil
        }
    }
}
