// Catalog benchmark (issue 28 §2 "Scale"; not a test). Run in release, with themeswitchd built
// next to it: make bench, or: swift build -c release -Xswiftc -static-stdlib --product themeswitchd &&
//                             swift run -c release -Xswiftc -static-stdlib bench-catalog [--themes N] [--rounds R]
//
// The real release themeswitchd on a private bus, with N user theme files (default 5 000; every
// tenth made from the user theme before it) against its peer in the same run, the same daemon
// with one user theme:
//   start-up   from the process's spawn until the bus says it owns org.themeswitch.Theme (NameOwnerChanged), R rounds interleaved
//   edit       SetThemeValue round trip on one user theme from an open connection (200 calls)
//   import     ImportTheme round trip of a new theme (50 calls)
// Each prints p50 and p99, the ratio to the peer, and the goal: start-up ≤ 1 s, an edit ≤ 50 ms.
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

let themeCount = option("--themes", default: 5_000)
let rounds = option("--rounds", default: 5)
let edits = 200
let imports = 50

let bus: PrivateBus
do { bus = try PrivateBus() } catch { fail("dbus-daemon did not start (scripts/install-deps.sh): \(error)") }
defer { bus.stop() }

/// User theme `index`: a built-in's values with its own accent; every tenth made from the theme before it.
func theme(_ index: Int) -> UserTheme {
    let builtIns = ThemeRegistry.builtIn.themes.map(\.id)
    let template = index % 10 == 9 ? "bench-\(index - 1)" : builtIns[index % builtIns.count]
    var values = SemanticOverrides()
    try? values.set("color.accent", .string(String(format: "#%02X%02X%02X", 40 + index % 160, 60, 90 + index % 120)), for: .both)
    return UserTheme(id: "bench-\(index)", metadata: ThemeMetadata(name: "Bench \(index)", category: .minimal),
                     template: template, values: values)
}

/// An environment whose XDG directories hold `count` user themes (and nothing else of a previous run).
func environment(themes count: Int) -> [String: String] {
    let home = bus.root.appendingPathComponent("catalog-\(count)")
    let themes = home.appendingPathComponent("data/themeswitch/themes")
    do {
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        for index in 0..<count {
            try Data(ThemeFile.encode(theme(index)).utf8).write(to: themes.appendingPathComponent("bench-\(index).theme"))
        }
    } catch {
        fail("cannot write the theme files: \(error)")
    }
    var environment = bus.environment
    environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
    environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
    return environment
}

let client: Connection
do { client = try Connection(bus: .address(bus.address)) } catch { fail("cannot connect to the private bus: \(error)") }
defer { client.close() }

func call(_ method: String, _ arguments: [Value]) async -> UInt64 {
    let start = BenchmarkClock.monotonic()
    do {
        _ = try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                  method: method, arguments: arguments, timeout: .seconds(60))
    } catch {
        fail("\(method) failed: \(error)")
    }
    return BenchmarkClock.monotonic() - start
}

// MARK: - Runs

let sizes = [1, themeCount]
note("writing \(themeCount) theme files")
let environments = Dictionary(uniqueKeysWithValues: sizes.map { ($0, environment(themes: $0)) })
var startups: [Int: [UInt64]] = [:]
for round in 0..<rounds {
    for size in (round % 2 == 0 ? sizes : sizes.reversed()) {
        note("start-up with \(size) user themes, round \(round + 1) of \(rounds)")
        let daemon = await ReleaseDaemon(on: bus, environment: environments[size])
        startups[size, default: []].append(daemon.startup)
        await daemon.stop()
    }
}
var editSamples: [Int: [UInt64]] = [:]
var importSamples: [Int: [UInt64]] = [:]
for size in sizes {
    note("\(edits) edits and \(imports) imports with \(size) user themes")
    let daemon = await ReleaseDaemon(on: bus, environment: environments[size])
    for index in 0..<edits {
        let color = String(format: "#%02X%02X%02X", 20 + index % 200, 80, 120)
        editSamples[size, default: []].append(await call("SetThemeValue", [
            .string("bench-0"), .string("color.accent"), .variant(.string(color)), .string("light"),
        ]))
    }
    for index in 0..<imports {
        // The template's own values: an import is checked (contrast) before it is saved.
        let imported = UserTheme(id: "bench-import-\(index)", metadata: ThemeMetadata(name: "Imported \(index)", category: .minimal),
                                 template: "default")
        importSamples[size, default: []].append(await call("ImportTheme", [.string(ThemeFile.encode(imported)), .string("theme")]))
    }
    await daemon.stop()
}

// MARK: - Report

func milliseconds(_ nanoseconds: Double) -> String { format(nanoseconds / 1_000_000) }
print("themeswitchd (release) on a private dbus-daemon, \(ProcessInfo.processInfo.activeProcessorCount) cores: "
    + "\(themeCount) user themes against the peer, the same daemon with 1; ms")
print(pad("measure", 12) + pad("themes", 8) + pad("p50", 10) + pad("p99", 10) + pad("n", 6) + "÷ peer p50 / p99")
var results: [String: [Int: Percentiles]] = [:]
for (name, samples) in [("start-up", startups), ("edit", editSamples), ("import", importSamples)] {
    for size in sizes {
        let result = Percentiles(samples[size] ?? [])
        results[name, default: [:]][size] = result
        let peer = results[name]?[1] ?? result
        let ratio = size == 1 ? "" : format(result.p50 / peer.p50) + "× / " + format(result.p99 / peer.p99) + "×"
        print(pad(name, 12) + pad(String(size), 8) + pad(milliseconds(result.p50), 10) + pad(milliseconds(result.p99), 10)
            + pad(String(result.count), 6) + ratio)
    }
}
func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
let startup = results["start-up"]?[themeCount]?.p50 ?? .nan
let edit = results["edit"]?[themeCount]?.p50 ?? .nan
print("goals:")
print("  start-up ≤ 1 s with \(themeCount) user themes (p50): \(verdict(startup <= 1_000_000_000)) (\(milliseconds(startup)) ms)")
print("  an edit ≤ 50 ms with \(themeCount) user themes (p50): \(verdict(edit <= 50_000_000)) (\(milliseconds(edit)) ms)")
