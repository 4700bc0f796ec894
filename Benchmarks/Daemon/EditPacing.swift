import BenchmarkSupport
import DBus
import Synchronization
import ThemeContract

/// What a burst of edits published: how many edits, how long they took, and the arrival instants
/// (BenchmarkClock ns) of ThemeChanged and of CatalogChanged at a subscriber.
struct EditPacing {
    let edits: Int
    let nanoseconds: UInt64
    let themeChanged: [UInt64]
    let catalogChanged: [UInt64]

    /// Announcements per second from the first arrival to the last: the gaps between them, not the
    /// burst's length, which the first announcement (at once) and the last (up to 50 ms after the
    /// last edit) do not fit in. Zero for fewer than two arrivals.
    func rate(_ arrivals: [UInt64]) -> Double {
        guard let first = arrivals.first, let last = arrivals.last, last > first else { return 0 }
        return Double(arrivals.count - 1) / (Double(last - first) / 1e9)
    }

    /// The gaps between consecutive arrivals, in ns.
    func gaps(_ arrivals: [UInt64]) -> [UInt64] { zip(arrivals, arrivals.dropFirst()).map { $1 - $0 } }
}

/// Calls a method of the daemon; a failure ends the benchmark.
private func themeCall(_ client: Connection, _ method: String, _ arguments: [Value]) async -> [Value] {
    do {
        let reply = try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                          method: method, arguments: arguments, timeout: .seconds(10))
        return reply.arguments
    } catch {
        fail("\(method) failed: \(error)")
    }
}

/// A user theme applied and edited `edits` times as fast as one connection can (each edit changes
/// the accent, so the applied tokens and the catalog's preview color), with a subscriber recording
/// when each ThemeChanged and CatalogChanged arrives. The daemon paces both to at most one per 50 ms.
func editPacing(on address: String, edits: Int) async -> EditPacing {
    final class Arrivals: Sendable {
        let instants = Mutex<[String: [UInt64]]>([:])
    }
    let client: Connection, subscriber: Connection
    do {
        client = try Connection(bus: .address(address))
        subscriber = try Connection(bus: .address(address))
    } catch {
        fail("cannot connect to the private bus: \(error)")
    }
    defer {
        client.close()
        subscriber.close()
    }
    func call(_ method: String, _ arguments: [Value]) async -> [Value] {
        await themeCall(client, method, arguments)
    }
    let id = await call("CreateTheme", [.string("Pacing"), .string("default")]).first?.string ?? ""
    _ = await call("Apply", [.string(id)])
    let arrivals = Arrivals()
    var listeners: [Task<Void, Never>] = []
    for member in [ThemeBus.themeChanged, "CatalogChanged"] {
        let stream: AsyncStream<Message>
        do {
            stream = try await subscriber.signals(matching: MatchRule(sender: ThemeBus.name, interface: ThemeBus.interface, member: member))
        } catch {
            fail("cannot subscribe to \(member): \(error)")
        }
        listeners.append(Task {
            for await _ in stream { arrivals.instants.withLock { $0[member, default: []].append(BenchmarkClock.monotonic()) } }
        })
    }
    let start = BenchmarkClock.monotonic()
    for index in 0..<edits {
        let accent = "#00" + String(0x40 + index % 0x80, radix: 16) + String(0x80 + index / 0x80 % 0x80, radix: 16)
        _ = await call("SetThemeValue", [.string(id), .string("color.accent"), .variant(.string(accent.uppercased())), .string("both")])
    }
    let elapsed = BenchmarkClock.monotonic() - start
    // The last edit is published within one interval; a marker change after it shows nothing else came.
    _ = await call("Apply", [.string("default")])
    let deadline = BenchmarkClock.monotonic() + 5_000_000_000
    while BenchmarkClock.monotonic() < deadline,
          (arrivals.instants.withLock { $0[ThemeBus.themeChanged] ?? [] }.last ?? 0) <= start + elapsed {
        try? await Task.sleep(for: .milliseconds(5))
    }
    listeners.forEach { $0.cancel() }
    let recorded = arrivals.instants.withLock { $0 }
    // Drop the marker's ThemeChanged (the last) and anything that arrived before the burst.
    let themeChanged = (recorded[ThemeBus.themeChanged] ?? []).dropLast().filter { $0 >= start }
    let catalogChanged = (recorded["CatalogChanged"] ?? []).filter { $0 >= start }
    return EditPacing(edits: edits, nanoseconds: elapsed, themeChanged: Array(themeChanged), catalogChanged: catalogChanged)
}
