/// Why ``YAMLReader`` refused a document: its 1-based line (nil when libyaml gave none) and one
/// sentence without the line.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// Not YAML (libyaml's scanner or parser stopped), or an alias to an anchor not yet defined.
        case syntax
        /// More nodes than ``YAMLLimits/maximumNodes`` once aliases are expanded.
        case tooManyNodes
        /// Nested deeper than ``YAMLLimits/maximumDepth`` once aliases are expanded.
        case tooDeep
        /// A second document in the stream (`---`).
        case severalDocuments
    }

    public let kind: Kind
    public let line: Int?
    public let reason: String

    public init(_ kind: Kind, line: Int?, reason: String) {
        self.kind = kind
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`, or the reason alone.
    public var description: String { line.map { "line \($0): \(reason)" } ?? reason }
}
