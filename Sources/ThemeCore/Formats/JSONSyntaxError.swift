/// Text that is not JSON (RFC 8259), or JSON ``JSONReader`` refuses, with the byte offset.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is, from 0.
    public let offset: Int
    /// What was wrong, e.g. `expected ':' after an object key`.
    public let message: String

    /// E.g. `invalid JSON at byte 12: expected ':' after an object key`.
    public var description: String { "invalid JSON at byte \(offset): \(message)" }
}
