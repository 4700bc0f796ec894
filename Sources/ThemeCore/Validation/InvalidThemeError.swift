/// A theme refused because of its errors (issue 11: `save` refuses a theme with errors,
/// `InvalidTheme`); carries every problem found, warnings included.
public struct InvalidThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem, errors and warnings, in the order found.
    public let problems: [ValidationProblem]

    /// An error for these problems.
    public init(problems: [ValidationProblem]) {
        self.problems = problems
    }

    /// The problems of severity error.
    public var errors: [ValidationProblem] { problems.filter { $0.severity == .error } }

    /// `2 errors`.
    public var errorCount: String {
        "\(errors.count) error\(errors.count == 1 ? "" : "s")"
    }

    /// The errors, each on a line of its own below the sentence that names them, indented:
    /// `\n  name: the name has 2 characters\n  tags: …`.
    public var details: String {
        errors.map { "\n  \($0.field): \($0.message)" }.joined()
    }

    /// One sentence, then the errors one per line: `invalid theme (2 errors):` + ``details``.
    public var description: String {
        "invalid theme (\(errorCount)):" + details
    }
}
