import BenchmarkSupport
import Foundation
import ThemeDaemon

/// The daemon's settings save (`SettingsStore.save`) with and without its two fsyncs
/// (file before rename, directory after), interleaved, in a directory on the bus's disk.
func fsyncCost(in directory: URL, pairs: Int) -> (durable: Percentiles, plain: Percentiles) {
    let store = SettingsStore(fileURL: directory.appendingPathComponent("themeswitch/settings.json"))
    var durable: [UInt64] = [], plain: [UInt64] = []
    for index in 0..<pairs * 2 {
        var settings = Settings.defaults
        settings.serial = UInt64(index + 1)
        let start = BenchmarkClock.monotonic()
        do {
            try store.save(settings, durable: index % 2 == 0)
        } catch {
            fail("cannot save \(store.fileURL.path): \(error)")
        }
        let elapsed = BenchmarkClock.monotonic() - start
        if index % 2 == 0 { durable.append(elapsed) } else { plain.append(elapsed) }
    }
    return (Percentiles(durable), Percentiles(plain))
}
