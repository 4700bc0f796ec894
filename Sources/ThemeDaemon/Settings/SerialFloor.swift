/// The serial a file that can no longer be read whole still records: docs/dbus-api.md
/// promises that the serial never goes backwards, so a daemon that starts from a corrupt
/// settings file or after a lost save resumes above every serial it published before.
enum SerialFloor {
    /// The largest number written as `"serial": N` anywhere in `bytes` (a truncated or
    /// otherwise broken settings file, or the token snapshot file), or nil when there is none.
    static func recorded(in bytes: [UInt8]) -> UInt64? {
        let key = Array("\"serial\"".utf8)
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var best: UInt64?
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index..<index + key.count].elementsEqual(key) else {
                index += 1
                continue
            }
            index += key.count
            while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            index += 1
            while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
            var value: UInt64 = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
                guard !overflowTimes, !overflowSum else { digits = 0; break }
                value = sum
                digits += 1
                index += 1
            }
            if digits > 0 { best = max(best ?? 0, value) }
        }
        return best
    }

    /// `settings` resuming above `recorded` (a serial published before with other tokens):
    /// one more than it, so that no client mistakes the new set for the one it holds.
    static func resume(_ settings: Settings, above recorded: UInt64?) -> Settings {
        guard let recorded, recorded > settings.serial else { return settings }
        var resumed = settings
        resumed.serial = recorded == .max ? recorded : recorded + 1
        return resumed
    }
}
