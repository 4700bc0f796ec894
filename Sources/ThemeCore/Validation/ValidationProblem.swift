/// One problem found when checking a theme or an override: where, how bad, and what was wrong
/// and what is accepted, in one sentence.
public struct ValidationProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The theme or value is refused.
        case error
        /// Accepted, but worth fixing (e.g. text below its recommended contrast).
        case warning
    }

    /// The field, e.g. `name`, `tags[3]`, `dark.color.accent`.
    public let field: String
    /// Error or warning.
    public let severity: Severity
    /// One sentence: what was wrong and what is accepted.
    public let message: String

    /// A problem from its parts.
    public init(field: String, severity: Severity = .error, message: String) {
        self.field = field
        self.severity = severity
        self.message = message
    }

    /// E.g. `error: dark.color.accent: invalid color '#12'; …`.
    public var description: String {
        "\(severity.rawValue): \(field): \(message)"
    }
}
