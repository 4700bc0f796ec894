import Foundation
import Synchronization

/// A private `dbus-daemon --session` for one test, in its own temporary directory,
/// with its own `XDG_CONFIG_HOME`, `XDG_DATA_HOME`, `XDG_STATE_HOME` and `XDG_RUNTIME_DIR`.
///
/// The daemon runs under a shell that kills it when this process's end of a pipe
/// closes, so it goes away even when a test crashes. The shell leads a process group
/// (the bus and the services it activates), which is killed when a stop takes over 10 s. Services the bus activates
/// (dconf, xdg-desktop-portal, the project's own) inherit `environment`.
public final class PrivateBus: Sendable {
    /// The bus address, for `--address` and `DBUS_SESSION_BUS_ADDRESS`.
    public let address: String
    /// The temporary directory holding everything of this bus.
    public let root: URL
    /// The environment a client or service of this bus should run with.
    public let environment: [String: String]
    /// `XDG_RUNTIME_DIR`: in `root`, or on a tmpfs (`runtimeOnTmpfs`).
    public let runtime: URL
    private let process: ChildProcess
    private let stopped = Mutex(false)

    /// Starts the bus. `serviceDirectories` are extra D-Bus activation directories, searched before the
    /// standard ones (`$XDG_DATA_HOME`, `$XDG_DATA_DIRS`, `/usr/share/dbus-1/services`), so that a test's
    /// own service file wins over an installed one; `extraEnvironment` is added to what activated
    /// services inherit; `listen` is the address the bus listens on (`nil`: a socket file in the bus's
    /// directory). With `runtimeOnTmpfs`, `XDG_RUNTIME_DIR` is a directory of `/dev/shm` (when there is
    /// one), a tmpfs as systemd-logind's `/run/user/UID` is: benchmarks measure file writes where a
    /// desktop makes them. With `user` (root only), the bus and every service it activates run as that
    /// user through `setpriv`, starting in `HOME`; the bus's directories are that user's.
    public init(serviceDirectories: [URL] = [], extraEnvironment: [String: String] = [:], listen: String? = nil,
                runtimeOnTmpfs: Bool = false, user: (uid: uid_t, gid: gid_t)? = nil) throws {
        let name = "themeswitch-test-\(UUID().uuidString.prefix(8))"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        let fm = FileManager.default
        for sub in ["config", "data", "sockets"] {
            try fm.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let shm = URL(fileURLWithPath: "/dev/shm")
        let runtime = runtimeOnTmpfs && fm.isWritableFile(atPath: shm.path)
            ? shm.appendingPathComponent(name + "-runtime") : root.appendingPathComponent("runtime")
        try fm.createDirectory(at: runtime, withIntermediateDirectories: true)
        try fm.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
        let serviceDirs = serviceDirectories.map { "  <servicedir>\($0.path)</servicedir>\n" }.joined()
        let config = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <keep_umask/>
          <listen>\(listen ?? "unix:dir=\(root.appendingPathComponent("sockets").path)")</listen>
        \(serviceDirs)  <standard_session_servicedirs/>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
          <!-- The limits of Debian's session.conf, so tests meet the bus a desktop has. -->
          <limit name="max_message_size">1000000000</limit>
          <limit name="max_incoming_bytes">1000000000</limit>
          <limit name="max_outgoing_bytes">1000000000</limit>
          <limit name="max_completed_connections">100000</limit>
          <limit name="max_connections_per_user">100000</limit>
          <limit name="max_match_rules_per_connection">50000</limit>
          <limit name="max_replies_per_connection">50000</limit>
        </busconfig>
        """
        let configFile = root.appendingPathComponent("bus.conf")
        try config.write(to: configFile, atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["XDG_STATE_HOME"] = root.appendingPathComponent("state").path
        environment.removeValue(forKey: "STATE_DIRECTORY")
        environment["GSETTINGS_BACKEND"] = "dconf"
        environment["HOME"] = root.path
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        environment.merge(extraEnvironment) { $1 }

        var command = ["/bin/sh", "-c", "dbus-daemon --config-file=\"$1\" --nofork --print-address=1 & pid=$!; read _; kill $pid; wait $pid",
                       "sh", configFile.path]
        if let user {
            for directory in [root, runtime] { try Self.give(directory, to: user) }
            command = ["setpriv", "--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", "/bin/sh", "-c", "cd \"$HOME\" && exec \"$@\"", "sh"]
                + command
        }
        let process = try ChildProcess(
            command[0], Array(command.dropFirst()),
            environment: environment, errorPath: root.appendingPathComponent("bus.log").path, ownProcessGroup: true)
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = process.output.availableData
            if chunk.isEmpty { throw PrivateBusError.didNotStart }
            line.append(chunk)
        }
        guard let address = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) else {
            throw PrivateBusError.didNotStart
        }
        self.address = address
        self.root = root
        self.runtime = runtime
        self.process = process
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        self.environment = environment
    }

    /// Makes `directory` and everything in it `user`'s.
    private static func give(_ directory: URL, to user: (uid: uid_t, gid: gid_t)) throws {
        let paths = [directory.path] + (FileManager.default.subpaths(atPath: directory.path) ?? []).map { directory.path + "/" + $0 }
        for path in paths where lchown(path, user.uid, user.gid) != 0 {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
    }

    /// Stops the bus and removes its directory.
    public func stop() {
        let alreadyStopped = stopped.withLock { value -> Bool in
            defer { value = true }
            return value
        }
        guard !alreadyStopped else { return }
        try? process.input.write(contentsOf: Data("stop\n".utf8))
        try? process.input.close()
        // A bus that does not stop within 10 s is killed with everything it started.
        _ = process.blockingWait(within: .seconds(10))
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.removeItem(at: runtime)
    }

    deinit { stop() }
}

public enum PrivateBusError: Error {
    case didNotStart
}
