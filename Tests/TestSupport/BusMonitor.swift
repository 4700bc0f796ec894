import Foundation
import Glibc
import Synchronization

/// `dbus-monitor` on a private bus, watching some match rules, with its output collected as it
/// comes. It is ready when the bus has made it a monitor (it prints the `NameLost` of its own
/// name then), so nothing sent after ``init(address:rules:environment:within:)`` returns is missed.
public final class BusMonitor: Sendable {
    private let process: ChildProcess
    /// What dbus-monitor printed so far, and whether its output has ended.
    private final class Collected: Sendable {
        let state = Mutex((text: "", ended: false))
    }

    private let collected = Collected()

    /// Starts `dbus-monitor --address address rules…` and waits at most `limit` until it monitors.
    public init(address: String, rules: [String], environment: [String: String], within limit: Duration = .seconds(10)) async throws {
        let process = try ChildProcess(
            "dbus-monitor", ["--address", address] + rules, environment: environment, errorPath: "/dev/null", ownProcessGroup: true)
        self.process = process
        Thread { [collected] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(process.output.fileDescriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let chunk = String(decoding: buffer[0..<count], as: UTF8.self)
                collected.state.withLock { $0.text += chunk }
            }
            collected.state.withLock { $0.ended = true }
        }.start()
        guard await wait(within: limit, until: { $0.contains("member=NameLost") }) else {
            _ = await stop()
            throw BusMonitorDidNotStart()
        }
    }

    /// What the monitor printed so far.
    public var output: String { collected.state.withLock { $0.text } }

    /// Waits at most `limit` until the output so far satisfies `condition`; whether it did.
    public func wait(within limit: Duration = .seconds(10), until condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        await eventually(within: limit) { condition(self.output) }
    }

    /// Stops the monitor (SIGKILL after 5 s) and returns all it printed.
    public func stop() async -> String {
        await process.stop(SIGTERM, within: .seconds(5))
        _ = await eventually(within: .seconds(5)) { self.collected.state.withLock { $0.ended } }
        return output
    }
}

/// dbus-monitor did not become a monitor in time.
public struct BusMonitorDidNotStart: Error, CustomStringConvertible {
    public var description: String { "dbus-monitor did not start monitoring in time" }
}
