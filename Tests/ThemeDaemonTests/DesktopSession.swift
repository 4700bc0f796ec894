import Foundation
import Glibc
import ImageDecoding
import TestSupport
import ThemeCore

/// A headless sway session with Themeswitch in it (`Tests/DesktopSession/session.sh`): a private
/// bus, themeswitchd, xdg-desktop-portal with our backend, sway, waybar, foot and a libadwaita
/// app. It runs as an unprivileged user (sway refuses root): `nobody` through `setpriv` when the
/// tests run as root, else the test's own user. ``stop()`` ends every process of the session,
/// also those that left its process group, and removes its directory.
final class DesktopSession: Sendable {
    /// The session's directory: its HOME, XDG directories, logs and screenshots.
    let directory: URL
    /// What a program in the session runs with (HOME, XDG directories, the bus, Wayland, sway).
    let environment: [String: String]
    private let process: ChildProcess
    private let errorPath: String
    /// `setpriv` and its options when the session runs as `nobody` (then `env -C` into the
    /// session's directory), else nothing.
    private let asUser: [String]
    /// The session's copy of `themeswitch`.
    private let themeswitchPath: String

    /// The user the session runs as when the tests run as root.
    private static let nobody: uid_t = 65534

    /// Starts the session and waits (at most `limit`) until its windows and bar are up.
    init(within limit: Duration = .seconds(60)) async throws {
        let name = "desktop-session-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).log").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard chmod(directory.path, 0o700) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        if geteuid() == 0 {
            guard chown(directory.path, Self.nobody, Self.nobody) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            // In the session's directory, which that user can enter: the checkout the tests run in
            // may be one only root can (a clone under /root), and foot, started there, would fail.
            asUser = ["setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", "env", "-C", directory.path]
        } else {
            asUser = []
        }
        // The session's files and our binaries are copied into its directory, which its user owns:
        // a checkout or build directory that others may not read (under /root, say) still works.
        let copies = try Self.copyFiles(into: directory, owner: asUser.isEmpty ? nil : Self.nobody)
        let script = copies.appendingPathComponent("Tests/DesktopSession/session.sh").path
        let bin = copies.appendingPathComponent("bin").path
        themeswitchPath = "\(bin)/themeswitch"
        let command = asUser + ["/bin/sh", script, directory.path, bin]
        let base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": directory.appendingPathComponent("tmp").path]
        process = try ChildProcess(command[0], Array(command.dropFirst()), environment: base, errorPath: errorPath, ownProcessGroup: true)

        let watchdog = Watchdog(process, after: limit)
        let lines = try await onOwnThread { [process] () -> [String] in
            var lines: [String] = []
            var bytes: [UInt8] = []
            while let byte = try process.output.read(upToCount: 1)?.first {
                guard byte == UInt8(ascii: "\n") else { bytes.append(byte); continue }
                let line = String(decoding: bytes, as: UTF8.self)
                bytes = []
                if line == "ready" { return lines }
                lines.append(line)
            }
            return lines + ["(ended)"]
        }
        var environment = base
        environment["HOME"] = directory.appendingPathComponent("home").path
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("home/.config").path
        environment["XDG_DATA_HOME"] = directory.appendingPathComponent("home/.local/share").path
        environment["XDG_STATE_HOME"] = directory.appendingPathComponent("home/.local/state").path
        environment["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("runtime").path
        for line in lines {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { environment[parts[0]] = parts[1] }
        }
        self.environment = environment
        if watchdog.disarm() || lines.last == "(ended)" || environment["WAYLAND_DISPLAY"] == nil {
            let log = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            await stop()
            throw DesktopSessionFailed(description: "the desktop session did not start within \(limit): \(log)")
        }
    }

