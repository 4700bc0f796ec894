import Foundation
import Testing
import TestSupport

/// `MainQueueSource`: main-actor tasks run under `g_main_loop_run`, checked in a process of its own
/// (gobjectkit-probe), as the test runner's own main thread is dispatch's and not a GLib loop's.
@Suite(.timeLimit(.minutes(1))) struct MainQueueSourceTests {
    @Test func mainActorTasksRunUnderTheGLibLoop() async throws {
        let started = ContinuousClock.now
        let result = try await runCommand(builtExecutable("gobjectkit-probe"), [], timeout: .seconds(20))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            task ran on the main thread: true
            resumed on the main thread: true
            detached value: 42

            """, "\(result.standardOutput)")
        #expect(ContinuousClock.now - started < .seconds(2), "the loop waited for its time limit")
    }

    @Test func withoutTheSourceTheTaskNeverRuns() async throws {
        let result = try await runCommand(builtExecutable("gobjectkit-probe"), ["--without-source"], timeout: .seconds(20))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "timed out\n", "\(result.standardOutput)")
    }
}

/// `Subprocess`: a program's status and output, a signal's status and a program that cannot start,
/// awaited on the main actor under the GLib loop (in gobjectkit-probe).
@Suite(.timeLimit(.minutes(1))) struct SubprocessTests {
    @Test func programsRunFromTheGLibLoop() async throws {
        let result = try await runCommand(builtExecutable("gobjectkit-probe"), ["--subprocess"], timeout: .seconds(20))
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.standardOutput)")
        #expect(lines.first == "status 3, output 'out é', error 'err'")
        #expect(lines.dropFirst().first == "status \(128 + SIGTERM)")
        #expect(lines.last?.hasPrefix("failed: ") == true && lines.last?.contains("No such file") == true, "\(lines)")
    }
}
