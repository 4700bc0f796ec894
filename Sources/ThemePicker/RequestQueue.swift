/// The picker's calls to the daemon, one after another in the order asked, so an `EndPreview`
/// never overtakes the `PreviewTheme` before it.
final class RequestQueue: Sendable {
    private let continuation: AsyncStream<@Sendable () async -> Void>.Continuation
    private let worker: Task<Void, Never>

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: (@Sendable () async -> Void).self)
        self.continuation = continuation
        worker = Task {
            for await request in stream { await request() }
        }
    }

    /// Runs `request` after those before it.
    func enqueue(_ request: @escaping @Sendable () async -> Void) {
        continuation.yield(request)
    }

    /// Waits, at most `limit`, until every request asked so far has run; no request is taken after.
    func drain(within limit: Duration) async {
        continuation.finish()
        let worker = worker
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await worker.value }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }
}
