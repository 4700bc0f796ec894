/// Why a tinted-theming scheme file is refused, in one sentence.
public struct Base16SchemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
