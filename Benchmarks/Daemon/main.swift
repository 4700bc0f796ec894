// Daemon benchmark (not a test). Run in release, with themeswitchd built next to it:
//   swift build -c release --product themeswitchd && swift run -c release bench-daemon
//   options: --daemon PATH (default: themeswitchd next to this executable),
//            --rounds R (rounds at 1 and 100 subscribers, default 200; a quarter of it at 1000),
//            --per-process K (subscriber connections per subscriber process, default 100)
//
// Starts a private `dbus-daemon --session` whose activated services (dconf) share a
// temporary XDG_CONFIG_HOME/XDG_RUNTIME_DIR, runs the real themeswitchd on it, and times
// Apply(theme) → the LAST of N subscriber connections holds the decoded ThemeChanged with
// the new serial, for N = 1, 100, 1000. Subscribers run in child processes (this executable
// again, `--subscribers K`), each connection on the project's DBus layer; each child stamps
// CLOCK_MONOTONIC when its last connection has decoded a serial and reports the stamp on a
// pipe, so no pipe latency is counted. The peer, the dconf path, is timed in the same run by
// two GIO processes (floor/gsettings-peer.c): g_settings_set_string in one → GSettings
// `changed` in the other. It runs with themeswitchd stopped, before and after the daemon
// rounds, because themeswitchd reacts to every color-scheme write (it runs `gsettings get`).
// Also: the daemon's idle VmRSS after start-up, after 100 applies, and at the end.
import DBus
import Foundation
import Glibc
import Synchronization

let themeName = "org.themeswitch.Theme1"
let themePath: ObjectPath = "/org/themeswitch/Theme1"
let changedRule = MatchRule(sender: themeName, interface: themeName, member: "ThemeChanged")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-daemon: \(message)\n".utf8))
    exit(1)
}

func note(_ message: String) {
    FileHandle.standardError.write(Data("bench-daemon: \(message)\n".utf8))
}

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

// MARK: - Subscriber process (`--subscribers K --bus ADDRESS`)

/// Counts, per serial, the connections that decoded it; reports when all have.
final class ReceiptTracker: Sendable {
    private struct Pending { var received = 0; var latest: UInt64 = 0 }
    private let connections: Int
    private let table = Mutex<[UInt64: Pending]>([:])

    init(connections: Int) { self.connections = connections }

    func received(serial: UInt64, at stamp: UInt64) {
        let done = table.withLock { table -> UInt64? in
            var entry = table[serial, default: Pending()]
            entry.received += 1
            entry.latest = max(entry.latest, stamp)
            table[serial] = entry
            guard entry.received == connections else { return nil }
            table[serial] = nil
            return entry.latest
        }
        guard let done else { return }
        // One short write() on a pipe is atomic.
        _ = "\(serial) \(done)\n".withCString { write(1, $0, strlen($0)) }
    }
}

/// Opens `count` connections, subscribes each to ThemeChanged, prints `ready`, then prints
/// `<serial> <ns>` once every connection has decoded that serial (`<ns>`: the last one's stamp).
/// Exits when its standard input closes.
func runSubscribers(count: Int, address: String) async -> Never {
    let tracker = ReceiptTracker(connections: count)
    var connections: [Connection] = []
    for _ in 0..<count {
        do {
            let connection = try Connection(bus: .address(address))
            let stream = try await connection.signals(matching: changedRule)
            connections.append(connection)
            Task.detached {
                for await message in stream {
                    // Decode as a client would: serial and the whole token set.
                    guard message.arguments.count == 4, let serial = message.arguments[2].uint64,
                          let tokens = message.arguments[3].stringKeyedDictionary, !tokens.isEmpty
                    else { fail("ThemeChanged arrived with signature '\(message.signature)'") }
                    tracker.received(serial: serial, at: now())
                }
            }
        } catch {
            fail("subscriber cannot connect or subscribe: \(error)")
        }
    }
    _ = "ready\n".withCString { write(1, $0, strlen($0)) }
    let watcher = Thread {
        var byte: UInt8 = 0
        while read(0, &byte, 1) > 0 {}
        exit(0)
    }
    watcher.start()
    while true {
        try? await Task.sleep(for: .seconds(3600))
        withExtendedLifetime(connections) {}
    }
}

