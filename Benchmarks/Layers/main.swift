// Per-app delivery benchmark (issue 19 goal 3; not a test). Run in release, with themeswitchd built next to it:
//   make bench, or: swift build -c release -Xswiftc -static-stdlib --product themeswitchd &&
//                   swift run -c release -Xswiftc -static-stdlib bench-layers [--apps N] [--rounds R] [--no-wallpaper] [--all-app-files] [--whole-sets]
//
// On a private bus (TestSupport's PrivateBus, XDG_RUNTIME_DIR on a tmpfs as a desktop's is) with the real release themeswitchd in its own
// process, the C probe (floor/app-probe.c) holds N app connections (default 100) in another
// process: app i gets an override of its own (shape.medium = i % 40: 40 distinct layer stacks)
// and registers with RegisterAppForChanges (--whole-sets: RegisterApp). Each round the probe
// starts `dbus-send --print-reply … Apply string:THEME` (every round another theme) and times t0
// → the LAST app connection holds its own new set (AppTokenChanges applied to the set it held;
// --whole-sets: AppTokensChanged's whole set stored), decoded with libdbus's iterator. The floor, in the same run: the
// probe sends each connection a byte-identical copy of its own signal itself, applied as the
// daemon's are: N unicast signals from a C program, with no daemon and no process start. A preset wallpaper
// (cats) is set first, so every set is resolved with all layers; --no-wallpaper leaves it out.
// The apps declare that none reads its per-app file (config.yaml `app-files: none`), so the daemon
// writes none; --all-app-files writes one per app, as every app had before that key.
// Prints p50 and p90 of each over R rounds (default 40), their ratio, and the daemon's CPU per change.
import BenchmarkSupport
import DBus
import Foundation
import TestSupport
import ThemeContract
import ThemeCore

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name) else { return value }
    guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0 else {
        fail("\(name) needs a positive whole number")
    }
    return number
}

let appCount = option("--apps", default: 100)
let rounds = option("--rounds", default: 40)
let warmup = 2
let withWallpaper = !CommandLine.arguments.contains("--no-wallpaper")
let everyAppFile = CommandLine.arguments.contains("--all-app-files")
let delivery = CommandLine.arguments.contains("--whole-sets") ? "sets" : "changes"
let signalName = delivery == "sets" ? ThemeBus.appTokensChanged : ThemeBus.appTokenChanges

let probeSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("floor/app-probe.c").path
let probeBinary = await compileC(probeSource, packages: ["dbus-1"])

let bus: PrivateBus
do { bus = try PrivateBus(runtimeOnTmpfs: true) } catch { fail("dbus-daemon did not start (scripts/install-deps.sh): \(error)") }
// The apps take their sets over D-Bus, so they declare that none reads a per-app file
// (config.yaml `app-files`); --all-app-files keeps every file, as before the key existed.
if !everyAppFile, let configHome = bus.environment["XDG_CONFIG_HOME"] {
    let directory = URL(fileURLWithPath: configHome).appendingPathComponent("themeswitch")
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("app-files: none\n".utf8).write(to: directory.appendingPathComponent("config.yaml"))
    } catch {
        bus.stop()
        fail("cannot write config.yaml: \(error)")
    }
}
let daemon = await ReleaseDaemon(on: bus)

if withWallpaper {
    let control = try Connection(bus: .address(bus.address))
    _ = try await control.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, method: "SetWallpaper",
                               arguments: [.dictionary(key: "s", value: "v", [DictionaryEntry(.string("preset"), .variant(.string("cats")))])])
    control.close()
}

/// The next `count` themes to apply, each one a change (never the theme applied before it).
let themeIDs = ThemeRegistry.builtIn.themes.map(\.id).filter { $0 != ThemeRegistry.defaultThemeID } + [ThemeRegistry.defaultThemeID]
var nextTheme = 0
@MainActor func nextThemes(_ count: Int) -> [String] {
    (0..<count).map { _ in
        defer { nextTheme += 1 }
        return themeIDs[nextTheme % themeIDs.count]
    }
}

/// Runs the probe in `mode` (apps or floor); returns its timed samples, the signal's size and
/// the CPU the daemon used during the rounds (warm-up included).
@MainActor func runProbe(_ mode: String) -> (samples: [UInt64], bytes: Int, daemonCPU: ProcessStats.CPUTime) {
    let log = bus.root.appendingPathComponent("probe-\(mode).log").path
    let values = nextThemes(mode == "floor" ? 1 : warmup + rounds)
    let apply = ["dbus-send", "--session", "--print-reply", "--dest=\(ThemeBus.name)", ThemeBus.path.rawValue,
                 "\(ThemeBus.interface).Apply", "string:{}"]
    let probe: ChildProcess
    do {
        probe = try ChildProcess(probeBinary, [mode, delivery, String(appCount), String(warmup), String(rounds), values.joined(separator: ","), "--"] + apply,
                                 environment: bus.environment, errorPath: log)
    } catch {
        fail("cannot start the probe: \(error)")
    }
    let probeLog = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
    guard probe.nextLine() == "ready" else {
        probe.kill(SIGKILL)
        probe.waitForExit()
        fail("the probe (\(mode)) did not register its apps: \(probeLog())")
    }
    let cpuBefore = ProcessStats.cpu(daemon.pid)
    probe.send("go")
    var samples: [UInt64] = []
    var bytes = 0
    while let line = probe.nextLine(), line != "end" {
        if line.hasPrefix("size ") { bytes = Int(line.dropFirst(5)) ?? 0 } else if let sample = UInt64(line) { samples.append(sample) }
    }
    let daemonCPU = ProcessStats.cpu(daemon.pid) - cpuBefore
    try? probe.input.close()
    guard probe.waitForExit() == 0, samples.count == rounds else { fail("the probe (\(mode)) failed: \(probeLog())") }
    return (samples, bytes, daemonCPU)
}

note("\(appCount) apps with overrides\(withWallpaper ? " and a preset wallpaper" : "")\(everyAppFile ? ", every per-app file written" : ""), sent \(signalName), \(rounds) rounds each")
let apps = runProbe("apps")
let floor = runProbe("floor")
await daemon.stop()
bus.stop()

let (daemonTimes, floorTimes) = (Percentiles(apps.samples), Percentiles(floor.samples))
func p90(_ samples: [UInt64]) -> Double {
    let sorted = samples.sorted()
    return Double(sorted[min(sorted.count - 1, sorted.count * 9 / 10)])
}
func ms(_ nanoseconds: Double) -> String { String(format: "%.2f ms", nanoseconds / 1e6) }
print("load average \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?")")
print("Apply → last of \(appCount) apps holds its own set (\(signalName) \(apps.bytes) bytes): p50 \(ms(daemonTimes.p50)), p90 \(ms(p90(apps.samples)))  goal p50 ≤ 30 ms")
print("floor: \(appCount) unicast copies sent by a C program: p50 \(ms(floorTimes.p50)), p90 \(ms(p90(floor.samples)))")
print(String(format: "daemon ÷ floor at p50: %.2f×", daemonTimes.p50 / floorTimes.p50))
let applies = Double(warmup + rounds)
print(String(format: "themeswitchd CPU per change with %d apps: %.2f ms (user %.2f, system %.2f; utime + stime over the run's %d applies)",
             appCount, apps.daemonCPU.total / applies, apps.daemonCPU.user / applies, apps.daemonCPU.system / applies, warmup + rounds))
