import CTimerFD
import DBus
import FoundationEssentials
import Glibc
import Synchronization
import ThemeConfiguration

/// The schedule's alarm on the real clock without polling: a `CLOCK_REALTIME` timerfd armed at an
/// absolute instant with `TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET`, so that it rings when the
/// instant comes and, at once, when the clock is set (its read fails with `ECANCELED`). Its
/// descriptor is polled by a bus connection's event loop (``Connection/watch(readable:_:)``): no
/// thread and no timer of its own, and nothing runs while nothing is due. An instant of the
/// schedule's clock is armed where the real clock will read it (the same, but for a test's clock).
final class RealtimeAlarm: ScheduleAlarm {
    let rings: AsyncStream<AlarmRing>
    private let continuation: AsyncStream<AlarmRing>.Continuation
    private let descriptor: Int32
    /// The instant armed for, and whether the alarm is stopped (then the descriptor may be closed).
    private let state = Mutex<(armed: Date?, stopped: Bool)>((nil, false))
    private let watch = Mutex<DescriptorWatch?>(nil)
    private let clock: ScheduleClock

    /// A year ahead: the arming that only a set clock rings (a timer that is not armed is not cancelled).
    private static let farAhead: TimeInterval = 366 * 86400

    init(on connection: Connection, clock: ScheduleClock) throws {
        let descriptor = timerfd_create(CLOCK_REALTIME, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard descriptor >= 0 else { throw POSIXError(errno) }
        self.descriptor = descriptor
        self.clock = clock
        (rings, continuation) = AsyncStream<AlarmRing>.makeStream()
        let started = connection.watch(readable: descriptor) { [weak self] in self?.readable() }
        watch.withLock { $0 = started }
    }

    func arm(at instant: Date?) {
        state.withLock { state in
            guard !state.stopped else { return }
            state.armed = instant
            set(instant)
        }
    }

    func stop() {
        state.withLock { $0.stopped = true }
        watch.withLock { $0?.cancel() }
        continuation.finish()
    }

    deinit { stop() }

    /// Sets the timerfd (under `state`'s lock, while not stopped).
    private func set(_ instant: Date?) {
        let real = instant.map { $0.addingTimeInterval(Date().timeIntervalSince(clock.now())) }
        let seconds = (real ?? Date().addingTimeInterval(Self.farAhead)).timeIntervalSince1970
        let whole = seconds.rounded(.down)
        var value = itimerspec()
        value.it_value = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        // An instant already past rings at once (an absolute time of 0 would disarm the timer).
        if value.it_value.tv_sec <= 0 { value.it_value = timespec(tv_sec: 0, tv_nsec: 1) }
        timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET), &value, nil)
    }

    /// On the loop thread: reads the expiry, or the cancellation a set clock makes, which stays
    /// until the timer is set again, so it is re-armed for the same instant first.
    private func readable() {
        var expirations: UInt64 = 0
        let count = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        if count == MemoryLayout<UInt64>.size {
            continuation.yield(.due)
        } else if count < 0, errno == ECANCELED {
            state.withLock { state in if !state.stopped { set(state.armed) } }
            continuation.yield(.clockSet)
        }
    }
}
