import Synchronization

/// Runs a job one at a time: a run asked for while one is going does not start beside it, but
/// makes the one going run the job once more when done, so that the last run starts after the
/// last request (several requests meanwhile make one run).
final class OneAtATime: Sendable {
    private let state = Mutex((running: false, again: false))

    /// Runs `job` now, or has the run going run it again; returns when this call's part is done.
    func run(_ job: @Sendable () async -> Void) async {
        let starts = state.withLock { state in
            if state.running { state.again = true }
            defer { state.running = true }
            return !state.running
        }
        guard starts else { return }
        var more = true
        while more {
            await job()
            more = state.withLock { state in
                defer { state.again = false }
                state.running = state.again
                return state.again
            }
        }
    }
}