if let count = option("--subscribers").flatMap({ Int($0) }), let address = option("--bus") {
    await runSubscribers(count: count, address: address)
}

// MARK: - Child processes

/// A child process whose standard output arrives line by line, read on a thread of its own.
final class Child: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var lines: AsyncStream<String>.Iterator

    init(_ executable: String, _ arguments: [String], environment: [String: String], quietErrors: Bool = false) {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        if quietErrors { process.standardError = FileHandle.nullDevice }
        let (stream, continuation) = AsyncStream<String>.makeStream()
        lines = stream.makeAsyncIterator()
        do { try process.run() } catch { fail("cannot start \(executable): \(error)") }
        let descriptor = output.fileHandleForReading.fileDescriptor
        let reader = Thread {
            var buffer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { break }
                buffer += chunk[0..<count]
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(String(decoding: buffer[..<newline], as: UTF8.self))
                    buffer.removeSubrange(...newline)
                }
            }
            continuation.finish()
        }
        reader.start()
    }

    /// The next line, or nil once the child closed its output.
    func nextLine() async -> String? { await lines.next() }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes its input (every child here exits on that), then SIGTERM, then SIGKILL.
    func stop() async {
        try? input.fileHandleForWriting.close()
        for attempt in 0..<300 {
            if !process.isRunning { return }
            if attempt == 100 { process.terminate() }
            if attempt == 250 { kill(process.processIdentifier, SIGKILL) }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}

/// Runs a shell command to completion (compiling the floor program).
func runShell(_ script: String, _ arguments: [String]) async -> Bool {
    let child = Child("/bin/sh", ["-c", script, "sh"] + arguments, environment: ProcessInfo.processInfo.environment)
    while let line = await child.nextLine() { note(line) }
    await child.stop()
    return child.process.terminationStatus == 0
}

// MARK: - Private bus

let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-daemon-\(getpid())")
for sub in ["config", "data", "runtime", "sockets"] {
    do {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true)
    } catch { fail("cannot create \(root.path): \(error)") }
}
chmod(root.appendingPathComponent("runtime").path, 0o700)

var environment = ProcessInfo.processInfo.environment
environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
environment["XDG_RUNTIME_DIR"] = root.appendingPathComponent("runtime").path
environment["GSETTINGS_BACKEND"] = "dconf"
environment["HOME"] = root.path
environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")

/// The standard session policy and service directories (dconf is activated from
/// /usr/share/dbus-1/services), listening in our own directory, with the limits raised
/// for 1000 connections from one user.
let busConfig = """
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:dir=\(root.appendingPathComponent("sockets").path)</listen>
  <standard_session_servicedirs/>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
  <limit name="max_completed_connections">100000</limit>
  <limit name="max_incomplete_connections">10000</limit>
  <limit name="max_connections_per_user">100000</limit>
  <limit name="max_match_rules_per_connection">50000</limit>
</busconfig>
"""
let busConfigFile = root.appendingPathComponent("bus.conf")
do { try busConfig.write(to: busConfigFile, atomically: true, encoding: .utf8) } catch { fail("cannot write \(busConfigFile.path)") }

// The shell kills dbus-daemon as soon as its standard input (our pipe) closes.
let bus = Child("/bin/sh", [
    "-c", "dbus-daemon --config-file=\"$1\" --nofork --print-address=1 & pid=$!; echo $pid; read _; kill $pid; wait $pid",
    "sh", busConfigFile.path,
], environment: environment)
// Two lines, in either order: the shell's `echo $pid` and dbus-daemon's address.
let busLines = [await bus.nextLine() ?? "", await bus.nextLine() ?? ""]
guard let address = busLines.first(where: { $0.hasPrefix("unix:") }),
      let busPID = busLines.lazy.compactMap({ Int32($0) }).first
