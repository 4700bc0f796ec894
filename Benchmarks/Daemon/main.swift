// Daemon benchmark (not a test). Run in release, with themeswitchd built next to it:
//   make bench, or: swift build -c release -Xswiftc -static-stdlib --product themeswitchd &&
//                   swift run -c release -Xswiftc -static-stdlib bench-daemon [options]
//   options: --rounds R (timed rounds per kind of subscriber and N, default 120),
//            --blocks B (blocks the rounds are split into, default 4), --cpu-applies A (default 500)
//
// On ONE private bus (TestSupport's PrivateBus: Debian session.conf's limits; dconf-service
// activated; XDG dirs shared, XDG_RUNTIME_DIR on a tmpfs as a desktop's /run/user/UID is,
// GSETTINGS_BACKEND=dconf) with the real release themeswitchd, the
// C probe (floor/fanout-probe.c) times "a C client process triggers a change" → "the LAST of N
// subscriber connections holds it", for N = 1, 100, 1000 and four kinds of subscriber, run
// interleaved in blocks (one kind connected at a time):
//   themechanged  `dbus-send … Apply string:THEME` → ThemeChanged, every token iterated
//   lean          the same Apply → TokensChanged, the snapshot file read and its serial checked
//   dconf         `dconf write /org/themeswitch/bench/n N` (a path themeswitchd ignores) →
//                 ca.desrt.dconf.Writer Notify, the dconf database file read
//   floor         the probe itself sends a byte-identical copy of a captured ThemeChanged to the
//                 same N subscribers: what the bus and the subscribers cost without the daemon
// Then: the daemon's CPU per change (its threads' run time from /proc/PID/task/*/schedstat, and
// utime+stime from /proc/PID/stat, over A applies with no subscriber and with 100 lean ones), the Apply round trip from an open connection, its idle VmRSS and peak VmHWM,
// and the settings save with and without fsync; then the pace of ThemeChanged and CatalogChanged
// under a burst of edits (EditPacing.swift) against the 50 ms interval the daemon keeps; last,
// the CPU per change of a second daemon whose fsync Debian's libeatmydata makes a no-op
// (LD_PRELOAD), the goal's "fsync excluded" measured.
import BenchmarkSupport
import DBus
import Foundation
import Glibc
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

let rounds = option("--rounds", default: 120)
let blocks = option("--blocks", default: 4)
let cpuApplies = option("--cpu-applies", default: 500)
let warmup = 2

let probeSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("floor/fanout-probe.c").path
let probeBinary = await compileC(probeSource, packages: ["dbus-1"])

let bus: PrivateBus
do { bus = try PrivateBus(runtimeOnTmpfs: true) } catch { fail("dbus-daemon did not start (scripts/install-deps.sh): \(error)") }
let daemon = await ReleaseDaemon(on: bus)
let probe = FanoutProbe(binary: probeBinary, bus: bus)
let busProcess = try? await runCommand("dbus-send", [
    "--bus=\(bus.address)", "--print-reply=literal", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
    "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:org.freedesktop.DBus",
])
guard let busPID = busProcess?.standardOutput.split(separator: " ").last.flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
else { fail("cannot learn dbus-daemon's process id: \(busProcess?.standardError ?? "dbus-send did not start")") }
try? await Task.sleep(for: .seconds(1))
let idleRSS = ProcessStats.kibibytes("VmRSS", of: daemon.pid) ?? 0

// MARK: - What each kind of subscriber follows

let runtimeDirectory = bus.environment["XDG_RUNTIME_DIR"]
guard let snapshotPath = TokenSnapshotFile.path(runtimeDirectory: runtimeDirectory),
      let configDirectory = bus.environment["XDG_CONFIG_HOME"]
else { fail("the private bus has no XDG_RUNTIME_DIR or XDG_CONFIG_HOME") }
let apply = ["dbus-send", "--session", "--print-reply", "--dest=\(ThemeBus.name)", ThemeBus.path.rawValue,
             "\(ThemeBus.interface).Apply", "string:{}"]
func signalRule(_ member: String, sender: String? = ThemeBus.name) -> String {
    MatchRule(sender: sender, path: ThemeBus.path, interface: ThemeBus.interface, member: member).text
}
let themeChanged = FanoutProbe.Mode(name: "themechanged", rule: signalRule(ThemeBus.themeChanged), file: "-", trigger: apply)
let lean = FanoutProbe.Mode(name: "lean", rule: signalRule(ThemeBus.tokensChanged), file: snapshotPath, trigger: apply)
let dconf = FanoutProbe.Mode(
    name: "dconf",
    rule: MatchRule(path: "/ca/desrt/dconf/Writer/user", interface: "ca.desrt.dconf.Writer", member: "Notify").text,
    file: configDirectory + "/dconf/user", trigger: ["dconf", "write", "/org/themeswitch/bench/n", "{}"])
