import ThemeClient

/// The app's side of the daemon: reads its state, follows every change made anywhere (the
/// CLI, the schedule, another window), tells when it goes away and comes back, and makes the
/// calls the pages ask for. Everything it reports arrives on the main actor.
@MainActor
final class DaemonLink {
    let client: ThemeClient
    /// The daemon's properties, after each change.
    var onStatus: (ThemeStatus) -> Void = { _ in }
    /// Every theme, after each change of the catalog.
    var onThemes: ([ThemeInfo]) -> Void = { _ in }
    /// Whether the daemon answers.
    var onPresence: (Bool) -> Void = { _ in }
    /// A call the daemon refused, in one sentence.
    var onFailure: (String) -> Void = { _ in }
    private var followers: [Task<Void, Never>] = []

    init(client: ThemeClient) {
        self.client = client
    }

    /// Reads the state (a first call starts the daemon by D-Bus activation) and follows it.
    func start() {
        followers.append(Task { [client] in
            for await _ in client.updates() { await refreshStatus() }
        })
        followers.append(Task { [client] in
            guard let changes = try? await client.stateChanges() else { return }
            for await change in changes {
                switch change {
                case .properties: await refreshStatus()
                case .catalog: await refreshThemes()
                }
            }
        })
        followers.append(Task { [client] in
            guard let presence = try? await client.daemonPresence() else { return }
            for await present in presence {
                if present { await refreshAll() } else { onPresence(false) }
            }
        })
        Task { await refreshAll() }
    }

    /// Stops following; the client's streams end.
    func stop() {
        followers.forEach { $0.cancel() }
        client.close()
    }

    /// Makes one call; a refusal or a missing daemon is reported, never thrown.
    func perform(_ call: @escaping @Sendable (ThemeClient) async throws -> Void) {
        Task { [client] in
            do {
                try await call(client)
            } catch {
                onFailure("\(error)")
            }
        }
    }

    private func refreshAll() async {
        await refreshThemes()
        await refreshStatus()
    }

    private func refreshStatus() async {
        do {
            let status = try await client.status()
            onPresence(true)
            onStatus(status)
        } catch {
            onPresence(false)
        }
    }

    private func refreshThemes() async {
        guard let themes = try? await client.catalog() else { return }
        onThemes(themes)
    }
}
