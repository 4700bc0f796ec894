/// Decides which snapshots a stream of updates passes on: in serial order, never a duplicate
/// or an older serial from the same daemon, and after a daemon restart (a new sender) the
/// new daemon's state unless it is exactly what was passed on last.
///
/// Serials are compared within one daemon process (one unique bus name); a restarted daemon
/// may count again from its own stored serial.
struct SnapshotSequencer: Sendable {
    /// The unique bus name of the daemon the last snapshot came from.
    private(set) var owner: String?
    /// The last snapshot passed on.
    private(set) var last: ThemeSnapshot?

    /// Whether `snapshot`, sent by the daemon with unique name `sender`, should be passed on;
    /// updates the state when it should.
    mutating func accept(_ snapshot: ThemeSnapshot, from sender: String?) -> Bool {
        guard let last else {
            owner = sender
            self.last = snapshot
            return true
        }
        if sender != owner {
            owner = sender
            guard snapshot != last else { return false }
        } else {
            guard snapshot.serial > last.serial else { return false }
        }
        self.last = snapshot
        return true
    }

    /// Whether an app's own set, sent by `sender`, should be passed on: an app's set may change
    /// under the same serial (only global changes count), so it is news when it differs from the
    /// last snapshot and is not older than it.
    mutating func acceptAppSet(_ snapshot: ThemeSnapshot, from sender: String?) -> Bool {
        guard sender == owner, let last else { return accept(snapshot, from: sender) }
        guard snapshot.serial >= last.serial, snapshot != last else { return false }
        self.last = snapshot
        return true
    }

    /// Whether a signal with `serial` from `sender` could be news.
    func isNews(serial: UInt64, from sender: String?) -> Bool {
        sender != owner || serial > (last?.serial ?? 0) || last == nil
    }
}
