import Foundation
import Glibc

/// What `/proc` says about a running process.
public enum ProcessStats {
    /// CPU time, in milliseconds.
    public struct CPUTime: Sendable {
        public var user: Double
        public var system: Double
        public var total: Double { user + system }

        public static func - (after: CPUTime, before: CPUTime) -> CPUTime {
            CPUTime(user: after.user - before.user, system: after.system - before.system)
        }
    }

    /// CPU time the process has used so far (utime and stime, all its threads); NaN when it is gone.
    public static func cpu(_ pid: pid_t) -> CPUTime {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.lastIndex(of: ")") else { return CPUTime(user: .nan, system: .nan) }
        // Fields after the name start at field 3 (state); utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: afterName)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return CPUTime(user: .nan, system: .nan)
        }
        let tick = 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
        return CPUTime(user: user * tick, system: system * tick)
    }

    /// A `/proc/PID/status` field in KiB (VmRSS, VmHWM, RssAnon, RssFile), or nil.
    public static func kibibytes(_ field: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
            .flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    }
}