// No sender in the floor's rule: the probe's own connection sends the copy.
let copyFloor = FanoutProbe.Mode(name: "floor", rule: signalRule(ThemeBus.themeChanged, sender: nil), file: "-", trigger: apply)
let modes = [themeChanged, lean, dconf, copyFloor]

/// The next `count` themes to apply, each one a change (never the theme applied before it).
var appliedTheme = ThemeRegistry.defaultThemeID
let themeIDs = ThemeRegistry.builtIn.themes.map(\.id)
@MainActor func nextThemes(_ count: Int) -> [String] {
    var start = (themeIDs.firstIndex(of: appliedTheme) ?? -1) + 1
    return (0..<count).map { _ in
        defer { start += 1 }
        let theme = themeIDs[start % themeIDs.count]
        appliedTheme = theme
        return theme
    }
}
var dconfValue = 0
@MainActor func nextValues(for mode: FanoutProbe.Mode, _ count: Int) -> [String] {
    guard mode.name == "dconf" else { return nextThemes(mode.name == "floor" ? 1 : count) }
    return (0..<count).map { _ in dconfValue += 1; return String(dconfValue) }
}

// MARK: - Fan-out, interleaved

var samples: [String: [Int: [UInt64]]] = [:]
var signalBytes: [String: Int] = [:]
/// CPU milliseconds per change, summed over runs: themeswitchd, dbus-daemon, the probe's subscribers.
struct ChangeCost { var daemon = 0.0, bus = 0.0, subscribers = 0.0, changes = 0 }
var costs: [String: [Int: ChangeCost]] = [:]
let sizes = [(1, rounds), (100, rounds), (1000, rounds)]
for (connections, total) in sizes {
    let perBlock = max(1, total / blocks)
    for block in 0..<blocks {
        note("N = \(connections), block \(block + 1) of \(blocks), \(perBlock) rounds per kind")
        for offset in 0..<modes.count {
            let mode = modes[(block + offset) % modes.count]
            let run = probe.run(mode, connections: connections, warmup: warmup, rounds: perBlock,
                                values: nextValues(for: mode, warmup + perBlock), watched: [daemon.pid, busPID])
            samples[mode.name, default: [:]][connections, default: []] += run.samples
            signalBytes[mode.name] = run.signalBytes
            var cost = costs[mode.name, default: [:]][connections, default: ChangeCost()]
            cost.daemon += run.watchedCPU[0].total
            cost.bus += run.watchedCPU[1].total
            cost.subscribers += run.probeCPU.total
            cost.changes += warmup + perBlock
            costs[mode.name, default: [:]][connections] = cost
        }
    }
}

// MARK: - Daemon CPU per change, RSS, fsync

note("\(cpuApplies) applies without subscribers, then with 100 lean subscribers")
let alone = probe.run(themeChanged, connections: 0, warmup: 0, rounds: cpuApplies,
                      values: nextThemes(cpuApplies), watched: [daemon.pid])
let withLean = probe.run(lean, connections: 100, warmup: 0, rounds: cpuApplies,
                         values: nextThemes(cpuApplies), watched: [daemon.pid])
let layerApplies = await applyRoundTrips(on: bus.address, themes: nextThemes(200))
let peakRSS = ProcessStats.kibibytes("VmHWM", of: daemon.pid) ?? 0
let endRSS = ProcessStats.kibibytes("VmRSS", of: daemon.pid) ?? 0
let anonymousRSS = ProcessStats.kibibytes("RssAnon", of: daemon.pid) ?? 0
note("a burst of edits")
let pacing = await editPacing(on: bus.address, edits: 400)
let daemonStatus = await daemon.stop()
note("the settings save with and without fsync")
let saves = fsyncCost(in: bus.root.appendingPathComponent("fsync"), pairs: 200)
bus.stop()
guard daemonStatus == 0 else { fail("themeswitchd exited with status \(daemonStatus)") }

