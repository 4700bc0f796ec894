import Logging
import Synchronization

/// Logs a recurring problem once: a subject's problem is logged when it differs from the
/// last one logged for that subject, and forgotten when the subject works again.
final class OnceLog: Sendable {
    private let logger: Logger
    private let last: Mutex<[String: String]> = Mutex([:])

    init(logger: Logger) { self.logger = logger }

    /// Logs `message` as an error unless it is what `subject` last reported.
    func problem(_ subject: String, _ message: String) {
        let isNew = last.withLock { last in
            defer { last[subject] = message }
            return last[subject] != message
        }
        if isNew { logger.error("\(message)") }
    }

    /// `subject` works: its next problem is logged again.
    func resolved(_ subject: String) {
        _ = last.withLock { $0.removeValue(forKey: subject) }
    }
}
