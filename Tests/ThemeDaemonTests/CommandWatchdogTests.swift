import Foundation
import Glibc
import Testing
import TestSupport

/// The tests' own limits (TestSupport): a program run by `runCommand` that outlives its time
/// limit is killed with everything it started, and the call ends, so a hung part cannot hang the run.
@Suite(.timeLimit(.minutes(1))) struct CommandWatchdogTests {
    /// Whether `pid` is still a live process (a zombie counts as gone).
    private static func alive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    /// A shell whose child ignores SIGTERM and holds the shell's output open: after the limit,
    /// the whole group goes (SIGKILL), the call throws `CommandTimedOut`, and it ends soon after.
    @Test func aGrandchildThatIgnoresSIGTERMIsKilledWithItsParent() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("grandchild-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let grandchild = "import os, signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); open('\(pidFile)', 'w').write(str(os.getpid())); time.sleep(300)"
        let started = ContinuousClock.now
        await #expect(throws: CommandTimedOut.self) {
            try await runCommand("/bin/sh", ["-c", "python3 -c \"$1\" & wait", "sh", grandchild], timeout: .seconds(3))
        }
        let took = ContinuousClock.now - started
        #expect(took < .seconds(8), "runCommand returned \(took) after it started, for a limit of 3 s")
        let pid = try #require(pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""), "the grandchild started")
        #expect(await eventually(within: .seconds(5)) { !Self.alive(pid) }, "the grandchild \(pid) is gone")
        if Self.alive(pid) { kill(pid, SIGKILL) }
    }

    /// A descendant that left the process group (setsid) and keeps the output open cannot keep
    /// the call waiting either: it stops reading 5 s after the limit.
    @Test func aDescendantOutsideTheGroupCannotHoldTheCallOpen() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("escaped-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let started = ContinuousClock.now
        await #expect(throws: CommandTimedOut.self) {
            try await runCommand("/bin/sh", ["-c", "setsid sh -c 'echo $$ > \"$1\"; exec sleep 300' sh \"$1\" & sleep 300", "sh", pidFile],
                                 timeout: .seconds(2))
        }
        let took = ContinuousClock.now - started
        #expect(took < .seconds(10), "runCommand returned \(took) after it started, for a limit of 2 s")
        if let pid = pid_t((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") {
            kill(pid, SIGKILL)
        }
    }

    /// A child that has ended and been reaped is never signalled again.
    @Test func aReapedChildIsNotSignalledAgain() async throws {
        let child = try ChildProcess("/bin/true", [], environment: [:], errorPath: "/dev/null")
        #expect(await child.waitForExit(within: .seconds(10)) == 0)
        // Its pid may belong to another process by now: kill and stop must not reach it.
        child.kill(SIGKILL)
        #expect(await child.stop(SIGKILL) == 0, "stop of a reaped child returns its status")
    }
}
