import DBus
import ThemeContract
import ThemeCore
import Synchronization

/// The arguments every app signal of one set ends with, marshalled on first use and then shared
/// by every app whose set it is, so that 100 apps over 40 distinct layer stacks cost 40 encodings,
/// not 100: `AppTokensChanged`'s (`t serial`, `b own`, `a{sv} tokens`), and `AppTokenChanges`'
/// (`t serial`, `b own`, `b complete`, `as removed`, `a{sv} changed`) for each set the apps held before.
final class AppSignalTail: Sendable {
    private let marshalled = Mutex<MarshalledArguments?>(nil)
    /// `AppTokenChanges`' tails, by the set held before (nil: the global set); a few at most.
    private let changes = Mutex<[(since: TokenSet?, arguments: MarshalledArguments)]>([])

    /// How many tails of changes are kept: apps of one layer stack held the same set before.
    private static let keptChanges = 8

    /// The set's tail, marshalled the first time it is asked for.
    func arguments(of tokens: AppTokens) throws(DBusError) -> MarshalledArguments {
        try marshalled.withLock { (held: inout MarshalledArguments?) throws(DBusError) -> MarshalledArguments in
            if let held { return held }
            let made = try TokenCodec.marshalled([.uint64(tokens.serial), .bool(tokens.isOwn)], tokens.tokens)
            held = made
            return made
        }
    }

    /// The tail of changes from `previous` (nil: the global set, so the whole set, `complete`) to
    /// the set, marshalled the first time it is asked for with that previous set.
    func changeArguments(since previous: TokenSet?, of tokens: AppTokens) throws(DBusError) -> MarshalledArguments {
        try changes.withLock { (kept: inout [(since: TokenSet?, arguments: MarshalledArguments)]) throws(DBusError) -> MarshalledArguments in
            if let known = kept.first(where: { $0.since == previous }) { return known.arguments }
            let changes = previous.map { tokens.tokens.changes(since: $0) } ?? TokenChanges(changed: tokens.tokens, removed: [])
            let made = try TokenCodec.marshalled(
                [.uint64(tokens.serial), .bool(tokens.isOwn), .bool(previous == nil), .array(element: "s", changes.removed.map(Value.string))],
                changes.changed)
            if kept.count < AppSignalTail.keptChanges { kept.append((previous, made)) }
            return made
        }
    }
}
