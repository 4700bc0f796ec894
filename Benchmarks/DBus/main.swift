// DBus layer benchmark (not a test). Run in release:
//   make bench   or   swift run -c release bench-dbus [CALLS]
// Starts a private `dbus-daemon --session`, exports an object through the layer, and
// times method-call round trips (p50, p99) made through the layer against the same calls
// made by a C client on raw libdbus (floor/ping.c, compiled here with `cc`), in one run:
// Echo(s) on the layer's service, Peer.Ping to the bus itself, and, for the whole path,
// Echo(s) between two C programs.
import DBus
import Glibc

let calls = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
let rounds = 4
let perRound = max(1, calls / rounds)
let warmup = 1_000
let benchPath: ObjectPath = "/org/themeswitch/Bench"
let benchInterface = "org.themeswitch.Bench1"

func report(_ message: String) {
    let line = Array("bench-dbus: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    report(message)
    exit(1)
}

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A child process with pipes on its standard input and output (posix_spawn: no
/// Foundation, whose `Process` busy-waits off the main thread).
final class Child {
    let pid: pid_t
    /// Our end of the child's standard input.
    private var input: Int32
    /// Our end of the child's standard output.
    private let output: Int32

    init(_ arguments: [String]) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { fail("pipe failed") }
        // Only the spawned child gets these (dup2 onto 0 and 1 clears close-on-exec).
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else { fail("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        if input >= 0 { close(input) }
        close(output)
    }

    /// The first line the child prints, without its newline.
    func firstLine() -> String {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
        return String(decoding: line, as: UTF8.self)
    }

    /// Everything the child prints, once it exits; and its exit status.
    func outputAndStatus() -> (String, Int32) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return (String(decoding: bytes, as: UTF8.self), wait())
    }

    /// Closes the child's standard input, and terminates it when `signal` is given.
    @discardableResult
    func stop(signal: Int32? = nil) -> Int32 {
        close(input)
        input = -1
        if let signal { kill(pid, signal) }
        return wait()
    }

    private func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }
}

/// A private session bus that goes away with this process: the shell kills
/// dbus-daemon as soon as its standard input (our pipe) closes.
func startBus() -> (Child, String) {
    let bus = Child(["/bin/sh", "-c", "dbus-daemon --session --nofork --print-address=1 & pid=$!; read _; kill $pid; wait $pid"])
    let address = bus.firstLine()
    guard address.hasPrefix("unix:") else { fail("dbus-daemon did not start (is it installed? scripts/install-deps.sh)") }
    return (bus, address)
}

/// Compiles floor/ping.c next to this file into a temporary file.
func compileFloor() -> String {
    let file = "\(#filePath)"
    let source = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)]) + "/floor/ping.c"
    let binary = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/bench-dbus-ping-\(getpid())"
    let cc = Child(["/bin/sh", "-c", "cc -O2 \"$1\" -o \"$2\" $(pkg-config --cflags --libs dbus-1)", "sh", source, binary])
    guard cc.outputAndStatus().1 == 0 else { fail("cannot compile \(source) with cc (apt: gcc, libdbus-1-dev, pkg-config)") }
    return binary
}

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
        let start = now()
        do {
            let reply = try await client.call(
                destination: target.destination, path: target.path, interface: target.interface,
                method: target.member, arguments: arguments, timeout: .seconds(5))
            if target.argument != nil, reply.arguments.first?.string == nil { fail("\(target.member) replied without a string") }
        } catch {
            fail("\(target.label) through the layer failed: \(error)")
        }
        let elapsed = now() - start
        if index >= warmup { samples.append(elapsed) }
    }
    return samples
}

func floorSamples(_ ping: String, _ address: String, _ target: Target, count: Int) -> [UInt64] {
    let child = Child([
        ping, "client", address, target.destination, target.path.description, target.interface, target.member,
        target.argument ?? "-", String(warmup), String(count),
    ])
    let (output, status) = child.outputAndStatus()
    let samples = output.split(separator: "\n").compactMap { UInt64($0) }
    guard status == 0, samples.count == count else { fail("\(target.label) from C failed") }
    return samples
}

struct Percentiles {
    let p50: Double
    let p99: Double

    init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        func microseconds(_ fraction: Double) -> Double {
            Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]) / 1000
        }
        p50 = microseconds(0.5)
        p99 = microseconds(0.99)
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

let ping = compileFloor()
let (bus, address) = startBus()

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
let cService = Child([ping, "serve", address, benchPath.description, benchInterface])
let cServiceName = cService.firstLine()
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
        case .floor: floorSamples(ping, address, target, count: perRound)
        }
        samples[index, default: []] += taken
    }
    report("round \(round + 1) of \(rounds) done")
}

let results = cases.indices.map { Percentiles(samples[$0]!) }
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

cService.stop(signal: SIGTERM)
client.close()
service.close()
bus.stop()
unlink(ping)
