import Foundation
import Glibc
import TestSupport

/// A real systemd user manager (`systemd --user`) for one test, with the HOME, XDG
/// directories and runtime directory it is given, so that it reads user units from there.
///
/// systemd refuses to run as a user instance unless the system was booted with systemd
/// (`/run/systemd/system` exists) and needs `/run/systemd/inaccessible/*` for its sandboxes;
/// a container has neither. The manager therefore runs in a mount namespace of its own in
/// which a tmpfs on /run/systemd holds both, exactly as a booted systemd creates them, and
/// /dev/console (where it logs) is the log file; nothing outside that namespace changes.
/// This needs root: for the namespace, and for a cgroup of the manager's own, which a
/// container delegates to no ordinary user.
///
/// The manager runs under a shell that stops it when this process's end of a pipe closes,
/// so it goes away, taking its units with it, even when a test crashes.
final class UserManager: Sendable {
    /// The environment the manager starts with: PATH, HOME and the XDG directories.
    let environment: [String: String]
    /// The manager's session bus, which its dbus.socket listens on: `$XDG_RUNTIME_DIR/bus`.
    let busAddress: String
    private let process: ChildProcess
    private let logPath: String

    /// Starts `systemd --user` with `environment` (which must set HOME and XDG_RUNTIME_DIR),
    /// and waits until it has booted (at most `timeout`). Its log goes to `logPath`.
    init(environment: [String: String], logPath: String, timeout: Duration = .seconds(30)) async throws {
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { throw UserManagerError.noRuntimeDirectory }
        self.environment = environment
        self.logPath = logPath
        busAddress = "unix:path=\(runtime)/bus"
        let boot = """
        set -e
        mount -t tmpfs -o mode=0755 tmpfs /run/systemd
        mkdir /run/systemd/system /run/systemd/inaccessible
        mount --bind "$1" /dev/console
        cd /run/systemd/inaccessible
        touch reg; mkdir dir; mkfifo fifo; mknod chr c 0 0; mknod blk b 0 0
        chmod 0000 reg dir fifo chr blk
        cd /
        exec /usr/lib/systemd/systemd --user --unit=dbus.socket --log-target=console --log-level=notice
        """
        // SIGTERM makes the manager stop its units and exit; timeout relays it, and sends
        // SIGKILL 30 s later if the manager still runs. The shell ends with the manager.
        let supervise = """
        timeout --kill-after=30 0 unshare --mount sh -c "$1" sh "$2" & pid=$!
        exec 3<&0
        (read _ <&3; kill -TERM $pid 2>/dev/null) &
        wait $pid
        """
        process = try ChildProcess("/bin/sh", ["-c", supervise, "sh", boot, logPath], environment: environment, errorPath: logPath,
                                   ownProcessGroup: true)
        do {
            try await waitUntilBooted(timeout: timeout)
        } catch {
            stop()
            throw error
        }
    }

    /// Runs `systemctl --user arguments` against this manager, for at most a minute.
    func systemctl(_ arguments: [String]) async throws -> CommandResult {
        try await run("systemctl", ["--user"] + arguments)
    }

    /// Runs `program` with this manager's environment and its session bus, for at most a minute.
    func run(_ program: String, _ arguments: [String]) async throws -> CommandResult {
        let assignments = environment.merging(["DBUS_SESSION_BUS_ADDRESS": busAddress]) { $1 }.map { "\($0.key)=\($0.value)" }
        return try await runCommand("env", ["-i"] + assignments + [program] + arguments, timeout: .seconds(60))
    }

    /// What the manager has logged so far.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Stops the manager (and so every unit it runs) and waits for it to exit: at most 45 s
    /// (timeout(1) kills the manager 30 s after SIGTERM), then its process group is killed.
    func stop() {
        try? process.input.close()
        _ = process.blockingWait(within: .seconds(45))
    }

    private func waitUntilBooted(timeout: Duration) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            let state = try await systemctl(["show", "--property=SystemState", "--value"])
            if ["running", "degraded"].contains(state.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) { return }
            if process.exitStatus() != nil { throw UserManagerError.exited(log: log) }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw UserManagerError.didNotBoot(log: log)
    }
}

/// Why a user manager could not be started.
enum UserManagerError: Error, CustomStringConvertible {
    case noRuntimeDirectory
    case exited(log: String)
    case didNotBoot(log: String)

    var description: String {
        switch self {
        case .noRuntimeDirectory: "the user manager's environment has no XDG_RUNTIME_DIR"
        case .exited(let log): "systemd --user exited while booting (it needs root here, for a mount namespace and a cgroup): \(log)"
        case .didNotBoot(let log): "systemd --user did not finish booting in time: \(log)"
        }
    }
}
