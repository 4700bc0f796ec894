import FoundationEssentials
import Synchronization
import ThemeConfiguration
import ThemeCore
import ThemeTemplates

/// The schedule as the daemon's D-Bus surface reaches it (issue 38 §3, §4): the hold
/// (`HoldScheme`, `HeldUntil`) and the forecast (`GetForecast`, `ForecastChanged`), over the plan
/// the running schedule follows. The hold, the jitter seed and the idle source found are kept in
/// ``ScheduleStateFile``, so a hold survives a restart and `schedule show` sees the same times.
public final class ScheduleControl: Sendable {
    /// What changed, for the D-Bus surface.
    public enum Change: Sendable, Equatable {
        /// The hold in force (nil: none): `HeldUntil` is its `until` in Unix µs, or 0.
        case hold(SchemeHold?)
        /// The plan changed (configuration, place or zone): emit `ForecastChanged`.
        case forecast
    }

    /// Why a hold cannot be made.
    public enum HoldError: Error, Sendable, Equatable, CustomStringConvertible {
        /// No schedule is followed (none in config.yaml, or the preference is not `system`).
        case noSchedule
        /// No transition comes within a year (a pole with a fixed sun).
        case noTransition

        public var description: String {
            switch self {
            case .noSchedule: "there is no schedule to hold a scheme against; set one with themeswitch schedule set"
            case .noTransition: "the schedule has no transition within a year to hold the scheme until"
            }
        }
    }

    private struct State {
        var file: ScheduleStateFile
        var plan: SchedulePlan?
        var zone: LocalZone = .system
        var shown: ColorScheme?
        var listeners: [@Sendable (Change) -> Void] = []
        var holdWatchers: [UInt64: AsyncStream<Void>.Continuation] = [:]
        var nextWatcher: UInt64 = 0
    }

    private let url: URL
    private let state: Mutex<State>
    private let now: @Sendable () -> Date

    /// The control over the state file at `url` (``ScheduleStateFile/url(environment:)``); a new
    /// random jitter seed is written there when the file has none and a schedule is followed.
    public init(stateFile url: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.url = url
        self.now = now
        state = Mutex(State(file: ScheduleStateFile.read(url)))
    }

    /// The seed of the jitter (the same for the daemon and `schedule show`).
    public var jitterSeed: UInt64 { state.withLock { $0.file.jitterSeed } }

    /// The hold in force, if any (`HeldUntil`).
    public var hold: SchemeHold? { state.withLock { $0.file.hold } }

    /// Holds `request`'s scheme until the end of the next transition window (`HoldScheme`,
    /// `scheme toggle`, `scheme light|dark --until-next`); the schedule takes it up at once.
    public func hold(_ request: SchemeHold.Request) throws(HoldError) -> SchemeHold {
        let now = now()
        let made = state.withLock { state -> Result<SchemeHold, HoldError> in
            guard let plan = state.plan else { return .failure(.noSchedule) }
            let shown = state.file.hold?.scheme ?? state.shown ?? plan.scheme(at: now, in: state.zone)
            guard let hold = plan.hold(request, shown: shown, at: now, in: state.zone) else { return .failure(.noTransition) }
            return .success(hold)
        }
        let hold = try made.get()
        setHold(hold)
        return hold
    }

    /// Ends a hold at once (`scheme system`).
    public func releaseHold() { setHold(nil) }

    /// The transitions of the next `days` days (1…14) as (scheme, window start, window end)
    /// (`GetForecast`); none while no schedule is followed.
    public func forecast(days: Int) throws(ScheduleError) -> [TransitionWindow] {
        guard (1...14).contains(days) else { throw .forecastDays(days) }
        let (plan, zone) = state.withLock { ($0.plan, $0.zone) }
        return try plan?.forecast(days: days, from: now(), in: zone) ?? []
    }

    /// Calls `listener` after each change, on the task that made it.
    public func addListener(_ listener: @escaping @Sendable (Change) -> Void) {
        state.withLock { $0.listeners.append(listener) }
    }

    // MARK: For the running schedule

    /// Each change of the hold made here, for the running schedule to decide again.
    func holdChanges() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            state.nextWatcher += 1
            state.holdWatchers[state.nextWatcher] = continuation
            return state.nextWatcher
        }
        continuation.onTermination = { [weak self] _ in _ = self?.state.withLock { $0.holdWatchers.removeValue(forKey: id) } }
        return stream
    }

    /// The plan followed now (nil: none, and any hold ends), in `zone`; a new one is a forecast change.
    func follow(_ plan: SchedulePlan?, in zone: LocalZone) {
        let (changed, listeners, file) = state.withLock { state in
            let changed = state.plan != plan || state.zone != zone
            state.plan = plan
            state.zone = zone
            if plan == nil { state.shown = nil }
            return (changed, state.listeners, state.file)
        }
        if plan == nil {
            setHold(nil)
        } else if ScheduleStateFile.read(url) != file {
            try? file.write(to: url)
        }
        if changed { for listener in listeners { listener(.forecast) } }
    }

    /// The scheme the schedule shows last (it stays across a change of configuration).
    var shown: ColorScheme? { state.withLock { $0.shown } }

    /// Records a decision: the scheme shown and the hold that remains.
    func record(_ decision: ScheduleDecision) {
        let holdEnded = state.withLock { state in
            state.shown = decision.scheme
            return state.file.hold != nil && decision.hold == nil
        }
        if holdEnded { setHold(nil, notifySchedule: false) }
    }

    /// Records the idle source found, for `schedule show`.
    func recordIdleSource(_ source: String) {
        let file = state.withLock { state -> ScheduleStateFile? in
            guard state.file.idleSource != source else { return nil }
            state.file.idleSource = source
            return state.file
        }
        if let file { try? file.write(to: url) }
    }

    /// Sets the hold; the file is written before the new hold can be read, so a reader of
    /// ``hold`` never sees one that a restart would not.
    private func setHold(_ hold: SchemeHold?, notifySchedule: Bool = true) {
        let (changed, listeners, watchers) = state.withLock { state -> (Bool, [@Sendable (Change) -> Void], [AsyncStream<Void>.Continuation]) in
            guard state.file.hold != hold else { return (false, [], []) }
            state.file.hold = hold
            try? state.file.write(to: url)
            return (true, state.listeners, Array(state.holdWatchers.values))
        }
        guard changed else { return }
        for listener in listeners { listener(.hold(hold)) }
        if notifySchedule { for watcher in watchers { watcher.yield() } }
    }
}
