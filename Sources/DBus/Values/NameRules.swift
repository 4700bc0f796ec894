/// The naming rules of the D-Bus specification, checked before anything reaches libdbus
/// (libdbus aborts the process on invalid names).
enum NameRules {
    static func isAlphanumericOrUnderscore(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Interface and error names: two or more dot-separated elements, none starting with a digit.
    static func isValidInterface(_ name: String) -> Bool {
        let elements = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard name.utf8.count <= 255, elements.count >= 2 else { return false }
        return elements.allSatisfy { element in
            guard let first = element.first, !isDigit(first) else { return false }
            return element.allSatisfy(isAlphanumericOrUnderscore)
        }
    }

    /// Member names: one element of `[A-Za-z0-9_]`, not starting with a digit.
    static func isValidMember(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first), name.utf8.count <= 255 else { return false }
        return name.utf8.allSatisfy(isAlphanumericOrUnderscore)
    }

    /// Bus names: a unique name (`:1.42`) or a well-known name (`org.example.App`).
    static func isValidBusName(_ name: String) -> Bool {
        guard name.utf8.count <= 255 else { return false }
        let isUnique = name.utf8.first == UInt8(ascii: ":")
        let body = isUnique ? name.utf8.dropFirst() : name.utf8[...]
        let elements = body.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard elements.count >= 2 else { return false }
        return elements.allSatisfy { element in
            guard let first = element.first else { return false }
            if !isUnique && isDigit(first) { return false }
            return element.allSatisfy { isAlphanumericOrUnderscore($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// D-Bus strings are UTF-8 (always true of a Swift `String`) without NUL bytes.
    static func isValidString(_ text: String) -> Bool { !text.utf8.contains(0) }
}
