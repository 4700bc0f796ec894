import BenchmarkSupport
import DBus
import ThemeContract

/// `Apply(theme)` method-call round trips from an open connection of the `DBus` layer, one per
/// theme in `themes` (each a change): persist (two fsyncs) + publish, without a process start.
func applyRoundTrips(on address: String, themes: [String]) async -> Percentiles {
    let client: Connection
    do { client = try Connection(bus: .address(address)) } catch { fail("cannot connect to the private bus: \(error)") }
    defer { client.close() }
    var samples: [UInt64] = []
    for theme in themes {
        let start = BenchmarkClock.monotonic()
        do {
            _ = try await client.call(
                destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, method: "Apply",
                arguments: [.string(theme)], timeout: .seconds(10))
        } catch {
            fail("Apply(\(theme)) failed: \(error)")
        }
        samples.append(BenchmarkClock.monotonic() - start)
    }
    return Percentiles(samples)
}
