import Foundation
import Dispatch
import Glibc
import Synchronization
import Spawn

/// A child process with pipes to its standard input and output.
///
/// Foundation's `Process` waits through a run loop, which deadlocks when several
/// tests wait at once; this waits with `waitpid` on a thread of its own.
///
/// Signals never reach a reaped pid: the child is waited for without being reaped
/// (`waitid` with `WNOWAIT`), then reaped under the same lock that ``kill(_:)`` holds,
/// so a pid the system may already have given to another process is never signalled.
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    /// Whether the child leads a process group of its own, which ``kill(_:)`` signals whole.
    public let ownsProcessGroup: Bool
    /// Write end of the child's standard input.
    public let input: FileHandle
    /// Read end of the child's standard output.
    public let output: FileHandle
    /// The exit status, once the child has been reaped.
    private let reaped = Mutex<Int32?>(nil)

    /// Starts `program` (looked up on PATH) with `environment`; standard error goes to `errorPath`.
    /// With `ownProcessGroup` the child leads a new process group, and ``kill(_:)`` reaches
    /// everything it started that stayed in that group.
    public init(
        _ program: String, _ arguments: [String], environment: [String: String], errorPath: String, ownProcessGroup: Bool = false
    ) throws {
        _ = brokenPipesAreErrors
        let stdin = try Spawn.pipe()
        let stdout = try Spawn.pipe()
        defer {
            close(stdin.read)
            close(stdout.write)
        }
        do {
            pid = try Spawn.start(
                program, arguments, environment: environment, standardInput: .descriptor(stdin.read),
                standardOutput: .descriptor(stdout.write),
                standardError: .file(path: errorPath, flags: O_WRONLY | O_CREAT | O_APPEND), newProcessGroup: ownProcessGroup)
        } catch {
            close(stdin.write)
            close(stdout.read)
            throw error
        }
        ownsProcessGroup = ownProcessGroup
        input = FileHandle(fileDescriptor: stdin.write, closeOnDealloc: true)
        output = FileHandle(fileDescriptor: stdout.read, closeOnDealloc: true)
    }

    /// Waits for the child to end (blocking) and returns its exit status (128+signal when killed).
    /// Use ``waitForExit(within:)`` or ``stop(_:within:)`` from a test: this has no limit.
    @discardableResult
    public func waitForExit() -> Int32 {
        if let status = reaped.withLock({ $0 }) { return status }
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        return reap()
    }

    /// The exit status when the child has ended (it is reaped then), nil while it runs. Does not block.
    public func exitStatus() -> Int32? {
        if let status = reaped.withLock({ $0 }) { return status }
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG) == 0, info.si_signo == SIGCHLD else { return nil }
        return reap()
    }

    /// Reaps the child, which has ended; under the lock, so that no signal is sent after it.
    private func reap() -> Int32 {
        reaped.withLock { status in
            if let status { return status }
            let exit = Spawn.waitForExit(pid)
            status = exit
            return exit
        }
    }

    /// Waits at most `limit` for the child to end by itself; its status, or nil when it was
    /// still running then (it is then killed with SIGKILL, with its group, and reaped).
    public func waitForExit(within limit: Duration) async -> Int32? {
        (try? await onOwnThread { [self] in blockingWait(within: limit) }) ?? nil
    }

    /// ``waitForExit(within:)`` on the calling thread, for places that cannot await (a `deinit`).
    public func blockingWait(within limit: Duration) -> Int32? {
        let watchdog = Watchdog(self, after: limit)
        let status = waitForExit()
        return watchdog.disarm() ? nil : status
    }

    /// Sends `signal` and waits at most `limit` for the child to end; its status, or nil when it
    /// had to be killed with SIGKILL after the limit. A child that has already ended is only reaped.
    @discardableResult
    public func stop(_ signal: Int32 = SIGTERM, within limit: Duration = .seconds(10)) async -> Int32? {
        kill(signal)
        return await waitForExit(within: limit)
    }

    /// Sends `signal` to the child (to its whole group when it leads one); nothing once it is reaped.
    public func kill(_ signal: Int32 = SIGTERM) {
        reaped.withLock { status in
            guard status == nil else { return }
            _ = Glibc.kill(ownsProcessGroup ? -pid : pid, signal)
        }
    }

    /// Reads the child's standard output to its end, or until `deadline`: a descendant that
    /// escaped the process group and holds the pipe open cannot make the read last for ever.
    /// Returns what was read and whether the end was reached.
    public func readOutput(until deadline: ContinuousClock.Instant) -> (data: Data, complete: Bool) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let descriptor = output.fileDescriptor
        while true {
            let remaining = deadline - .now
            guard remaining > .zero else { return (data, false) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let (seconds, attoseconds) = remaining.components
            let ready = Glibc.poll(&poller, 1, Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 1000)))
            if ready < 0 && errno != EINTR { return (data, false) }
            guard ready > 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return (data, count == 0) }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}

/// Runs a blocking piece of work on a thread of its own and awaits its result,
/// so that Swift's small cooperative pool is never blocked.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Kills a child (with its process group, when it leads one) with SIGKILL when it is still
/// running after a time limit.
public final class Watchdog: Sendable {
    /// (disarmed: the child was waited for; fired: it was killed)
    private let state = Mutex((disarmed: false, fired: false))

    /// Arms the watchdog for `child`.
    public init(_ child: ChildProcess, after timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))) { [self] in
            self.state.withLock { state in
                guard !state.disarmed else { return }
                state.fired = true
                child.kill(SIGKILL)
            }
        }
    }

    /// Stops the watchdog (call once the child has exited); returns whether it had killed the child.
    @discardableResult
    public func disarm() -> Bool {
        state.withLock { state in
            state.disarmed = true
            return state.fired
        }
    }
}

extension ChildProcess {
    /// Runs `body`, then stops the child (`signal`, then SIGKILL after `limit`) and waits for it,
    /// also when `body` throws: a test that fails half-way leaves nothing running.
    public func stopping<T>(
        with signal: Int32 = SIGTERM, within limit: Duration = .seconds(10), _ body: () async throws -> T
    ) async throws -> T {
        do {
            let result = try await body()
            await stop(signal, within: limit)
            return result
        } catch {
            await stop(signal, within: limit)
            throw error
        }
    }
}

/// A child that exits before it reads its input (a tool refusing its options at once) closes the
/// pipe the test writes that input into: with SIGPIPE ignored, the write fails with `EPIPE`, which
/// the caller sees, instead of the signal ending the whole test process. Done once, on the first child.
private let brokenPipesAreErrors: Void = { signal(SIGPIPE, SIG_IGN) }()
