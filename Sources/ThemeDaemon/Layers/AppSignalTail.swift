import DBus
import ThemeContract
import Synchronization

/// The arguments every `AppTokensChanged` of one set ends with (`t serial`, `b own`,
/// `a{sv} tokens`), marshalled on first use and then shared by every app whose set it is, so that
/// 100 apps over 40 distinct layer stacks cost 40 encodings of the 21 KB dictionary, not 100.
final class AppSignalTail: Sendable {
    private let marshalled = Mutex<MarshalledArguments?>(nil)

    /// The set's tail, marshalled the first time it is asked for.
    func arguments(of tokens: AppTokens) throws(DBusError) -> MarshalledArguments {
        try marshalled.withLock { (held: inout MarshalledArguments?) throws(DBusError) -> MarshalledArguments in
            if let held { return held }
            let made = try TokenCodec.marshalled([.uint64(tokens.serial), .bool(tokens.isOwn)], tokens.tokens)
            held = made
            return made
        }
    }
}
