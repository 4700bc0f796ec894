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

    /// E.g. `invalid theme (2 errors): name: the name has 2 characters; …; tags: …`.
    public var description: String {
        let count = errors.count
        return "invalid theme (\(count) error\(count == 1 ? "" : "s")): "
            + errors.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
    }
}
