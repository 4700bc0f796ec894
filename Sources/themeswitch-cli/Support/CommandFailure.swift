import ArgumentParser
import ThemeClient

/// A failure a command reports: one sentence to standard error, then a non-zero exit.
struct CommandFailure: Error {
    /// The sentence.
    let message: String
    /// The exit status: 1 refused, 64 bad usage, 69 daemon or bus unavailable, 70 protocol error.
    let status: Int32

    /// A failure with a message and status.
    init(_ message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }

    /// The failure for a client error.
    init(_ error: ThemeClientError) {
        let status: Int32 = switch error {
        case .busUnavailable, .daemonNotRunning, .transport: 69
        case .unknownTheme, .rejected: 1
        case .unexpectedReply: 70
        }
        self.init(error.description, status: status)
    }

    /// Writes the sentence to standard error; returns the exit status.
    func report() -> Int32 {
        Output.error(message)
        return status
    }

    /// An invalid value for an option or argument: says what is accepted.
    static func invalid(_ value: String, for name: String, accepted: [String]) -> CommandFailure {
        CommandFailure("invalid \(name) '\(value)': use \(Self.list(accepted))", status: 64)
    }

    /// The same sentence as the parser's usage error, for `validate()` (exit 64).
    static func invalidUsage(_ value: String, for name: String, accepted: [String]) -> ValidationError {
        ValidationError(invalid(value, for: name, accepted: accepted).message)
    }

    /// `a, b or c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Runs the value checks of a command's `validate()`: a failure becomes the parser's usage
    /// error (one sentence, exit 64), so a bad value is refused before any bus is touched.
    static func checkingUsage(_ checks: () throws -> Void) throws {
        do {
            try checks()
        } catch let failure as CommandFailure {
            throw ValidationError(failure.message)
        }
    }
}
