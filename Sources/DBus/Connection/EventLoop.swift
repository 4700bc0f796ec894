import CDBus
import Glibc
import Synchronization

/// One thread that polls a libdbus connection's sockets and dispatches what arrives.
///
/// libdbus tells the loop which file descriptors to watch through its watch
/// functions; other threads send directly (libdbus is thread-safe) and wake the
/// loop through an eventfd when there is something new for it to do.
///
/// The loop is also a task executor: the tasks that answer incoming calls prefer it, so a
/// call is read, answered and replied to on this one thread, without waking another
/// (a thread's wake-up and sleep cost more than a small call's own work). Jobs run between
/// rounds, in the order they were enqueued; once the loop has stopped, they go to the
/// global concurrent executor instead.
final class EventLoop: TaskExecutor, @unchecked Sendable {
    private let connection: OpaquePointer
    private let wakeFD: Int32
    private let watches = Mutex<[Watch]>([])
    private let stopping = Atomic<Bool>(false)
    private let thread = Mutex<pthread_t?>(nil)
    /// The loop thread's `pthread_self()`, once it runs (0 before).
    private let loopThread = Atomic<pthread_t>(0)
    /// When the loop must wake even if nothing arrives (nil: never).
    private let deadline: @Sendable () -> ContinuousClock.Instant?
    /// Called after each round, to expire what timed out.
    private let afterRound: @Sendable () -> Void
    /// What the loop runs and polls besides libdbus's own; nil once the loop has stopped.
    private let work = Mutex<Work?>(Work())

    private struct Work {
        /// Jobs of tasks that prefer this loop, waiting for the next round.
        var jobs: [UnownedJob] = []
        /// Descriptors polled besides libdbus's (``Connection/watch(readable:_:)``).
        var descriptorWatches: [DescriptorWatch] = []
    }

    init(
        connection: OpaquePointer,
        deadline: @escaping @Sendable () -> ContinuousClock.Instant?,
        afterRound: @escaping @Sendable () -> Void
    ) {
        self.connection = connection
        self.deadline = deadline
        self.afterRound = afterRound
        wakeFD = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
    }

    deinit { close(wakeFD) }

    /// Installs the watch functions and starts the thread.
    func start() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        dbus_connection_set_watch_functions(connection, { watch, context in
            guard let watch, let context else { return 0 }
            let loop = Unmanaged<EventLoop>.fromOpaque(context).takeUnretainedValue()
            loop.watches.withLock { $0.append(Watch(pointer: watch)) }
            loop.wake()
            return 1
        }, { watch, context in
            guard let watch, let context else { return }
            let loop = Unmanaged<EventLoop>.fromOpaque(context).takeUnretainedValue()
            loop.watches.withLock { $0.removeAll { $0.pointer == watch } }
            loop.wake()
        }, { _, context in
            guard let context else { return }
            Unmanaged<EventLoop>.fromOpaque(context).takeUnretainedValue().wake()
        }, context, nil)
        dbus_connection_set_wakeup_main_function(connection, { context in
            guard let context else { return }
            Unmanaged<EventLoop>.fromOpaque(context).takeUnretainedValue().wake()
        }, context, nil)
        dbus_connection_set_dispatch_status_function(connection, { _, status, context in
            guard let context, status == DBUS_DISPATCH_DATA_REMAINS else { return }
            Unmanaged<EventLoop>.fromOpaque(context).takeUnretainedValue().wake()
        }, context, nil)

