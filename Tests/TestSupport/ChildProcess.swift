import Foundation
import Dispatch
import Glibc
import Synchronization
import Spawn

/// A child process with pipes to its standard input and output.
///
/// Foundation's `Process` waits through a run loop, which deadlocks when several
/// tests wait at once; this waits with `waitpid` on a thread of its own.
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    /// Write end of the child's standard input.
    public let input: FileHandle
    /// Read end of the child's standard output.
    public let output: FileHandle

    /// Starts `program` (looked up on PATH) with `environment`; standard error goes to `errorPath`.
    public init(_ program: String, _ arguments: [String], environment: [String: String], errorPath: String) throws {
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
                standardError: .file(path: errorPath, flags: O_WRONLY | O_CREAT | O_APPEND))
        } catch {
            close(stdin.write)
            close(stdout.read)
            throw error
        }
        input = FileHandle(fileDescriptor: stdin.write, closeOnDealloc: true)
        output = FileHandle(fileDescriptor: stdout.read, closeOnDealloc: true)
    }

    /// Waits for the child to end (blocking) and returns its exit status (128+signal when killed).
    @discardableResult
    public func waitForExit() -> Int32 { Spawn.waitForExit(pid) }

    /// Sends `signal` to the child.
    public func kill(_ signal: Int32 = SIGTERM) { _ = Glibc.kill(pid, signal) }
}

/// Runs a blocking piece of work on a thread of its own and awaits its result,
/// so that Swift's small cooperative pool is never blocked.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Kills a child with SIGKILL when it is still running after a time limit.
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
