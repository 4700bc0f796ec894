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

    /// How long the process's threads have run, as the scheduler counts it (the first field of
    /// `/proc/PID/task/*/schedstat`, nanoseconds, not sampled at clock ticks as utime and stime
    /// are), in milliseconds, with the names of those threads; NaN when the process is gone. A
    /// thread that has ended is not in it: compare the names before and after.
    public static func runTime(_ pid: pid_t) -> (milliseconds: Double, threads: [String]) {
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return (.nan, []) }
        var nanoseconds: UInt64 = 0
        for thread in threads {
            guard let line = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
                  let field = line.split(separator: " ").first, let value = UInt64(field) else { continue }
            nanoseconds += value
        }
        return (Double(nanoseconds) / 1e6, threads.sorted())
    }

    /// A `/proc/PID/status` field in KiB (VmRSS, VmHWM, RssAnon, RssFile), or nil.
    public static func kibibytes(_ field: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
            .flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    }
}
