import TerminalUI
import ThemeClient

/// What `pick` and `edit` on a terminal share: the terminal taken over; one stream of the
/// events their loop reacts to, fed by the keys and resizes, the token sets the daemon
/// publishes, its presence on the bus and its state changes (the session yields its own events
/// into ``sink``); and the queue that sends their calls to the daemon in order. ``close()``
/// stops the feeds and gives the terminal back.
struct TerminalSession<Event: TerminalSessionEvent> {
    let terminal: Terminal
    /// What the loop reacts to, in the order it happened.
    let events: AsyncStream<Event>
    /// Where the session's requests yield their answers into ``events``.
    let sink: AsyncStream<Event>.Continuation
    /// The session's calls to the daemon, in the order asked.
    let requests = RequestQueue()
    private let feeds: [Task<Void, Never>]

    /// Follows the daemon's presence and state changes on `client`, then takes the terminal
    /// over (`environment` decides the color depth).
    init(client: ThemeClient, environment: [String: String]) async throws {
        let presence = try await client.daemonPresence()
        let changes = try await client.stateChanges()
        terminal = try Terminal(environment: environment)
        let (events, sink) = AsyncStream.makeStream(of: Event.self)
        self.events = events
        self.sink = sink
        feeds = [
            Task { for await event in TerminalInput.events() { sink.yield(.terminal(event)) } },
            Task { for await snapshot in client.updates() { sink.yield(.published(snapshot)) } },
            Task { for await running in presence { sink.yield(.presence(running)) } },
            Task { for await change in changes { sink.yield(.changed(change)) } },
        ]
    }

    /// Stops the feeds and gives the terminal back.
    func close() {
        feeds.forEach { $0.cancel() }
        terminal.restore()
    }
}