else {
    fail("dbus-daemon did not start (is it installed? scripts/install-deps.sh)")
}
environment["DBUS_SESSION_BUS_ADDRESS"] = address

// MARK: - Statistics

struct Percentiles {
    let p50: Double
    let p99: Double
    let count: Int

    /// Nanosecond samples → milliseconds (nearest rank).
    init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        count = sorted.count
        func milliseconds(_ fraction: Double) -> Double {
            Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]) / 1_000_000
        }
        p50 = milliseconds(0.5)
        p99 = milliseconds(0.99)
    }
}

func format(_ value: Double) -> String {
    let scaled = Int((value * 100).rounded())
    let fraction = scaled % 100
    return "\(scaled / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

// MARK: - The dconf path

let peerSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("floor/gsettings-peer.c").path
let peer = root.appendingPathComponent("gsettings-peer").path
guard await runShell("cc -O2 \"$1\" -o \"$2\" $(pkg-config --cflags --libs gio-2.0) 2>&1", [peerSource, peer]) else {
    fail("cannot compile \(peerSource) (apt: gcc, libglib2.0-dev; scripts/install-deps.sh --bench)")
}

/// `count` writes of color-scheme, each timed from just before g_settings_set_string in
/// the writer to the monitor's stamp after `changed` and reading the new value.
var dconfWrites = 0

@MainActor func dconfSamples(count: Int) async -> [UInt64] {
    let schema = "org.gnome.desktop.interface", key = "color-scheme"
    let monitor = Child(peer, ["monitor", schema, key], environment: environment)
    let writer = Child(peer, ["writer", schema, key], environment: environment)
    guard await monitor.nextLine() == "ready", await writer.nextLine() == "ready" else { fail("gsettings-peer did not start") }
    var samples: [UInt64] = []
    let warmup = 5
    for index in 0..<(warmup + count) {
        // Every write is a real change, across calls too.
        dconfWrites += 1
        let value = dconfWrites % 2 == 1 ? "prefer-dark" : "prefer-light"
        writer.send(value)
        guard let sent = await writer.nextLine().flatMap({ UInt64($0) }) else { fail("gsettings-peer writer failed") }
        guard let line = await monitor.nextLine() else { fail("gsettings-peer monitor ended") }
        let parts = line.split(separator: " ")
        guard parts.count == 2, let received = UInt64(parts[0]), parts[1] == value else {
            fail("gsettings-peer monitor printed '\(line)', expected a stamp and '\(value)'")
        }
        if index >= warmup { samples.append(received - sent) }
        try? await Task.sleep(for: .milliseconds(2))
    }
    await writer.stop()
    await monitor.stop()
    return samples
}

let rounds = option("--rounds").flatMap { Int($0) } ?? 200
let perProcess = max(1, option("--per-process").flatMap { Int($0) } ?? 100)
note("dconf path, before the daemon runs")
var dconf = await dconfSamples(count: rounds / 2)

// MARK: - The daemon

let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let daemonPath = option("--daemon")
    ?? URL(fileURLWithPath: selfPath).deletingLastPathComponent().appendingPathComponent("themeswitchd").path
guard FileManager.default.isExecutableFile(atPath: daemonPath) else {
    fail("no themeswitchd at \(daemonPath): build it first (swift build -c release --product themeswitchd) or pass --daemon PATH")
}
let daemon = Child(daemonPath, ["--bus-address", address], environment: environment)

let client: Connection
do { client = try Connection(bus: .address(address)) } catch { fail("cannot connect to the private bus: \(error)") }

func callTheme(_ method: String, _ arguments: [Value]) async throws -> Message {
    try await client.call(
        destination: themeName, path: themePath, interface: themeName, method: method, arguments: arguments,
        timeout: .seconds(10))
}

/// Waits until the daemon answers GetTokens; returns its serial.
func currentSerial() async -> UInt64 {
    for _ in 0..<500 {
        if let reply = try? await callTheme("GetTokens", [.string("")]), reply.arguments.count == 4,
           let serial = reply.arguments[2].uint64 {
            return serial
        }
        try? await Task.sleep(for: .milliseconds(10))
    }
    fail("themeswitchd did not answer GetTokens within 5 s")
}

/// VmRSS of the daemon and its anonymous and file-backed parts, in KiB.
struct Memory {
    let rss: Int, anonymous: Int, files: Int
}

func daemonMemory() -> Memory {
    guard let status = try? String(contentsOfFile: "/proc/\(daemon.process.processIdentifier)/status", encoding: .utf8)
    else { fail("cannot read /proc status of themeswitchd") }
    func kib(_ field: String) -> Int {
        status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
            .flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } } ?? 0
    }
    return Memory(rss: kib("VmRSS"), anonymous: kib("RssAnon"), files: kib("RssFile") + kib("RssShmem"))
}

