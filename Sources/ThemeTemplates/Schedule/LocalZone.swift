#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import Synchronization

/// The time zone that local dates and clock times are read in, by the C library's rules (tzdata
/// through `localtime_r`): the process's own zone (`TZ`, else /etc/localtime) or a named one.
/// Full Foundation's `TimeZone` needs ICU; FoundationEssentials' knows only GMT.
public struct LocalZone: Sendable, Hashable, CustomStringConvertible {
    /// The tzdata name (`Europe/Berlin`); nil for the process's own zone.
    public let name: String?

    /// The process's own zone, re-read on every use, so a change of /etc/localtime is taken up.
    public static let system = LocalZone(checkedName: nil)

    private init(checkedName: String?) { name = checkedName }

    /// A named zone, or nil when tzdata has no such zone (`$TZDIR`, else /usr/share/zoneinfo).
    public init?(named name: String) {
        let directory = getenv("TZDIR").map { String(cString: $0) } ?? "/usr/share/zoneinfo"
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
              access("\(directory)/\(name)", R_OK) == 0 else { return nil }
        self.name = name
    }

    public var description: String { name ?? "the system's time zone" }

    /// Seconds east of UTC in force at `instant`.
    public func offset(at instant: Date) -> Int {
        withLocalTime(at: Self.seconds(instant)) { Int($0.tm_gmtoff) }
    }

    /// The wall-clock date and time at `instant`.
    public func wallTime(at instant: Date) -> WallTime {
        let seconds = Self.seconds(instant)
        return WallTime(localSeconds: seconds + offset(at: instant))
    }

    /// The first instant whose wall clock reads `wallTime` (the earlier of two after the clock is
    /// set back); for a time the clock skips (spring forward), the first instant after the gap.
    /// Days and months out of range roll over (31 April is 1 May).
    public func instant(of wallTime: WallTime) -> Date {
        let local = wallTime.localSeconds
        let probes = [local - 86400, local, local + 86400]
        var offsets = Set(probes.map { offset(at: Date(timeIntervalSince1970: Double($0))) })
        offsets.insert(offset(at: Date(timeIntervalSince1970: Double(local - offset(at: Date(timeIntervalSince1970: Double(local)))))))
        let valid = offsets.map { local - $0 }.filter { localSeconds(at: $0) == local }
        if let earliest = valid.min() { return Date(timeIntervalSince1970: Double(earliest)) }
        // In a gap: the smallest instant whose wall clock is at or past the wanted time.
        var low = local - (offsets.max() ?? 0)
        var high = local - (offsets.min() ?? 0)
        while low < high {
            let middle = low + (high - low) / 2
            if localSeconds(at: middle) >= local { high = middle } else { low = middle + 1 }
        }
        return Date(timeIntervalSince1970: Double(low))
    }

    /// The first instant of the local calendar day containing `instant`.
    public func startOfDay(containing instant: Date) -> Date {
        let day = wallTime(at: instant)
        return self.instant(of: WallTime(year: day.year, month: day.month, day: day.day))
    }

    /// The first instant of the local calendar day after the one containing `instant`.
    public func startOfNextDay(after instant: Date) -> Date {
        let day = wallTime(at: instant)
        return self.instant(of: WallTime(year: day.year, month: day.month, day: day.day + 1))
    }

    /// `strftime` of `instant`'s wall time in this zone, under the process's `LC_TIME` locale.
    func format(_ instant: Date, _ pattern: String) -> String {
        withLocalTime(at: Self.seconds(instant)) { fields in
            var fields = fields
            var buffer = [CChar](repeating: 0, count: 256)
            let count = strftime(&buffer, buffer.count, pattern, &fields)
            return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    private func localSeconds(at seconds: Int) -> Int {
        seconds + withLocalTime(at: seconds) { Int($0.tm_gmtoff) }
    }

    /// Runs `body` on `localtime_r` of `seconds` in this zone. A named zone is set as `TZ` for the
    /// call, under one lock for the process; the system zone is read as the process has it.
    private func withLocalTime<T>(at seconds: Int, _ body: (tm) -> T) -> T {
        zoneLock.withLock { _ in
            let saved = name.flatMap { _ in getenv("TZ").map { String(cString: $0) } }
            if let name { setenv("TZ", ":\(name)", 1) }
            tzset()
            defer {
                if name != nil {
                    if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
                    tzset()
                }
            }
            var time = time_t(seconds)
            var fields = tm()
            localtime_r(&time, &fields)
            return body(fields)
        }
    }

    private static func seconds(_ instant: Date) -> Int {
        Int(instant.timeIntervalSince1970.rounded(.down))
    }
}

/// One lock for every use of the C library's zone state (`TZ`, `tzset`).
private let zoneLock = Mutex(())