        let retained = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let created = pthread_create(&handle, nil, { context in
            guard let context else { return nil }
            let loop = Unmanaged<EventLoop>.fromOpaque(context).takeRetainedValue()
            loop.run()
            return nil
        }, retained)
        if created == 0 {
            thread.withLock { $0 = handle }
        } else {
            Unmanaged<EventLoop>.fromOpaque(retained).release()
            endWork()
        }
    }

    /// Makes the loop look at its watches and deadline again.
    ///
    /// A no-op on the loop thread itself (libdbus calls back from inside a round,
    /// for every message read): the loop dispatches, writes and re-reads its
    /// watches and deadline before it polls again anyway.
    func wake() {
        if loopThread.load(ordering: .relaxed) == pthread_self() { return }
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)
    }

    /// Polls `watch`'s descriptor from the next round on; closes it at once when the loop has stopped.
    func add(_ watch: DescriptorWatch) {
        let added = work.withLock { work -> Bool in
            work?.descriptorWatches.append(watch)
            return work != nil
        }
        if added { wake() } else { watch.close() }
    }

    /// Closes the descriptors of the watches cancelled since the last round, on the loop thread:
    /// no call of a watch's function can then read a descriptor closed or reused meanwhile.
    private func closeCancelledWatches() {
        let ended = work.withLock { work -> [DescriptorWatch] in
            let ended = work?.descriptorWatches.filter(\.isCancelled) ?? []
            work?.descriptorWatches.removeAll(where: \.isCancelled)
            return ended
        }
        for watch in ended { watch.close() }
    }

    /// Runs `job` on the loop thread between rounds, or on the global concurrent executor once stopped.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let queued = work.withLock { work -> Bool in
            work?.jobs.append(job)
            return work != nil
        }
        if queued {
            wake()
        } else {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
    }

    /// Runs the jobs queued, and those they enqueue, for a few rounds at most: a call's
    /// resumption after the actor it awaited runs at once, while a task that keeps enqueueing
    /// does not keep the loop from reading and dispatching.
    private func runJobs() {
        for _ in 0..<EventLoop.jobRoundsPerTurn {
            let ready = work.withLock { work -> [UnownedJob] in
                defer { work?.jobs = [] }
                return work?.jobs ?? []
            }
            if ready.isEmpty { return }
            for job in ready { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }

    /// How many rounds of jobs ``runJobs()`` runs before the loop reads and dispatches again.
    private static let jobRoundsPerTurn = 8

    /// Ends the loop's work: hands the jobs still queued to the global concurrent executor (later
    /// ones go there directly) and closes every watched descriptor (later ones are closed at once).
    private func endWork() {
        let left = work.withLock { work -> Work in
            defer { work = nil }
            return work ?? Work()
        }
        for job in left.jobs { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
        for watch in left.descriptorWatches { watch.close() }
    }

    /// Stops the thread and waits for it, unless called from the loop thread itself.
    func stop() {
        stopping.store(true, ordering: .releasing)
        wake()
        guard let handle = thread.withLock({ value -> pthread_t? in
            defer { value = nil }
            return value
        }) else { return }
        if pthread_equal(handle, pthread_self()) != 0 {
            pthread_detach(handle)
        } else {
            pthread_join(handle, nil)
        }
    }

    private func run() {
        loopThread.store(pthread_self(), ordering: .relaxed)
        defer { endWork() }
        while !stopping.load(ordering: .acquiring) {
            while dbus_connection_dispatch(connection) == DBUS_DISPATCH_DATA_REMAINS {
                if stopping.load(ordering: .acquiring) { return }
            }
            runJobs()
            // A sender that found the I/O path busy leaves its message queued and
            // wakes us; one non-blocking round writes it (and arms the write watch
            // if the socket is full).
            if dbus_connection_has_messages_to_send(connection) != 0 {
                _ = dbus_connection_read_write(connection, 0)
            }
            // `wake()` does nothing on this thread, so look again at what this round's
            // own callbacks and jobs would have woken us for before blocking in poll.
            if stopping.load(ordering: .acquiring) { return }
            let busy = dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS
                || work.withLock { $0?.jobs.isEmpty == false }
            pollOnce(blocking: !busy)
            afterRound()
        }
    }

    private func timeoutMilliseconds() -> Int32 {
        guard let deadline = deadline() else { return -1 }
        let remaining = ContinuousClock.now.duration(to: deadline)
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    /// Polls the wake-up descriptor and the watches; waits until one is ready or the deadline
    /// passes, or not at all when `blocking` is false.
    private func pollOnce(blocking: Bool) {
        closeCancelledWatches()
        let current = watches.withLock { $0.map(\.pointer) }
        let others = work.withLock { $0?.descriptorWatches ?? [] }
        var descriptors = [pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
        descriptors += others.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        var polled: [OpaquePointer] = []
        for watch in current where dbus_watch_get_enabled(watch) != 0 {
            let flags = dbus_watch_get_flags(watch)
            var events: Int16 = 0
            if flags & DBUS_WATCH_READABLE.rawValue != 0 { events |= Int16(POLLIN) }
            if flags & DBUS_WATCH_WRITABLE.rawValue != 0 { events |= Int16(POLLOUT) }
            descriptors.append(pollfd(fd: dbus_watch_get_unix_fd(watch), events: events, revents: 0))
            polled.append(watch)
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), blocking ? timeoutMilliseconds() : 0)
        guard ready > 0 else { return }
        if descriptors[0].revents != 0 {
            var counter: UInt64 = 0
            _ = read(wakeFD, &counter, 8)
        }
        for (index, watch) in others.enumerated() where descriptors[index + 1].revents != 0 && !watch.isCancelled {
            watch.readable()
        }
        for (index, watch) in polled.enumerated() {
            let revents = descriptors[index + 1 + others.count].revents
            guard revents != 0, watches.withLock({ $0.contains(Watch(pointer: watch)) }) else { continue }
            var flags: UInt32 = 0
            if revents & Int16(POLLIN) != 0 { flags |= DBUS_WATCH_READABLE.rawValue }
            if revents & Int16(POLLOUT) != 0 { flags |= DBUS_WATCH_WRITABLE.rawValue }
            if revents & Int16(POLLERR) != 0 { flags |= DBUS_WATCH_ERROR.rawValue }
            if revents & Int16(POLLHUP) != 0 { flags |= DBUS_WATCH_HANGUP.rawValue }
            dbus_watch_handle(watch, flags)
        }
    }
}

/// A libdbus watch, owned by libdbus; only ever used on the loop thread.
private struct Watch: @unchecked Sendable, Equatable {
    let pointer: OpaquePointer
}

/// A descriptor the event loop polls for reading besides libdbus's, and what it calls when the
/// descriptor is readable (``Connection/watch(readable:_:)``). The loop owns the descriptor: it
/// closes it, on its own thread, once the watch is cancelled or the loop stops.
public final class DescriptorWatch: Sendable {
    let descriptor: Int32
    let readable: @Sendable () -> Void
    private let cancelled = Atomic<Bool>(false)
    private let closed = Atomic<Bool>(false)
    /// Wakes the loop that polls the descriptor.
    private let wakeLoop: @Sendable () -> Void

    init(descriptor: Int32, readable: @escaping @Sendable () -> Void, wakeLoop: @escaping @Sendable () -> Void) {
        self.descriptor = descriptor
        self.readable = readable
        self.wakeLoop = wakeLoop
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Stops the calls; the loop closes the descriptor before it polls again (it has already
    /// closed it when it stopped first).
    public func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        wakeLoop()
    }

    /// Closes the descriptor, once.
    func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = Glibc.close(descriptor)
    }
}
