import DBus
import Foundation
import Glibc
import TestSupport
import ThemeContract

/// The release `themeswitchd` in its own process on a private bus, started and stopped the same
/// way by every benchmark that talks to it. Start and stop wait for the bus's own
/// `NameOwnerChanged` of the daemon's name, so neither polls; each wait is bounded.
@MainActor public final class ReleaseDaemon {
    public let process: ChildProcess
    /// Nanoseconds from the spawn until the daemon owned its name.
    public let startup: UInt64
    public var pid: pid_t { process.pid }
    private var owners: AsyncStream<String?>.Iterator
    private let watcher: Connection

    /// Starts `themeswitchd --bus-address` on `bus` with `environment` (the bus's when nil) and
    /// waits, at most `timeout`, until it owns its name; stops the bus and fails the benchmark
    /// when it does not.
    public init(on bus: PrivateBus, environment: [String: String]? = nil, timeout: Duration = .seconds(120)) async {
        var changes: AsyncStream<String?>.Iterator
        do {
            watcher = try Connection(bus: .address(bus.address))
            changes = try await watcher.bus.ownerChanges(of: ThemeBus.name).makeAsyncIterator()
        } catch {
            bus.stop()
            fail("cannot follow the daemon's name on the private bus: \(error)")
        }
        let start = BenchmarkClock.monotonic()
        do {
            process = try ChildProcess(builtExecutable("themeswitchd"), ["--bus-address", bus.address], environment: environment ?? bus.environment,
                                       errorPath: bus.root.appendingPathComponent("themeswitchd.log").path)
        } catch {
            bus.stop()
            fail("themeswitchd did not start (build it: swift build -c release -Xswiftc -static-stdlib --product themeswitchd): \(error)")
        }
        guard await Self.nextOwnerChange(&changes, on: watcher, owned: true, within: timeout) else {
            process.kill(SIGKILL)
            bus.stop()
            fail("themeswitchd did not own \(ThemeBus.name) within \(timeout)")
        }
        startup = BenchmarkClock.monotonic() - start
        owners = changes
    }

    /// Stops the daemon with SIGTERM (SIGKILL after 10 s, said so), waits until its name is free
    /// and returns its exit status (-1: killed).
    @discardableResult
    public func stop() async -> Int32 {
        let status = await process.stop(SIGTERM, within: .seconds(10))
        if status == nil { note("themeswitchd did not stop within 10 s of SIGTERM; killed") }
        var changes = owners
        guard await Self.nextOwnerChange(&changes, on: watcher, owned: false, within: .seconds(10)) else {
            fail("\(ThemeBus.name) was not released within 10 s")
        }
        owners = changes
        watcher.close()
        return status ?? -1
    }

    /// Waits for the name's next owner change to `owned` in `changes`; false when none came
    /// within `limit` (`connection`, which feeds `changes`, is then closed).
    private static func nextOwnerChange(
        _ changes: inout AsyncStream<String?>.Iterator, on connection: Connection, owned: Bool, within limit: Duration
    ) async -> Bool {
        let timer = Task {
            try await Task.sleep(for: limit)
            connection.close()
        }
        defer { timer.cancel() }
        while let owner = await changes.next(isolation: #isolation) {
            if (owner != nil) == owned { return true }
        }
        return false
    }
}
