/// Why an image could not be read for its colors; the description is one sentence.
public struct ImageDecodeError: Error, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    init(_ description: String) { self.description = description }
}
