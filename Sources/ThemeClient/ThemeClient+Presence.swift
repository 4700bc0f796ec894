import DBus
extension ThemeClient {
    /// Whether the daemon is on the bus, as it changes: `true` when it takes its name (a start or
    /// a restart), `false` when it leaves. Nothing is sent for the state at the time of the call;
    /// ``status()`` tells that. Finishes when the client is closed.
    public func daemonPresence() async throws(ThemeClientError) -> AsyncStream<Bool> {
        let owners: AsyncStream<String?>
        do {
            owners = try await connection.bus.ownerChanges(of: ThemeBus.name)
        } catch {
            throw .transport(name: "", message: "\(error)")
        }
        return AsyncStream { continuation in
            let forward = Task {
                for await owner in owners { continuation.yield(owner != nil) }
                continuation.finish()
            }
            continuation.onTermination = { _ in forward.cancel() }
        }
    }
}
