// DBus layer benchmark (not a test). Run in release:
//   make bench   or   swift run -c release bench-dbus [CALLS]
// Starts a private bus (TestSupport's PrivateBus), exports an object through the layer, and
// times method-call round trips (p50, p99) made through the layer against the same calls
// made by a C client on raw libdbus (floor/ping.c, compiled here with `cc`), in one run:
// Echo(s) on the layer's service, Peer.Ping to the bus itself, and, for the whole path,
// Echo(s) between two C programs. Then how long a call with a 200 ms timeout to a method that never
// answers takes to fail, through Connection and BlockingConnection, against the 200 ms asked for.
import BenchmarkSupport
import DBus
import Foundation
import Glibc
import TestSupport

let calls = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
let rounds = 4
let perRound = max(1, calls / rounds)
let warmup = 1_000
let benchPath: ObjectPath = "/org/themeswitch/Bench"
let benchInterface = "org.themeswitch.Bench1"

struct Target {
    let label: String
    let destination: String
    let path: ObjectPath
    let interface: String
    let member: String
    /// One string argument, or none.
    let argument: String?
}

func layerSamples(_ client: Connection, _ target: Target, count: Int) async -> [UInt64] {
    let arguments: [Value] = target.argument.map { [.string($0)] } ?? []
    var samples: [UInt64] = []
    samples.reserveCapacity(count)
    for index in 0..<(warmup + count) {
        let start = BenchmarkClock.monotonic()
        do {
            let reply = try await client.call(
                destination: target.destination, path: target.path, interface: target.interface,
                method: target.member, arguments: arguments, timeout: .seconds(5))
            if target.argument != nil, reply.arguments.first?.string == nil { fail("\(target.member) replied without a string") }
        } catch {
            fail("\(target.label) through the layer failed: \(error)")
        }
        let elapsed = BenchmarkClock.monotonic() - start
        if index >= warmup { samples.append(elapsed) }
    }
    return samples
}

func floorSamples(_ ping: String, _ address: String, _ target: Target, count: Int) async -> [UInt64] {
    let result = try? await runCommand(ping, [
        "client", address, target.destination, target.path.description, target.interface, target.member,
        target.argument ?? "-", String(warmup), String(count),
    ])
    let samples = result?.standardOutput.split(separator: "\n").compactMap { UInt64($0) } ?? []
    guard result?.status == 0, samples.count == count else { fail("\(target.label) from C failed: \(result?.standardError ?? "")") }
    return samples
}

/// Nanosecond samples' median and 99th percentile, in microseconds.
func microseconds(_ samples: [UInt64]) -> (p50: Double, p99: Double) {
    let result = Percentiles(samples)
    return (result.p50 / 1000, result.p99 / 1000)
}

let ping = await compileC(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("floor/ping.c").path,
                          packages: ["dbus-1"])
let bus: PrivateBus
do { bus = try PrivateBus() } catch { fail("dbus-daemon did not start (is it installed? scripts/install-deps.sh): \(error)") }
let address = bus.address

let service: Connection
let client: Connection
do {
    service = try Connection(bus: .address(address))
    client = try Connection(bus: .address(address))
    try service.export([
        Interface(benchInterface, methods: [
            Method("Echo", inputs: [Argument("text", "s")], outputs: [Argument("text", "s")]) { call in call.arguments },
        ]),
    ], at: benchPath)
} catch {
    fail("cannot set up the layer's connections: \(error)")
}
let cService: ChildProcess
do {
    cService = try ChildProcess(ping, ["serve", address, benchPath.description, benchInterface],
                                environment: bus.environment, errorPath: bus.root.appendingPathComponent("ping.log").path)
} catch { fail("the C service did not start: \(error)") }
let cServiceName = cService.nextLine() ?? ""
guard cServiceName.hasPrefix(":") else { fail("the C service did not start") }

let echoOnLayer = Target(
    label: "Echo(s) on the layer's service", destination: service.uniqueName, path: benchPath,
    interface: benchInterface, member: "Echo", argument: "ping")
let pingBus = Target(
    label: "Peer.Ping to the bus", destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
    interface: "org.freedesktop.DBus.Peer", member: "Ping", argument: nil)
let echoOnC = Target(
    label: "Echo(s) on a C service", destination: cServiceName, path: benchPath,
    interface: benchInterface, member: "Echo", argument: "ping")

