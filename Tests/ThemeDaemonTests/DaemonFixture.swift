import DBus
import Foundation
import Logging
import Synchronization
import TestSupport
import ThemeContract
import ThemeDaemon

/// A private bus with the daemon running in this process and a client connection.
final class DaemonFixture: Sendable {
    let bus: PrivateBus
    let daemon: Daemon.Running
    let client: Connection

    static let name = ThemeBus.name
    static let path = ThemeBus.path

    init(bus: PrivateBus? = nil) async throws {
        let bus = try bus ?? PrivateBus()
        self.bus = bus
        daemon = try await DaemonFixture.startDaemon(on: bus)
        client = try Connection(bus: .address(bus.address))
    }

    static func startDaemon(on bus: PrivateBus) async throws -> Daemon.Running {
        var logger = Logger(label: "test-daemon") { _ in DaemonLogHandler(level: .critical) }
        logger.logLevel = .critical
        return try await Daemon(bus: .address(bus.address), environment: bus.environment, logger: logger).start()
    }

    /// Stops the daemon and the client; the bus too unless `keepBus`.
    func stop(keepBus: Bool = false) async {
        client.close()
        await daemon.stop()
        if !keepBus { bus.stop() }
    }

    /// Calls a method of org.themeswitch.Theme1 from the client.
    @discardableResult
    func call(_ method: String, _ arguments: [Value] = [], on connection: Connection? = nil) async throws -> [Value] {
        try await (connection ?? client).call(
            destination: DaemonFixture.name, path: DaemonFixture.path, interface: DaemonFixture.name,
            method: method, arguments: arguments).arguments
    }

    func property(_ name: String) async throws -> Value {
        try await client.call(
            destination: DaemonFixture.name, path: DaemonFixture.path, interface: "org.freedesktop.DBus.Properties",
            method: "Get", arguments: [.string(DaemonFixture.name), .string(name)]).arguments[0].unwrapped
    }

    /// The settings file of this bus's user.
    var settingsFile: URL { bus.root.appendingPathComponent("config/themeswitch/settings.json") }

    /// Runs a command-line tool against this bus.
    func run(_ program: String, _ arguments: [String]) async throws -> CommandResult {
        try await runCommand(program, arguments, environment: bus.environment)
    }
}

/// Runs `body` with a fresh daemon fixture and always stops it.
func withDaemon(_ body: (DaemonFixture) async throws -> Void) async throws {
    let fixture = try await DaemonFixture()
    do {
        try await body(fixture)
    } catch {
        await fixture.stop()
        throw error
    }
    await fixture.stop()
}

/// The built `themeswitchd`, next to the test bundle.
func daemonExecutable() -> String {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("themeswitchd")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        directory = directory.deletingLastPathComponent()
    }
    return "themeswitchd"
}

/// The first `count` messages of `stream`, or those that came within `timeout`.
func collect(_ stream: AsyncStream<Message>, count: Int, timeout: Duration) async -> [Message] {
    await withTaskGroup(of: [Message]?.self) { group in
        group.addTask {
            var messages: [Message] = []
            for await message in stream {
                messages.append(message)
                if messages.count == count { break }
            }
            return messages
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        var collected: [Message] = []
        // The collector returns when it has `count` messages; otherwise the timer ends it.
        if let first = await group.next() {
            collected = first ?? []
            if first == nil {
                group.cancelAll()
                collected = (await group.next() ?? nil) ?? []
            }
        }
        group.cancelAll()
        return collected
    }
}

/// Records the signals of a stream as they arrive, each with the instant it arrived, for tests
/// that wait for a condition on them.
final class SignalRecorder: Sendable {
    private final class Storage: Sendable {
        let arrivals = Mutex<[(at: ContinuousClock.Instant, signal: Message)]>([])
    }

    private let storage = Storage()
    private let task: Task<Void, Never>

    init(_ stream: AsyncStream<Message>) {
        let storage = storage
        task = Task {
            for await signal in stream { storage.arrivals.withLock { $0.append((ContinuousClock.now, signal)) } }
        }
    }

    /// The signals so far, with when each arrived.
    var arrivals: [(at: ContinuousClock.Instant, signal: Message)] { storage.arrivals.withLock { $0 } }
    /// The signals so far.
    var signals: [Message] { arrivals.map(\.signal) }

    /// Waits at most `limit` until `condition` holds for the signals so far; whether it did.
    func wait(within limit: Duration = .seconds(10), until condition: @escaping @Sendable ([Message]) -> Bool) async -> Bool {
        await eventually(within: limit) { condition(self.signals) }
    }

    deinit { task.cancel() }
}
