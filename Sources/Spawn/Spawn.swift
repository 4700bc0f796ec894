import Glibc

/// Starting and reaping child processes with `posix_spawn`, shared by the daemon
/// (which runs `gsettings`) and the tests (which run buses, daemons and tools).
///
/// Swift's threads block most signals; a child started here begins with no signal
/// blocked and every handler at its default, so it answers SIGTERM as usual.
public enum Spawn {
    /// What a child's standard stream is connected to.
    public enum Stream {
        /// A descriptor of ours, duplicated onto the stream.
        case descriptor(Int32)
        /// A file opened for the child with `open(2)` flags.
        case file(path: String, flags: Int32)
    }

    /// Starts `program` (looked up on PATH) and returns its pid; throws `SpawnError`. With
    /// `newProcessGroup` the child leads a process group of its own (pgid = its pid), so that
    /// it can be killed with everything it started.
    public static func start(
        _ program: String, _ arguments: [String], environment: [String: String],
        standardInput: Stream, standardOutput: Stream, standardError: Stream, newProcessGroup: Bool = false
    ) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch stream {
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            case .file(let path, let flags): posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newProcessGroup ? POSIX_SPAWN_SETPGROUP : 0)))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SpawnError(program: program, code: status) }
        return child
    }

    /// A pipe whose two ends are closed on exec (only the duplicated copies reach a child).
    public static func pipe() throws(SpawnError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw SpawnError(program: "pipe", code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Waits (blocking) for `pid` to end; its exit status, or 128 + the signal that ended it.
    public static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// A program that could not be started, with the reason from the system.
public struct SpawnError: Error, CustomStringConvertible {
    public let program: String
    public let code: Int32

    public var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
}