// The goal's "fsync excluded", measured rather than subtracted: the same applies to a second
// daemon in which Debian's libeatmydata makes fsync return at once (LD_PRELOAD), so its CPU is
// everything a change costs but the flushes to disk.
let eatMyData = "/usr/lib/x86_64-linux-gnu/libeatmydata.so"
guard access(eatMyData, R_OK) == 0 else { fail("\(eatMyData) is missing: scripts/install-deps.sh --bench installs eatmydata") }
note("\(cpuApplies) applies without subscribers to a daemon whose fsync does nothing (libeatmydata)")
let noFsyncBus: PrivateBus
do { noFsyncBus = try PrivateBus(runtimeOnTmpfs: true) } catch { fail("dbus-daemon did not start: \(error)") }
let noFsyncDaemon = await ReleaseDaemon(on: noFsyncBus, environment: noFsyncBus.environment.merging(["LD_PRELOAD": eatMyData]) { $1 })
let withoutFsync = FanoutProbe(binary: probeBinary, bus: noFsyncBus).run(
    themeChanged, connections: 0, warmup: 0, rounds: cpuApplies, values: nextThemes(cpuApplies), watched: [noFsyncDaemon.pid])
let noFsyncStatus = await noFsyncDaemon.stop()
noFsyncBus.stop()
unlink(probeBinary)
guard noFsyncStatus == 0 else { fail("themeswitchd under libeatmydata exited with status \(noFsyncStatus)") }

// MARK: - Report

func milliseconds(_ nanoseconds: Double) -> String { format(nanoseconds / 1_000_000) }
func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
print("themeswitchd (release) on one private dbus-daemon, \(ProcessInfo.processInfo.activeProcessorCount) cores, "
    + "C probe subscribers; XDG_RUNTIME_DIR \(runtimeDirectory ?? "?"); ms from the trigger's start to the last subscriber holding the change")
print("signals: ThemeChanged \(signalBytes["themechanged"] ?? 0) B, TokensChanged \(signalBytes["lean"] ?? 0) B, "
    + "dconf Notify \(signalBytes["dconf"] ?? 0) B; the floor's copy \(signalBytes["floor"] ?? 0) B")
print(pad("N", 6) + pad("kind", 14) + pad("p50", 9) + pad("p99", 9) + pad("n", 5) + "÷ dconf p50 / p99")
var percentiles: [String: [Int: Percentiles]] = [:]
for (connections, _) in sizes {
    for mode in modes {
        percentiles[mode.name, default: [:]][connections] = Percentiles(samples[mode.name]?[connections] ?? [])
    }
    guard let reference = percentiles["dconf"]?[connections] else { continue }
    for mode in modes {
        guard let result = percentiles[mode.name]?[connections] else { continue }
        let ratio = mode.name == "dconf" ? "" : format(result.p50 / reference.p50) + "× / " + format(result.p99 / reference.p99) + "×"
        print(pad(String(connections), 6) + pad(mode.name, 14) + pad(milliseconds(result.p50), 9)
            + pad(milliseconds(result.p99), 9) + pad(String(result.count), 5) + ratio)
    }
}

