// Per-app delivery benchmark (issue 12; not a test). Run in release:
//   swift run -c release bench-layers [--apps N] [--rounds R] [--no-files] [--no-wallpaper]
//
// Starts a private dbus-daemon and the daemon in this process (its real Daemon type), then N
// app connections (default 100), each with an override of its own app (`shape.medium`) and
// registered with RegisterApp. Each round applies another theme from one more connection and
// times Apply's call → the LAST app connection holds its own set (AppTokensChanged) with the
// new serial. Prints the median and p90 over R rounds (default 40). `--no-files` runs the daemon
// without XDG_RUNTIME_DIR, so it writes no per-app snapshot files: their share of the time.
// A preset wallpaper (cats) is set first, so every set is resolved with all layers (global
// wallpaper tints under each app's override); `--no-wallpaper` leaves it out.
import DBus
import Foundation
import Logging
import Synchronization
import TestSupport
import ThemeContract
import ThemeDaemon

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]) else { return value }
    return number
}

/// The newest serial each app connection has received its own set for; wakes a waiter when
/// every app has reached the serial it waits for.
final class Receipts: Sendable {
    private struct State {
        var serials: [UInt64]
        var waiter: (serial: UInt64, continuation: CheckedContinuation<Void, Never>)?
    }
    private let state: Mutex<State>
    init(count: Int) { state = Mutex(State(serials: Array(repeating: 0, count: count))) }

    func received(_ serial: UInt64, by app: Int) {
        let done = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.serials[app] = max(state.serials[app], serial)
            guard let waiter = state.waiter, state.serials.allSatisfy({ $0 >= waiter.serial }) else { return nil }
            state.waiter = nil
            return waiter.continuation
        }
        done?.resume()
    }

    /// Returns when every app holds `serial`.
    func wait(for serial: UInt64) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                if state.serials.allSatisfy({ $0 >= serial }) { return true }
                state.waiter = (serial, continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }
}

let appCount = option("--apps", default: 100)
let rounds = option("--rounds", default: 40)
let bus = try PrivateBus()
defer { bus.stop() }
var logger = Logger(label: "bench-layers") { _ in DaemonLogHandler(level: .critical) }
logger.logLevel = .critical
var environment = bus.environment
if CommandLine.arguments.contains("--no-files") { environment.removeValue(forKey: "XDG_RUNTIME_DIR") }
let daemon = try await Daemon(bus: .address(bus.address), environment: environment, logger: logger).start()
let control = try Connection(bus: .address(bus.address))

func call(_ connection: Connection, _ method: String, _ arguments: [Value]) async throws -> [Value] {
    try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                              method: method, arguments: arguments).arguments
}

let withWallpaper = !CommandLine.arguments.contains("--no-wallpaper")
if withWallpaper {
    _ = try await call(control, "SetWallpaper", [.dictionary(key: "s", value: "v", [DictionaryEntry(.string("preset"), .variant(.string("cats")))])])
}

let receipts = Receipts(count: appCount)
var apps: [Connection] = []
var listeners: [Task<Void, Never>] = []
for index in 0..<appCount {
    let appID = "org.example.App\(index)"
    let connection = try Connection(bus: .address(bus.address))
    let signals = try await connection.signals(matching: MatchRule(
        sender: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, member: ThemeBus.appTokensChanged))
    _ = try await call(control, "SetOverride", [.string("shape.medium"), .variant(.double(Double(index % 40))), .string("both"),
                                                 .string(appID), .string("")])
    _ = try await call(connection, "RegisterApp", [.string(appID), .string("")])
    listeners.append(Task {
        for await signal in signals {
            if let serial = signal.arguments[4].uint64 { receipts.received(serial, by: index) }
        }
    })
    apps.append(connection)
}

let themes = ["midnight", "forest", "sunset", "lavender", "rose", "default"]
var samples: [Double] = []
for round in 0..<rounds {
    let serial = (try await call(control, "GetTokens", [.string("")]))[2].uint64 ?? 0
    let start = ContinuousClock.now
    _ = try await call(control, "Apply", [.string(themes[round % themes.count])])
    let watchdog = Task {
        try await Task.sleep(for: .seconds(10))
        FileHandle.standardError.write(Data("bench-layers: round \(round) timed out\n".utf8))
        exit(1)
    }
    await receipts.wait(for: serial + 1)
    watchdog.cancel()
    let elapsed = ContinuousClock.now - start
    samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
}
samples.sort()
let median = samples[samples.count / 2]
let p90 = samples[min(samples.count - 1, samples.count * 9 / 10)]
print("\(appCount) apps with overrides\(withWallpaper ? " and a preset wallpaper" : ""), Apply → last app holds its own set: "
    + String(format: "median %.2f ms, p90 %.2f ms (%d rounds)", median, p90, rounds))
for listener in listeners { listener.cancel() }
for app in apps { app.close() }
control.close()
await daemon.stop()
