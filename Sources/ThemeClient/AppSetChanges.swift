import DBus

/// The set of an app registered for its changes (`RegisterAppForChanges`, docs/dbus-api.md,
/// "Per-app delivery"): the whole set from the reply, then each `AppTokenChanges` applied to it
/// in sequence. A signal numbered at or below the set's number is already in it; one past the
/// next means a signal was missed, and the set must be fetched again.
struct AppSetChanges: Sendable {
    /// What one signal did to the set.
    enum Outcome: Sendable, Equatable {
        /// The set after the signal.
        case applied(ThemeSnapshot)
        /// The signal's changes were already in the set.
        case known
        /// A signal before it was missed (or it is malformed): register again.
        case missed
    }

    /// The number of the last changes the set includes.
    private(set) var sequence: UInt64
    /// The set now.
    private(set) var snapshot: ThemeSnapshot
    /// Whether layers of the app's own apply (else the set is the global one, and changes of it
    /// come with the global signals).
    private(set) var isOwn: Bool

    /// The set a `RegisterAppForChanges` reply `(b own, s theme_id, s resolved_scheme, t serial,
    /// a{sv} tokens, t sequence)` carries.
    init(reply arguments: [Value]) throws(ThemeClientError) {
        guard arguments.count == 6, let isOwn = arguments[0].bool, let sequence = arguments[5].uint64 else {
            throw .unexpectedReply("expected (b own, s theme, s scheme, t serial, a{sv} tokens, t sequence)")
        }
        snapshot = try TokenWire.snapshot(Array(arguments[1...4]))
        self.sequence = sequence
        self.isOwn = isOwn
    }

    /// Applies an `AppTokenChanges(s app_id, s context, s theme_id, s resolved_scheme, t sequence,
    /// t serial, b own, b complete, as removed, a{sv} changed)`.
    mutating func apply(_ arguments: [Value]) -> Outcome {
        guard arguments.count == 10, let sequence = arguments[4].uint64 else { return .missed }
        guard sequence > self.sequence else { return .known }
        guard sequence == self.sequence + 1, let themeID = arguments[2].string, let scheme = arguments[3].string,
              let serial = arguments[5].uint64, let isOwn = arguments[6].bool, let complete = arguments[7].bool,
              case .array(_, let removed) = arguments[8].unwrapped,
              let changed = try? TokenWire.tokenSet(arguments[9])
        else { return .missed }
        var tokens = complete ? TokenSet() : snapshot.tokens.tokenSet
        tokens.apply(TokenChanges(changed: changed, removed: removed.compactMap(\.string)))
        guard let next = try? TokenWire.snapshot(themeID: themeID, scheme: scheme, serial: serial, tokens: tokens) else { return .missed }
        self.sequence = sequence
        self.isOwn = isOwn
        snapshot = next
        return .applied(next)
    }
}