print("CPU ms per change (utime+stime over each kind's rounds): themeswitchd / dbus-daemon / the probe's subscribers (per subscriber µs)")
for (connections, _) in sizes {
    for mode in modes {
        guard let cost = costs[mode.name]?[connections], cost.changes > 0 else { continue }
        let per = Double(cost.changes)
        print("  " + pad("N = \(connections)", 10) + pad(mode.name, 14) + format(cost.daemon / per) + " / " + format(cost.bus / per)
            + " / " + format(cost.subscribers / per) + " (" + format(cost.subscribers / per * 1000 / Double(connections), digits: 1) + ")")
    }
}
print("goals:")
for (connections, _) in sizes {
    guard let leanResult = percentiles["lean"]?[connections], let dconfResult = percentiles["dconf"]?[connections] else { continue }
    print("  lean p50 and p99 ≤ dconf's at N = \(connections): "
        + verdict(leanResult.p50 <= dconfResult.p50 && leanResult.p99 <= dconfResult.p99))
}
for (connections, limit) in [(100, 10.0), (1000, 100.0)] {
    guard let result = percentiles["themechanged"]?[connections] else { continue }
    print("  ThemeChanged p99 ≤ \(Int(limit)) ms at N = \(connections): \(verdict(result.p99 / 1_000_000 <= limit)) "
        + "(\(milliseconds(result.p99)) ms; floor p99 \(milliseconds(percentiles["floor"]?[connections]?.p99 ?? .nan)) ms)")
}
if let small = percentiles["floor"]?[1], let large = percentiles["floor"]?[1000] {
    print("  floor: one \(signalBytes["floor"] ?? 0)-byte signal costs \(format((large.p50 - small.p50) / 999 / 1000, digits: 1)) µs "
        + "of wall time per subscriber (p50 slope from N = 1 to 1000); its CPU per subscriber is in the table above")
}
func perChange(_ run: FanoutProbe.Run) -> (total: Double, user: Double, system: Double, runTime: Double?) {
    let cpu = run.watchedCPU[0]
    let applies = Double(cpuApplies)
    return (cpu.total / applies, cpu.user / applies, cpu.system / applies, run.watchedRunTime[0].map { $0 / applies })
}
func runTimeText(_ runTime: Double?) -> String {
    runTime.map { format($0, digits: 3) + " ms" } ?? "not measured (the daemon's threads changed during the run)"
}
let aloneCPU = perChange(alone), leanCPU = perChange(withLean), noFsyncCPU = perChange(withoutFsync)
print("  daemon CPU per change ≤ 1 ms, fsync excluded: \(verdict((noFsyncCPU.runTime ?? .infinity) <= 1)) — "
    + "\(runTimeText(noFsyncCPU.runTime)) run time (the scheduler's count) with fsync a no-op (libeatmydata), no subscriber; "
    + "with the fsyncs \(runTimeText(aloneCPU.runTime)), with 100 lean subscribers \(runTimeText(leanCPU.runTime)). "
    + "utime+stime (clock ticks) over \(cpuApplies) applies each: \(format(noFsyncCPU.total, digits: 3)) ms (user "
    + "\(format(noFsyncCPU.user, digits: 3)), system \(format(noFsyncCPU.system, digits: 3))) without fsync, "
    + "\(format(aloneCPU.total, digits: 3)) ms (user \(format(aloneCPU.user, digits: 3)), system \(format(aloneCPU.system, digits: 3))) "
    + "with, \(format(leanCPU.total, digits: 3)) ms (user \(format(leanCPU.user, digits: 3)), system "
    + "\(format(leanCPU.system, digits: 3))) with 100 lean subscribers")
print("  idle RSS ≤ 15 MB: \(verdict(idleRSS * 1024 <= 15_000_000)) — VmRSS \(format(Double(idleRSS) / 1024)) MiB after start-up; "
    + "at the end VmRSS \(format(Double(endRSS) / 1024)) MiB (anonymous \(format(Double(anonymousRSS) / 1024))), "
    + "peak VmHWM \(format(Double(peakRSS) / 1024)) MiB")
let roundTrip = Percentiles(alone.samples)
print("Apply from a new dbus-send process, start to exit (no subscribers): p50 \(milliseconds(roundTrip.p50)), "
    + "p99 \(milliseconds(roundTrip.p99)) ms")
print("Apply from an open DBus-layer connection, round trip (persist with fsyncs + publish), \(layerApplies.count) calls: "
    + "p50 \(milliseconds(layerApplies.p50)), p99 \(milliseconds(layerApplies.p99)) ms")
print("settings save (SettingsStore.save, \(saves.durable.count) each, interleaved): with both fsyncs p50 "
    + "\(milliseconds(saves.durable.p50)) / p99 \(milliseconds(saves.durable.p99)) ms; write + rename only p50 "
    + "\(milliseconds(saves.plain.p50)) / p99 \(milliseconds(saves.plain.p99)) ms; the fsyncs cost "
    + "\(milliseconds(saves.durable.p50 - saves.plain.p50)) ms at p50")
let burstMilliseconds = Double(pacing.nanoseconds) / 1e6
print("edit pacing: \(pacing.edits) edits in \(format(burstMilliseconds)) ms from one connection "
    + "(\(format(Double(pacing.edits) / burstMilliseconds * 1000, digits: 0)) edits/s)")
for (label, arrivals) in [("ThemeChanged", pacing.themeChanged), ("CatalogChanged", pacing.catalogChanged)] {
    let gaps = Percentiles(pacing.gaps(arrivals))
    print("  \(label): \(arrivals.count) signals, \(format(pacing.rate(arrivals), digits: 1))/s from the first to the last (\(format(pacing.rate(arrivals) / 20))× the "
        + "20/s at most one per 50 ms allows); gaps between arrivals p50 \(milliseconds(gaps.p50)) ms, smallest "
        + "\(milliseconds(Double(pacing.gaps(arrivals).min() ?? 0))) ms")
}
print("  goal: at most one per 50 ms (≤ 1.0× of 20/s) — \(verdict(pacing.rate(pacing.themeChanged) <= 20.5 && pacing.rate(pacing.catalogChanged) <= 20.5))")

