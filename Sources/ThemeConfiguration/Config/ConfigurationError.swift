/// A `config.yaml` that cannot be used: the file, the line and what is wrong, in one sentence.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path.
    public let file: String
    /// The 1-based line, when the problem has one.
    public let line: Int?
    /// What is wrong.
    public let reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}
