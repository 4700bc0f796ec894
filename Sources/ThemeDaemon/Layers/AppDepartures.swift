import DBus
import Synchronization

/// Notices when a caller that registered apps leaves the bus, so that its registrations are
/// dropped. Each such caller gets a match rule of its own (`NameOwnerChanged` with `arg0` its
/// unique name and `arg2` empty), the way `g_bus_watch_name` watches one name: the daemon wakes
/// for the departure of a caller it serves, and not for every short-lived client of the bus
/// (each `themeswitch` or `dbus-send` run), which one rule for every departure woke it for.
final class AppDepartures: Sendable {
    private enum Watch {
        /// The rule is being added.
        case starting
        case watching(Task<Void, Never>)
    }

    private let watches = Mutex<[String: Watch]>([:])
    private let left: @Sendable (String) async -> Void

    /// `left` is called once with the unique name of each watched caller that left the bus.
    init(left: @escaping @Sendable (String) async -> Void) {
        self.left = left
    }

    /// Watches `sender` (a unique name) on `connection`; returns once the bus has the rule, so a
    /// departure after that is not missed (one before it is for the caller to check, with
    /// `NameHasOwner`). Watching a caller watched already does nothing.
    func watch(_ sender: String, on connection: Connection) async throws {
        let isNew = watches.withLock { watches in
            guard watches[sender] == nil else { return false }
            watches[sender] = .starting
            return true
        }
        guard isNew else { return }
        let departures: AsyncStream<Message>
        do {
            departures = try await connection.signals(matching: MatchRule(
                sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "NameOwnerChanged", arguments: [0: sender, 2: ""]))
        } catch {
            forget(sender)
            throw error
        }
        // Ending the loop ends the stream, which removes the rule from the bus.
        let task = Task { [weak self, left] in
            for await _ in departures {
                self?.forget(sender)
                await left(sender)
                break
            }
        }
        watches.withLock { watches in
            if case .starting = watches[sender] { watches[sender] = .watching(task) }
        }
    }

    private func forget(_ sender: String) {
        _ = watches.withLock { $0.removeValue(forKey: sender) }
    }

    /// Stops watching every caller.
    func stop() {
        let stopped = watches.withLock { watches in
            defer { watches.removeAll() }
            return Array(watches.values)
        }
        for case .watching(let task) in stopped { task.cancel() }
    }
}
