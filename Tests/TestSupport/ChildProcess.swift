import Foundation
import Glibc

/// A child process started with `posix_spawn`, with pipes to its standard input and output.
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
        var stdinPipe: [Int32] = [0, 0]
        var stdoutPipe: [Int32] = [0, 0]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0 else { throw POSIXError(.EMFILE) }
        for descriptor in stdinPipe + stdoutPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        // Swift's threads block most signals; the child must start with none blocked
        // and default handlers, or it would ignore SIGTERM.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        guard status == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
        }
        pid = child
        input = FileHandle(fileDescriptor: stdinPipe[1], closeOnDealloc: true)
        output = FileHandle(fileDescriptor: stdoutPipe[0], closeOnDealloc: true)
    }

    /// Waits for the child to end (blocking) and returns its exit status (128+signal when killed).
    @discardableResult
    public func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

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