enum Client: String { case layer = "layer", floor = "libdbus (C)" }
let cases: [(Target, Client)] = [
    (echoOnLayer, .layer), (echoOnLayer, .floor), (pingBus, .layer), (pingBus, .floor), (echoOnC, .layer), (echoOnC, .floor),
]
var samples: [Int: [UInt64]] = [:]
// Rounds alternate the cases so that drift on a shared machine hits them alike.
for round in 0..<rounds {
    for (index, (target, kind)) in cases.enumerated() {
        let taken = switch kind {
        case .layer: await layerSamples(client, target, count: perRound)
        case .floor: await floorSamples(ping, address, target, count: perRound)
        }
        samples[index, default: []] += taken
    }
    note("round \(round + 1) of \(rounds) done")
}

let results = cases.indices.map { microseconds(samples[$0] ?? []) }
print("DBus method-call round trip, private dbus-daemon, \(perRound * rounds) calls per row after warm-up (µs)")
print(pad("call", 34) + pad("client", 14) + pad("p50", 9) + "p99")
for (index, (target, kind)) in cases.enumerated() {
    print(pad(target.label, 34) + pad(kind.rawValue, 14) + pad(format(results[index].p50), 9) + format(results[index].p99))
    if kind == .floor {
        let layer = results[index - 1], floor = results[index]
        print(pad("", 34) + pad("layer ÷ C", 14) + pad(format(layer.p50 / floor.p50) + "×", 9) + format(layer.p99 / floor.p99) + "×")
    }
}
let whole = results[0], wholeFloor = results[5]
print("whole path, layer → layer's service vs C → C service: p50 \(format(whole.p50 / wholeFloor.p50))×, p99 \(format(whole.p99 / wholeFloor.p99))×")
print("goal: layer ≤ 1.25× raw libdbus (Echo(s) on the layer's service, p50)")

// Call timeouts: a service whose Hold never answers in time; each call must fail with Timeout.
let holder: Connection
do {
    holder = try Connection(bus: .address(address))
    try holder.export([
        Interface(benchInterface, methods: [
            Method("Hold") { _ in
                try await Task.sleep(for: .seconds(60))
                return []
            },
        ]),
    ], at: benchPath)
} catch {
    fail("cannot set up the holding service: \(error)")
}
let asked: Duration = .milliseconds(200)
let timeoutCalls = 10
func timedOut(_ call: @Sendable () async throws -> Void) async -> UInt64 {
    let start = BenchmarkClock.monotonic()
    do {
        try await call()
        fail("a held call was answered")
    } catch let error as DBusError where error.is(.timeout) {
        return BenchmarkClock.monotonic() - start
    } catch {
        fail("a held call failed otherwise: \(error)")
    }
}
let holderName = holder.uniqueName
var asyncTimeouts: [UInt64] = [], blockingTimeouts: [UInt64] = []
for _ in 0..<timeoutCalls {
    asyncTimeouts.append(await timedOut {
        _ = try await client.call(destination: holderName, path: benchPath, interface: benchInterface, method: "Hold", timeout: asked)
    })
    blockingTimeouts.append(await timedOut {
        _ = try await onOwnThread {
            let connection = try BlockingConnection(bus: .address(address))
            defer { connection.close() }
            return try connection.call(destination: holderName, path: benchPath, interface: benchInterface, method: "Hold", timeout: asked)
        }
    })
}
let askedMilliseconds = Double(asked.components.attoseconds / 1_000_000_000_000_000 + asked.components.seconds * 1000)
print("\ncall timeout: \(timeoutCalls) calls each with a timeout of \(format(askedMilliseconds, digits: 0)) ms to a method that does not answer (ms)")
print(pad("client", 34) + pad("p50", 9) + pad("p99", 9) + "p99 ÷ timeout asked")
for (label, taken) in [("Connection (async)", asyncTimeouts), ("BlockingConnection", blockingTimeouts)] {
    let result = Percentiles(taken)
    print(pad(label, 34) + pad(format(result.p50 / 1e6), 9) + pad(format(result.p99 / 1e6), 9) + format(result.p99 / 1e6 / askedMilliseconds) + "×")
}
print("goal: the error within 1.5× the timeout asked (p99)")
holder.close()

cService.kill(SIGTERM)
_ = await cService.waitForExit(within: .seconds(10))
client.close()
service.close()
bus.stop()
unlink(ping)