let themes = ["midnight", "forest", "sunset", "lavender", "rose", "default"]
var applied = 0
var serial = await currentSerial()

/// Applies the next theme (never the current one); returns the stamp taken just before sending.
@MainActor func applyNext() async -> UInt64 {
    let theme = themes[applied % themes.count]
    applied += 1
    let start = now()
    do { _ = try await callTheme("Apply", [.string(theme)]) } catch { fail("Apply(\(theme)) failed: \(error)") }
    serial += 1
    return start
}

try? await Task.sleep(for: .seconds(1))
let rssStart = daemonMemory()
note("100 applies without subscribers")
var applyCalls: [UInt64] = []
for _ in 0..<100 {
    let start = await applyNext()
    applyCalls.append(now() - start)
}
try? await Task.sleep(for: .seconds(1))
let rssAfterApplies = daemonMemory()

/// CPU time a process has used so far (user + system), in clock ticks.
func cpuTicks(_ pid: Int32) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let afterName = stat.lastIndex(of: ")") else { return 0 }
    // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
    let fields = stat[stat.index(after: afterName)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
    return user + system
}

/// CPU milliseconds per apply, by process group.
struct CPUCost {
    var bus = 0.0, daemon = 0.0, subscribers = 0.0
}

/// Apply → the last of `subscribers` connections decoded the new serial.
@MainActor func daemonSamples(subscribers: Int, rounds: Int) async -> ([UInt64], CPUCost) {
    var children: [Child] = []
    var remaining = subscribers
    while remaining > 0 {
        let size = min(perProcess, remaining)
        remaining -= size
        children.append(Child(selfPath, ["--subscribers", String(size), "--bus", address], environment: environment))
    }
    for child in children where await child.nextLine() != "ready" { fail("a subscriber process did not start") }
    var samples: [UInt64] = []
    let warmup = 5
    let pids = [busPID, daemon.process.processIdentifier] + children.map(\.process.processIdentifier)
    let before = pids.map(cpuTicks)
    for index in 0..<(warmup + rounds) {
        let start = await applyNext()
        var last: UInt64 = 0
        for child in children {
            guard let line = await child.nextLine() else { fail("a subscriber process ended") }
            let parts = line.split(separator: " ").compactMap { UInt64($0) }
            guard parts.count == 2, parts[0] == serial else { fail("a subscriber reported '\(line)', expected serial \(serial)") }
            last = max(last, parts[1])
        }
        if index >= warmup { samples.append(last - start) }
        try? await Task.sleep(for: .milliseconds(2))
    }
    let used = zip(pids.map(cpuTicks), before).map { Double($0 - $1) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))) / Double(warmup + rounds) }
    for child in children { await child.stop() }
    return (samples, CPUCost(bus: used[0], daemon: used[1], subscribers: used[2...].reduce(0, +)))
}

