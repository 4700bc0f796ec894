/// Why an image could not be read for its colors; the description is one sentence.
public struct ImageDecodeError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for callers that answer each case differently (a daemon's error names).
    public enum Kind: Sendable, Equatable {
        /// There is no such file.
        case missing
        /// The file is larger than an image may be.
        case tooLarge
        /// Anything else: not a regular file, unreadable, not an image, corrupt.
        case invalid
    }

    /// The sentence.
    public let description: String
    /// What went wrong.
    public let kind: Kind

    init(_ description: String, kind: Kind = .invalid) {
        self.description = description
        self.kind = kind
    }
}
