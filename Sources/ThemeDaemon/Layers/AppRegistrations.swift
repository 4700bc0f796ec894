import ThemeCore

/// The apps that asked for their own token set (`RegisterApp`, `RegisterAppForChanges`), per
/// caller, and what each was sent last, so that an app is sent its set when, and only when, that
/// set changed, and a caller that asked for changes only is sent what changed since.
struct AppRegistrations: Sendable {
    /// One caller following one scope.
    struct Registration: Hashable, Sendable {
        /// The caller's unique bus name: the signal's destination.
        let sender: String
        let scope: OverrideScope
    }

    /// What one registration was sent and how it wants the next.
    private struct Held: Sendable {
        /// The set last sent; nil while it follows the global set.
        var own: TokenSet?
        /// Whether it is sent `AppTokenChanges` (what changed) rather than `AppTokensChanged`.
        var changesOnly: Bool
        /// How many `AppTokenChanges` it has been sent (it counts on across registrations).
        var sequence: UInt64
        /// The serial of the global set its set was last resolved over.
        var serial: UInt64
    }

    /// What to send a registration whose set changed.
    struct Update: Sendable {
        /// The set it held before; nil when it followed the global set.
        let previous: TokenSet?
        /// The `AppTokenChanges` sequence number to send; nil: send the whole set (`AppTokensChanged`).
        let sequence: UInt64?
    }

    /// How many scopes one caller may follow.
    static let maximumPerSender = 16

    private var held: [Registration: Held] = [:]

    /// Whether nobody is registered.
    var isEmpty: Bool { held.isEmpty }

    /// Every registration.
    var registrations: [Registration] { Array(held.keys) }

    /// Records `registration`, which now holds `own` (nil: the global set) resolved over the
    /// global set of `serial`, and wants changes only or whole sets; returns the sequence number
    /// of the last `AppTokenChanges` it was sent (0 for none), or nil when its sender already
    /// follows ``maximumPerSender`` other scopes.
    mutating func register(_ registration: Registration, holding own: TokenSet?, serial: UInt64, changesOnly: Bool) -> UInt64? {
        if let known = held[registration] {
            held[registration] = Held(own: own, changesOnly: changesOnly, sequence: known.sequence, serial: serial)
            return known.sequence
        }
        guard held.keys.count(where: { $0.sender == registration.sender }) < AppRegistrations.maximumPerSender else { return nil }
        held[registration] = Held(own: own, changesOnly: changesOnly, sequence: 0, serial: serial)
        return 0
    }

    /// Forgets every registration of a caller that left the bus.
    mutating func drop(sender: String) {
        held = held.filter { $0.key.sender != sender }
    }

    /// Records that `registration` now holds `own` (nil: the global set) resolved over the global
    /// set of `serial`; what to send it when that set differs from what it held, or, when it
    /// takes changes and has a set of its own, when the global set changed under it (its changes
    /// are then empty, and bring the new serial, theme and scheme); nil otherwise.
    mutating func update(_ registration: Registration, to own: TokenSet?, serial: UInt64) -> Update? {
        guard var entry = held[registration] else { return nil }
        let moved = entry.changesOnly && own != nil && entry.serial != serial
        entry.serial = serial
        guard entry.own != own || moved else {
            held[registration] = entry
            return nil
        }
        let previous = entry.own
        entry.own = own
        if entry.changesOnly { entry.sequence += 1 }
        held[registration] = entry
        return Update(previous: previous, sequence: entry.changesOnly ? entry.sequence : nil)
    }
}