var results: [(Int, Percentiles)] = []
var costs: [CPUCost] = []
for (subscribers, count) in [(1, rounds), (100, rounds), (1000, max(1, rounds / 4))] {
    note("\(subscribers) subscriber(s), \(count) rounds")
    let (samples, cost) = await daemonSamples(subscribers: subscribers, rounds: count)
    results.append((subscribers, Percentiles(samples)))
    costs.append(cost)
}
try? await Task.sleep(for: .seconds(1))
let rssEnd = daemonMemory()
client.close()
await daemon.stop()
if daemon.process.isRunning { fail("themeswitchd did not stop") }

note("dconf path, after the daemon stopped")
dconf += await dconfSamples(count: rounds - rounds / 2)
await bus.stop()
try? FileManager.default.removeItem(at: root)

// MARK: - Report

let dconfPath = Percentiles(dconf)
let calls = Percentiles(applyCalls)
func goal(_ subscribers: Int) -> String {
    switch subscribers {
    case 1: "p99 ≤ dconf path p99"
    case 100: "p99 ≤ 10 ms"
    default: "p99 ≤ 100 ms"
    }
}
func met(_ subscribers: Int, _ result: Percentiles) -> String {
    switch subscribers {
    case 1: result.p99 <= dconfPath.p99 && result.p50 <= dconfPath.p50 ? "met" : "MISSED"
    case 100: result.p99 <= 10 ? "met" : "MISSED"
    default: result.p99 <= 100 ? "met" : "MISSED"
    }
}
print("themeswitchd on a private dbus-daemon, \(ProcessInfo.processInfo.activeProcessorCount) cores; times in ms (p50 / p99)")
print(pad("what", 58) + pad("p50", 8) + pad("p99", 8) + pad("n", 6) + "goal")
for (subscribers, result) in results {
    let label = "Apply → last of \(subscribers) subscriber\(subscribers == 1 ? "" : "s") decoded ThemeChanged"
    print(pad(label, 58) + pad(format(result.p50), 8) + pad(format(result.p99), 8) + pad(String(result.count), 6)
        + goal(subscribers) + " — " + met(subscribers, result))
}
print(pad("dconf path: g_settings_set_string → `changed` elsewhere", 58) + pad(format(dconfPath.p50), 8)
    + pad(format(dconfPath.p99), 8) + pad(String(dconfPath.count), 6) + "the incumbent")
print(pad("Apply method call round trip (persist + publish, no subs)", 58) + pad(format(calls.p50), 8)
    + pad(format(calls.p99), 8) + pad(String(calls.count), 6) + "—")
print("CPU per apply (ms, from /proc/PID/stat over the timed rounds; 2 cores give 2 ms of CPU per ms):")
for ((subscribers, _), cost) in zip(results, costs) {
    print("  \(subscribers) subscriber(s): dbus-daemon \(format(cost.bus)), themeswitchd \(format(cost.daemon)), "
        + "subscriber processes \(format(cost.subscribers)) (\(format(cost.subscribers * 1000 / Double(subscribers))) µs each)")
}
let one = results[0].1
print("daemon at 1 subscriber ÷ dconf path: p50 \(format(one.p50 / dconfPath.p50))×, p99 \(format(one.p99 / dconfPath.p99))× (goal ≤ 1×)")
func mib(_ memory: Memory) -> String {
    "\(format(Double(memory.rss) / 1024)) MiB (anonymous \(format(Double(memory.anonymous) / 1024)), "
        + "mapped files \(format(Double(memory.files) / 1024)))"
}
print("themeswitchd idle VmRSS, goal ≤ 20 MB — " + (max(rssStart.rss, rssAfterApplies.rss) * 1024 <= 20_000_000 ? "met" : "MISSED"))
print("  after start-up \(mib(rssStart))")
print("  after 100 applies \(mib(rssAfterApplies))")
print("  at the end, \(applied) applies and 1101 subscribers later \(mib(rssEnd))")
print("subscribers: \(perProcess) connections per subscriber process, each on the DBus layer's own event-loop thread")
