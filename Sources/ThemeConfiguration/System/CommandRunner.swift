import Dispatch
import FoundationEssentials
import Glibc
import Spawn
import Synchronization

/// Runs a helper program (such as `gsettings`) to completion without blocking
/// Swift's cooperative threads: the wait happens on a thread of its own.
package enum CommandRunner {
    package struct Result: Sendable {
        package let status: Int32
        package let output: String
        package let errorOutput: String
    }

    /// A helper that did not finish in time; it was killed.
    package struct TimedOut: Error, CustomStringConvertible {
        package let program: String
        package let timeout: Duration
        package var description: String { "\(program) did not finish within \(timeout) and was killed" }
    }

    /// Runs `program` to its end, killing it (SIGKILL) when it takes longer than `timeout`; with
    /// `processGroup`, the program runs in a process group of its own and the whole group is killed,
    /// so that a script's children cannot keep its output open past the timeout.
    package static func run(
        _ program: String, _ arguments: [String], environment: [String: String], timeout: Duration, processGroup: Bool = false
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DetachedThread.start {
                continuation.resume(with: Swift.Result {
                    try runBlocking(program, arguments, environment: environment, timeout: timeout, processGroup: processGroup)
                })
            }
        }
    }

    private static func runBlocking(
        _ program: String, _ arguments: [String], environment: [String: String], timeout: Duration, processGroup: Bool
    ) throws -> Result {
        let output = try Spawn.pipe()
        let errors = try Spawn.pipe()
        defer {
            close(output.read)
            close(errors.read)
        }
        let child: pid_t
        do {
            defer {
                close(output.write)
                close(errors.write)
            }
            child = try Spawn.start(
                executable(program, environment: environment), arguments, environment: environment,
                standardInput: .file(path: "/dev/null", flags: O_RDONLY),
                standardOutput: .descriptor(output.write), standardError: .descriptor(errors.write),
                newProcessGroup: processGroup)
        }
        let deadline = Deadline(child: child, group: processGroup)
        let (seconds, attoseconds) = timeout.components
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)),
            execute: deadline.expire)
        let outputText = readAll(output.read)
        let errorText = readAll(errors.read)
        // Wait for the exit without reaping, so the deadline can never signal a recycled pid.
        var info = siginfo_t()
        while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let timedOut = deadline.finish()
        let status = Spawn.waitForExit(child)
        if timedOut { throw TimedOut(program: program, timeout: timeout) }
        return Result(status: status, output: outputText, errorOutput: errorText)
    }

    /// `program` found on the PATH of `environment` (the one it runs with), else as given.
    private static func executable(_ program: String, environment: [String: String]) -> String {
        guard !program.contains("/"), let path = environment["PATH"] else { return program }
        for directory in path.split(separator: ":") where directory.hasPrefix("/") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return program
    }

    /// Reads a pipe to its end. The helpers here print a few bytes, so reading one
    /// pipe after the other cannot fill the other and block.
    private static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Kills a child that outlives its time, unless it finished first.
private final class Deadline: Sendable {
    private let child: pid_t
    /// Whether the child leads a process group of its own, killed as a whole.
    private let group: Bool
    /// (the child was reaped, it was killed for its timeout)
    private let state = Mutex((finished: false, killed: false))

    init(child: pid_t, group: Bool) {
        self.child = child
        self.group = group
    }

    /// Kills the child when it has not been reaped yet.
    func expire() {
        state.withLock { state in
            guard !state.finished else { return }
            state.killed = true
            kill(group ? -child : child, SIGKILL)
        }
    }

    /// Marks the child reaped; returns whether it had been killed for its timeout.
    func finish() -> Bool {
        state.withLock { state in
            state.finished = true
            return state.killed
        }
    }
}
