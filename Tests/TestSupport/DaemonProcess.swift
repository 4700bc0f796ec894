import Foundation
import Glibc
import ThemeContract

/// The real `themeswitchd` binary running on a private bus, as a child process.
public final class DaemonProcess: Sendable {
    /// The well-known name the daemon owns once it is ready.
    public static let busName = ThemeBus.name

    /// Where the daemon's standard error goes.
    public let logPath: String
    private let process: ChildProcess

    /// Starts `themeswitchd --bus-address` on `bus`, with the bus's environment, and waits until
    /// it owns its name (at most `timeout`).
    public init(on bus: PrivateBus, timeout: Duration = .seconds(10)) async throws {
        logPath = bus.root.appendingPathComponent("themeswitchd-\(UUID().uuidString.prefix(6)).log").path
        process = try ChildProcess(builtExecutable("themeswitchd"), ["--bus-address", bus.address],
                                   environment: bus.environment, errorPath: logPath)
        do {
            try await waitForName(Self.busName, owned: true, on: bus, timeout: timeout)
        } catch {
            await kill()
            throw error
        }
    }

    /// Stops the daemon with SIGTERM and waits for it to exit; returns its exit status, or -1 when
    /// it was still running after 10 s and was killed: a stuck stop fails its test, it does not hang the run.
    @discardableResult
    public func stop() async -> Int32 {
        await process.stop(SIGTERM, within: .seconds(10)) ?? -1
    }

    /// The daemon's process id.
    public var pid: pid_t { process.pid }

    /// Waits for the daemon to exit by itself; returns its status, or nil (after killing it)
    /// when it is still running after `timeout`.
    public func waitForExit(within timeout: Duration) async -> Int32? {
        await process.waitForExit(within: timeout)
    }

    /// Kills the daemon with SIGKILL (a crash) and waits for it to be gone.
    public func kill() async {
        await process.stop(SIGKILL, within: .seconds(10))
    }

    /// The daemon's standard error so far.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
}

/// A timeout waiting for a bus name.
public struct BusNameTimeout: Error, CustomStringConvertible {
    public let name: String
    public let owned: Bool
    public var description: String { "\(name) was not \(owned ? "owned" : "released") in time" }
}

/// Waits until `name` is owned (or not) on `bus`, polling with `dbus-send`.
public func waitForName(_ name: String, owned: Bool, on bus: PrivateBus, timeout: Duration = .seconds(10)) async throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
        let result = try await runCommand("dbus-send", [
            "--bus=\(bus.address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
            "org.freedesktop.DBus.NameHasOwner", "string:\(name)",
        ])
        if result.standardOutput.contains("boolean \(owned)") { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    throw BusNameTimeout(name: name, owned: owned)
}

/// The path of an executable product built next to the test bundle (`swift build` puts them
/// together), or `name` alone (looked up on PATH) when there is none.
public func builtExecutable(_ name: String) -> String {
    var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        directory = directory.deletingLastPathComponent()
    }
    return name
}
