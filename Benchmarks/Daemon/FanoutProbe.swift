import BenchmarkSupport
import Foundation
import TestSupport

/// floor/fanout-probe.c, compiled: one process with N libdbus subscriber connections that
/// times "trigger process started" → "the last connection holds the change" (see its header).
struct FanoutProbe {
    /// What the subscribers follow, and how each round's change is triggered.
    struct Mode: Sendable {
        /// The probe's mode: themechanged, lean, dconf or floor.
        let name: String
        /// The match rule every subscriber connection adds.
        let rule: String
        /// The file each subscriber reads per change ("-" for none).
        let file: String
        /// The trigger's command line; `{}` is replaced by a round's value.
        let trigger: [String]
    }

    /// One probe run's timed rounds and what it cost the watched process.
    struct Run {
        let samples: [UInt64]
        /// Bytes of the last matching signal, as marshalled.
        let signalBytes: Int
        /// CPU each watched process used during the rounds (warm-up included).
        let watchedCPU: [ProcessStats.CPUTime]
        /// The run time of each watched process's threads during the rounds, in ms
        /// (``ProcessStats/runTime(_:)``); nil for one whose threads changed meanwhile.
        let watchedRunTime: [Double?]
        /// CPU the probe itself (its subscribers) used during the rounds.
        let probeCPU: ProcessStats.CPUTime
    }

    let binary: String
    let bus: PrivateBus

    /// Runs `mode` with `connections` subscribers for `warmup` + `rounds` rounds, one value each,
    /// measuring the CPU the `watched` processes and the probe use between the probe's ready and its end.
    func run(_ mode: Mode, connections: Int, warmup: Int, rounds: Int, values: [String], watched: [pid_t]) -> Run {
        let log = bus.root.appendingPathComponent("probe.log").path
        let arguments = [mode.name, String(connections), String(warmup), String(rounds), mode.rule, mode.file,
                         values.joined(separator: ","), "--"] + mode.trigger
        let probe: ChildProcess
        do {
            probe = try ChildProcess(binary, arguments, environment: bus.environment, errorPath: log)
        } catch {
            fail("cannot start the probe: \(error)")
        }
        let probeLog = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        guard probe.nextLine() == "ready" else {
            probe.kill(SIGKILL)
            probe.waitForExit()
            fail("the probe (\(mode.name), N = \(connections)) did not connect: \(probeLog())")
        }
        let cpuBefore = (watched + [probe.pid]).map(ProcessStats.cpu)
        let runTimeBefore = watched.map(ProcessStats.runTime)
        probe.send("go")
        var samples: [UInt64] = []
        var bytes = 0
        while let line = probe.nextLine(), line != "end" {
            if line.hasPrefix("size ") {
                bytes = Int(line.dropFirst(5)) ?? 0
            } else if let sample = UInt64(line) {
                samples.append(sample)
            }
        }
        let cpuUsed = zip((watched + [probe.pid]).map(ProcessStats.cpu), cpuBefore).map { $0 - $1 }
        let runTimeUsed = zip(watched.map(ProcessStats.runTime), runTimeBefore).map { after, before in
            after.threads == before.threads ? after.milliseconds - before.milliseconds : nil
        }
        try? probe.input.close()
        guard probe.waitForExit() == 0, samples.count == rounds else {
            fail("the probe (\(mode.name), N = \(connections)) failed: \(probeLog())")
        }
        return Run(samples: samples, signalBytes: bytes, watchedCPU: Array(cpuUsed.dropLast()), watchedRunTime: runTimeUsed,
                   probeCPU: cpuUsed[cpuUsed.count - 1])
    }
}
