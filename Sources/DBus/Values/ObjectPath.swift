/// A validated D-Bus object path, such as `/org/themeswitch/Theme1`.
public struct ObjectPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Comparable {
    /// The path text.
    public let rawValue: String

    /// Creates a path, refusing text that is not a valid D-Bus object path.
    public init(_ text: String) throws(DBusError) {
        guard ObjectPath.isValid(text) else {
            throw DBusError(.invalidArgs, "'\(text)' is not a valid object path: expected '/' or '/'-separated elements of [A-Za-z0-9_]")
        }
        rawValue = text
    }

    /// Creates a path from a literal; an invalid literal is a programming error.
    public init(stringLiteral text: String) {
        guard ObjectPath.isValid(text) else { preconditionFailure("invalid object path literal '\(text)'") }
        rawValue = text
    }

    public var description: String { rawValue }

    public static func < (lhs: ObjectPath, rhs: ObjectPath) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The root path `/`.
    public static let root = ObjectPath(stringLiteral: "/")

    /// Whether `text` is `/` or `/`-separated non-empty elements of `[A-Za-z0-9_]`.
    public static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        var previousWasSlash = false
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if previousWasSlash { return false }
                previousWasSlash = true
            } else {
                guard NameRules.isAlphanumericOrUnderscore(byte) else { return false }
                previousWasSlash = false
            }
        }
        return true
    }

    /// The elements below `self` that lead towards `descendant`, or nil when it is not below.
    func childElement(towards descendant: ObjectPath) -> String? {
        let prefix = rawValue == "/" ? "/" : rawValue + "/"
        guard descendant.rawValue.hasPrefix(prefix), descendant != self else { return nil }
        let rest = descendant.rawValue.dropFirst(prefix.count)
        return rest.split(separator: "/").first.map(String.init)
    }
}
