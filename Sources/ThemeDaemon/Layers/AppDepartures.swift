import DBus
import Synchronization

/// Notices when a caller that registered apps leaves the bus, so that its registrations are
/// dropped. Each such caller is followed on its own (``MessageBus/ownerChanges(of:)``, a
/// `NameOwnerChanged` rule for its unique name), the way `g_bus_watch_name` watches one name: the
/// daemon wakes for the departure of a caller it serves, and not for every short-lived client of
/// the bus (each `themeswitch` or `dbus-send` run), which one rule for every departure woke it for.
final class AppDepartures: Sendable {
    private let watches = Mutex<[String: Task<Void, Never>]>([:])
    private let left: @Sendable (String) async -> Void

    /// `left` is called once with the unique name of each watched caller that left the bus.
    init(left: @escaping @Sendable (String) async -> Void) {
        self.left = left
    }

    /// Watches `sender` (a unique name) on `connection`; returns once the bus has the rule, so a
    /// departure after that is not missed (one before it is for the caller to check, with
    /// `NameHasOwner`). Watching a caller watched already does nothing.
    func watch(_ sender: String, on connection: Connection) async throws {
        guard watches.withLock({ $0[sender] == nil }) else { return }
        let owners = try await connection.bus.ownerChanges(of: sender)
        // Ending the loop ends the stream, which removes the rule from the bus.
        let task = Task { [weak self, left] in
            for await owner in owners where owner == nil {
                _ = self?.watches.withLock { $0.removeValue(forKey: sender) }
                await left(sender)
                break
            }
        }
        // Two registrations of one caller that overlapped keep the first watch.
        let kept = watches.withLock { watches in
            guard watches[sender] == nil else { return false }
            watches[sender] = task
            return true
        }
        if !kept { task.cancel() }
    }

    /// Stops watching every caller.
    func stop() {
        let stopped = watches.withLock { watches in
            defer { watches.removeAll() }
            return Array(watches.values)
        }
        stopped.forEach { $0.cancel() }
    }
}