    /// The session's processes whose name (`/proc/PID/comm`) is one of `names`, by pid: those
    /// whose environment names the session's directory.
    func programs(named names: Set<String>) -> [(pid: Int32, name: String)] {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return pids.compactMap { pid in
            guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
                  names.contains(comm.trimmingCharacters(in: .whitespacesAndNewlines)),
                  let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                  String(decoding: environ, as: UTF8.self).contains(directory.path) else { return nil }
            return (pid, comm.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Runs `program` in the session, as its user, with its environment.
    func run(_ program: String, _ arguments: [String], timeout: Duration = .seconds(20)) async throws -> CommandResult {
        let command = asUser + [program] + arguments
        return try await runCommand(command[0], Array(command.dropFirst()), environment: environment, timeout: timeout)
    }

    /// `themeswitch ARGUMENTS…` in the session; throws when it fails.
    func themeswitch(_ arguments: [String]) async throws -> String {
        let result = try await run(themeswitchPath, arguments)
        guard result.status == 0 else {
            throw DesktopSessionFailed(description: "themeswitch \(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)")
        }
        return result.standardOutput
    }

    /// The whole screen as `grim` captures it, and the PNG file it wrote.
    func screenshot() async throws -> (pixels: ImagePixels, file: URL) {
        let file = directory.appendingPathComponent("home/screen.png")
        let result = try await run("grim", [file.path])
        guard result.status == 0 else { throw DesktopSessionFailed(description: "grim exited \(result.status): \(result.standardError)") }
        let bytes = try [UInt8](Data(contentsOf: file))
        return (try ImageDecoder.decode(bytes, name: "'\(file.path)'"), file)
    }

    /// sway's windows (`swaymsg -t get_tree`), by app id.
    func windows() async throws -> [String: SwayWindow] {
        let result = try await run("swaymsg", ["-t", "get_tree"])
        guard result.status == 0, let tree = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any] else {
            throw DesktopSessionFailed(description: "swaymsg -t get_tree failed: \(result.standardError)")
        }
        var found: [String: SwayWindow] = [:]
        func walk(_ node: [String: Any]) {
            if let window = SwayWindow(node) { found[window.appID] = window }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
            }
        }
        walk(tree)
        return found
    }

    /// How far down the workspace starts: the height of the bar waybar reserves at the top.
    func barHeight() async throws -> Int {
        let result = try await run("swaymsg", ["-t", "get_workspaces"])
        let workspaces = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        guard let rect = workspaces?.first?["rect"] as? [String: Any], let y = rect["y"] as? Int, y > 0 else {
            throw DesktopSessionFailed(description: "no bar at the top of the workspace: \(result.standardOutput)")
        }
        return y
    }

    /// The last lines of the session's logs, for a failure message.
    var logs: String {
        let logs = directory.appendingPathComponent("logs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: logs.path).sorted()) ?? []
        return names.map { name in
            let text = (try? String(contentsOf: logs.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return "== \(name)\n" + text.split(separator: "\n", omittingEmptySubsequences: false).suffix(15).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Ends the session: closes the script's input (it stops what it started), kills its process
    /// group after 10 s, then kills any process left with the session's runtime directory in its
    /// environment (foot's shell leads a session of its own), and removes the directory.
    func stop() async {
        try? process.input.close()
        _ = await process.waitForExit(within: .seconds(10))
        process.kill(SIGKILL)
        let marker = Array("XDG_RUNTIME_DIR=\(directory.path)/runtime\0".utf8)
        _ = await eventually(within: .seconds(5)) {
            let left = sessionProcesses(marker: marker)
            for pid in left { kill(pid, SIGKILL) }
            return left.isEmpty
        }
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.removeItem(atPath: errorPath)
    }

    /// Runs `body`, then stops the session, also when `body` throws.
    func stopping<T>(_ body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            await stop()
            return result
        } catch {
            await stop()
            throw error
        }
    }

    /// The processes whose environment holds `marker` (a `KEY=VALUE\0` entry).
    private func sessionProcesses(marker: [UInt8]) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.filter { pid in
            guard pid != getpid(), let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return [UInt8](environ).split(separator: 0).contains { Array($0) + [0] == marker }
        }
    }

    /// Copies `Tests/DesktopSession`, `systemd/themeswitch.portal` and the built `themeswitchd` and
    /// `themeswitch` with `themeswitch-cli` (to `bin/`) into `directory/files`, owned by `owner` when given; returns `directory/files`.
    private static func copyFiles(into directory: URL, owner: uid_t?) throws -> URL {
        let files = directory.appendingPathComponent("files")
        let manager = FileManager.default
        // As in the repository: session.sh finds the portal file at ../../systemd.
        for part in ["Tests/DesktopSession", "systemd/themeswitch.portal"] {
            try manager.createDirectory(at: files.appendingPathComponent(part).deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: repositoryRoot().appendingPathComponent(part), to: files.appendingPathComponent(part))
        }
        try manager.createDirectory(at: files.appendingPathComponent("bin"), withIntermediateDirectories: true)
        for name in ["themeswitchd", "themeswitch", "themeswitch-cli"] {
            try manager.copyItem(atPath: builtExecutable(name), toPath: files.appendingPathComponent("bin/\(name)").path)
        }
        if let owner {
            let paths = [files.path] + (manager.subpaths(atPath: files.path) ?? []).map { files.appendingPathComponent($0).path }
            for path in paths where chown(path, owner, owner) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        return files
    }

    private static func repositoryRoot() -> URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// A window sway manages: its app id, title and where it is on the screen.
struct SwayWindow {
    let appID: String
    let title: String
    /// Its container, with title bar and borders, in screen pixels.
    let x: Int, y: Int, width: Int, height: Int
    /// Its content (the client's own surface), in screen pixels.
    let contentX: Int, contentY: Int, contentWidth: Int, contentHeight: Int
    let focused: Bool

    init?(_ node: [String: Any]) {
        guard let appID = node["app_id"] as? String, let rect = node["rect"] as? [String: Any],
              let content = node["window_rect"] as? [String: Any],
              let x = rect["x"] as? Int, let y = rect["y"] as? Int, let width = rect["width"] as? Int, let height = rect["height"] as? Int,
              let cx = content["x"] as? Int, let cy = content["y"] as? Int,
              let contentWidth = content["width"] as? Int, let contentHeight = content["height"] as? Int
        else { return nil }
        self.appID = appID
        title = node["name"] as? String ?? ""
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        contentX = x + cx
        contentY = y + cy
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        focused = node["focused"] as? Bool ?? false
    }
}

/// The desktop session could not start or a program in it failed; says which and why.
struct DesktopSessionFailed: Error, CustomStringConvertible {
    let description: String
}
