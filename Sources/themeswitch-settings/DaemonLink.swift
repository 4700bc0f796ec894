import ThemeClient

/// The app's side of the daemon: reads its state, follows every change made anywhere (the
/// CLI, the schedule, another window), tells when it goes away and comes back, and makes the
/// calls the pages ask for. Everything it reports arrives on the main actor.
@MainActor
final class DaemonLink {
    let client: ThemeClient
    /// The token set in force (the resolved scheme's), after each published change.
    var onSnapshot: (ThemeSnapshot) -> Void = { _ in }
    /// The daemon's properties, after each change.
    var onStatus: (ThemeStatus) -> Void = { _ in }
    /// Every theme, after each change of the catalog.
    var onThemes: ([ThemeInfo]) -> Void = { _ in }
    /// Whether the daemon answers.
    var onPresence: (Bool) -> Void = { _ in }
    /// A call the daemon refused, in one sentence.
    var onFailure: (String) -> Void = { _ in }
    private var followers: [Task<Void, Never>] = []
    /// The last call asked for: each call waits for the one before, so the daemon gets them in order.
    private var lastCall: Task<Void, Never>?

    init(client: ThemeClient) {
        self.client = client
    }

    /// Reads the state (a first call starts the daemon by D-Bus activation) and follows it.
    func start() {
        followers.append(Task { [client] in
            for await snapshot in client.updates() {
                onSnapshot(snapshot)
                await refreshStatus()
            }
        })
        followers.append(Task { [client] in
            guard let changes = try? await client.stateChanges() else { return }
            for await change in changes {
                switch change {
                // The status refresh reads the schedule's forecast and hold too.
                case .properties, .forecast: await refreshStatus()
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

    /// Makes one call after the calls asked for before it; a refusal or a missing daemon is
    /// reported (unless `quietly`), never thrown. `then` runs on success.
    func perform(quietly: Bool = false, _ call: @escaping @Sendable (ThemeClient) async throws -> Void,
                 then: @escaping @MainActor () -> Void = {}) {
        let previous = lastCall
        lastCall = Task { [client] in
            await previous?.value
            do {
                try await call(client)
                then()
            } catch {
                if !quietly { onFailure(Self.sentence(error)) }
            }
        }
    }

    /// Asks the daemon for something and hands it to `use` on the main actor, after the calls
    /// before; a refusal is reported as ``perform(quietly:_:then:)`` does.
    func read<Value: Sendable>(quietly: Bool = false, _ call: @escaping @Sendable (ThemeClient) async throws -> Value,
                               _ use: @escaping @MainActor (Value) -> Void) {
        let previous = lastCall
        lastCall = Task { [client] in
            await previous?.value
            do {
                use(try await call(client))
            } catch {
                if !quietly { onFailure(Self.sentence(error)) }
            }
        }
    }

    /// An error as one sentence for a toast.
    static func sentence(_ error: any Error) -> String {
        let text = (error as? ThemeClientError)?.description ?? "\(error)"
        return text.prefix(1).uppercased() + text.dropFirst()
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
