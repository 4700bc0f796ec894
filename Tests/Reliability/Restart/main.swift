// How fast `ThemeClient.updates()` resumes after the daemon is killed and restarted (not a
// test; `make reliability` runs it on a private bus):
//   reliability-restart --bus-address ADDR --daemon PATH [--restarts N]
// XDG_CONFIG_HOME and XDG_RUNTIME_DIR come from the environment, as for the daemon. Each
// round kills the daemon with SIGKILL, stores another theme in its settings file (so the new
// daemon's state differs and the stream must pass it on), restarts it, and times restart →
// snapshot of the new theme on the stream. Prints p50/p99 and exits 1 when a wait times out
// or p99 is 1 s or more. Every daemon it starts is killed before it exits.
import Foundation
import Glibc
import Spawn
import Synchronization
import ThemeClient
import ThemeDaemon

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("reliability-restart: \(message)\n".utf8))
    DaemonChild.stopCurrent()
    exit(1)
}

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let busAddress = option("--bus-address"), let daemonPath = option("--daemon") else {
    fail("usage: reliability-restart --bus-address ADDR --daemon PATH [--restarts N]")
}
let restarts = option("--restarts").flatMap(Int.init) ?? 50
let timeout = Duration.seconds(10)

/// The daemon process this program runs, one at a time.
enum DaemonChild {
    private static let current = Mutex<pid_t?>(nil)

    static func start(_ daemonPath: String, _ busAddress: String) {
        let log = (ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? "/tmp") + "/reliability-restart-daemon.log"
        do {
            let pid = try Spawn.start(
                daemonPath, ["--bus-address", busAddress], environment: ProcessInfo.processInfo.environment,
                standardInput: .file(path: "/dev/null", flags: O_RDONLY),
                standardOutput: .file(path: log, flags: O_WRONLY | O_CREAT | O_APPEND),
                standardError: .file(path: log, flags: O_WRONLY | O_CREAT | O_APPEND))
            current.withLock { $0 = pid }
        } catch {
            fail("\(error)")
        }
    }

    /// Kills the running daemon with SIGKILL and reaps it.
    static func stopCurrent() {
        guard let pid = current.withLock({ value -> pid_t? in defer { value = nil }; return value }) else { return }
        kill(pid, SIGKILL)
        _ = Spawn.waitForExit(pid)
    }
}

/// The snapshots the stream has passed on, each with the moment it arrived.
let received = Mutex<[(themeID: String, serial: UInt64, at: ContinuousClock.Instant)]>([])

/// Waits until the stream has passed on a snapshot of `themeID`; returns when it arrived.
func arrival(of themeID: String, after index: Int, timeout: Duration) async -> ContinuousClock.Instant {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if let found = received.withLock({ $0.dropFirst(index).first { $0.themeID == themeID } }) { return found.at }
        try? await Task.sleep(for: .milliseconds(1))
    }
    fail("updates() did not pass on theme '\(themeID)' within \(timeout) of the daemon's restart")
}

let client: ThemeClient
do {
    client = try ThemeClient(busAddress: busAddress)
} catch {
    fail("\(error)")
}
let store = SettingsStore.standard()
let themes = ["forest", "sunset", "lavender", "rose", "midnight", "default"]
DaemonChild.start(daemonPath, busAddress)
let follower = Task {
    for await snapshot in client.updates() {
        let now = ContinuousClock.now
        received.withLock { $0.append((snapshot.themeID, snapshot.serial, now)) }
    }
}
_ = await arrival(of: "default", after: 0, timeout: timeout)

var samples: [Duration] = []
for round in 0..<restarts {
    DaemonChild.stopCurrent()
    let lastSerial = received.withLock { $0.last?.serial }
    let theme = themes[round % themes.count]
    do {
        try store.save(Settings(themeID: theme, serial: lastSerial ?? 1))
    } catch {
        fail("cannot write \(store.fileURL.path): \(error)")
    }
    let seen = received.withLock { $0.count }
    let start = ContinuousClock.now
    DaemonChild.start(daemonPath, busAddress)
    samples.append(await arrival(of: theme, after: seen, timeout: timeout) - start)
}
follower.cancel()
client.close()
DaemonChild.stopCurrent()

samples.sort()
func milliseconds(_ samples: [Duration], _ fraction: Double) -> Double {
    let sample = samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
    return Double(sample.components.attoseconds) / 1e15 + Double(sample.components.seconds) * 1000
}
let p50 = milliseconds(samples, 0.5), p99 = milliseconds(samples, 0.99)
print("restart to resumed updates() over \(samples.count) restarts: p50 \(Int(p50.rounded())) ms, p99 \(Int(p99.rounded())) ms (goal: p99 < 1000 ms)")
exit(p99 < 1000 ? 0 : 1)
