/// A validated D-Bus type signature, such as `s`, `a{sv}` or `(iis)`.
///
/// A signature holds zero or more complete types. It is checked on creation
/// against the rules of the D-Bus specification (syntax, 255 bytes, nesting).
public struct Signature: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The signature text as it goes on the wire.
    public let rawValue: String

    /// Creates a signature, refusing text that is not a valid D-Bus signature.
    public init(_ text: String) throws(DBusError) {
        guard Signature.isValid(text) else {
            throw DBusError(.invalidSignature, "'\(text)' is not a valid D-Bus signature")
        }
        rawValue = text
    }

    /// Creates a signature from a literal; an invalid literal is a programming error.
    public init(stringLiteral text: String) {
        guard Signature.isValid(text) else { preconditionFailure("invalid D-Bus signature literal '\(text)'") }
        rawValue = text
    }

    init(unchecked text: String) { rawValue = text }

    public var description: String { rawValue }

    /// The empty signature: no arguments.
    public static let empty = Signature(unchecked: "")

    /// The complete types this signature holds, one per argument.
    public var completeTypes: [Signature] {
        var result: [Signature] = []
        var bytes = Substring(rawValue).utf8[...]
        while !bytes.isEmpty {
            let length = Signature.completeTypeLength(bytes)
            let end = bytes.index(bytes.startIndex, offsetBy: length)
            result.append(Signature(unchecked: String(Substring(bytes[bytes.startIndex..<end]))))
            bytes = bytes[end...]
        }
        return result
    }

    /// True when the signature is exactly one complete type.
    public var isSingleCompleteType: Bool { completeTypes.count == 1 }

    /// Whether `text` follows the D-Bus signature grammar.
    public static func isValid(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        guard bytes.count <= 255 else { return false }
        while !bytes.isEmpty {
            guard let length = validTypeLength(bytes, arrayDepth: 0, structDepth: 0) else { return false }
            bytes = bytes.dropFirst(length)
        }
        return true
    }

    static let basicCodes: Set<UInt8> = Set("ybnqiuxtdsogh".utf8)

    /// Length of the first complete type of an already valid signature.
    private static func completeTypeLength(_ bytes: Substring.UTF8View.SubSequence) -> Int {
        validTypeLength(bytes, arrayDepth: 0, structDepth: 0) ?? bytes.count
    }

    /// Length of the first complete type, or nil when it is malformed.
    private static func validTypeLength(
        _ bytes: Substring.UTF8View.SubSequence, arrayDepth: Int, structDepth: Int
    ) -> Int? {
        guard let first = bytes.first else { return nil }
        if basicCodes.contains(first) || first == UInt8(ascii: "v") { return 1 }
        switch first {
        case UInt8(ascii: "a"):
            guard arrayDepth < 32 else { return nil }
            let rest = bytes.dropFirst()
            if rest.first == UInt8(ascii: "{") {
                guard structDepth < 32 else { return nil }
                var inner = rest.dropFirst()
                guard let key = inner.first, basicCodes.contains(key) else { return nil }
                inner = inner.dropFirst()
                guard let valueLength = validTypeLength(inner, arrayDepth: arrayDepth + 1, structDepth: structDepth + 1)
                else { return nil }
                inner = inner.dropFirst(valueLength)
                guard inner.first == UInt8(ascii: "}") else { return nil }
                return 1 + 1 + 1 + valueLength + 1
            }
            guard let elementLength = validTypeLength(rest, arrayDepth: arrayDepth + 1, structDepth: structDepth)
            else { return nil }
            return 1 + elementLength
        case UInt8(ascii: "("):
            guard structDepth < 32 else { return nil }
            var inner = bytes.dropFirst()
            var length = 1
            var members = 0
            while let next = inner.first, next != UInt8(ascii: ")") {
                guard let memberLength = validTypeLength(inner, arrayDepth: arrayDepth, structDepth: structDepth + 1)
                else { return nil }
                inner = inner.dropFirst(memberLength)
                length += memberLength
                members += 1
            }
            guard inner.first == UInt8(ascii: ")"), members > 0 else { return nil }
            return length + 1
        default:
            return nil
        }
    }
}
