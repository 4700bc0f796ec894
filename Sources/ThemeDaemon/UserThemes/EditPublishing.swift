/// The pace of publishing edits (issue 11 §4) — of the applied theme's tokens, and of the
/// catalog: under a burst of edits at most one publish per ``interval``, and the last edit
/// always published, when its turn comes.
struct EditPublishing: Sendable {
    /// The shortest time between two publishes of edits.
    static let interval: Duration = .milliseconds(50)

    /// When an edit was last published.
    var last: ContinuousClock.Instant?
    /// The publish waiting for its turn, if any.
    var pending: Task<Void, Never>?

    /// When the next publish may go out.
    var nextTurn: ContinuousClock.Instant {
        (last ?? .now) + Self.interval
    }

    /// Whether an edit now must wait for a publish already waiting or for its turn.
    func mustWait(now: ContinuousClock.Instant) -> Bool {
        if pending != nil { return true }
        guard let last else { return false }
        return now - last < Self.interval
    }
}
