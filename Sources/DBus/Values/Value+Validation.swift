extension Value {
    /// How deep libdbus may nest the checks of one value: 64 (`DBUS_MAXIMUM_TYPE_RECURSION_DEPTH * 2`).
    static let maximumValidationDepth = 64

    /// Checks everything libdbus would otherwise abort on: NUL bytes in strings,
    /// array elements or dictionary entries whose type differs from the declared one,
    /// non-basic dictionary keys, empty structs, and signatures too long or too deep;
    /// and variants nested so deep that a receiving libdbus would refuse the message.
    public func validate() throws(DBusError) {
        guard Signature.isValid(signatureText) else {
            throw DBusError(.invalidArgs, "value of type '\(signatureText.prefix(40))…' exceeds D-Bus limits: signatures hold at most 255 bytes and 32 levels of nesting")
        }
        let depth = validationDepth
        guard depth <= Value.maximumValidationDepth else {
            throw DBusError(.invalidArgs, "value nests variants and containers \(depth) levels deep: D-Bus accepts at most \(Value.maximumValidationDepth)")
        }
        try validateContents()
    }

    /// How many levels deep libdbus's message validator goes to check this value (as in its
    /// `validate_body_helper`): one per variant, struct and dictionary entry, and one per
    /// array whose elements are not of a fixed-size type, counted only where there are values.
    private var validationDepth: Int {
        switch self {
        case .variant(let inner): 1 + inner.validationDepth
        case .structure(let members): 1 + (members.map(\.validationDepth).max() ?? 0)
        case .dictionary(_, _, let entries):
            entries.isEmpty ? 0 : 2 + (entries.map { max($0.key.validationDepth, $0.value.validationDepth) }.max() ?? 0)
        case .array(let element, let items):
            items.isEmpty || Value.fixedSizeCodes.contains(element.rawValue) ? 0 : 1 + (items.map(\.validationDepth).max() ?? 0)
        default: 0
        }
    }

    /// Types whose arrays libdbus checks without descending into them.
    private static let fixedSizeCodes: Set<String> = ["y", "b", "n", "q", "i", "u", "x", "t", "d", "h"]

    private func validateContents() throws(DBusError) {
        switch self {
        case .string(let text):
            guard NameRules.isValidString(text) else {
                throw DBusError(.invalidArgs, "string contains a NUL byte: D-Bus strings must be UTF-8 without NUL bytes")
            }
        case .array(let element, let items):
            guard element.isSingleCompleteType else {
                throw DBusError(.invalidArgs, "array element type '\(element)' must be one complete type")
            }
            for item in items {
                guard item.signatureText == element.rawValue else {
                    throw DBusError(.invalidArgs, "array of '\(element)' holds an element of type '\(item.signatureText)'")
                }
                try item.validateContents()
            }
        case .dictionary(let key, let value, let entries):
            guard let keyCode = key.rawValue.utf8.first, key.rawValue.utf8.count == 1,
                  Signature.basicCodes.contains(keyCode), value.isSingleCompleteType else {
                throw DBusError(.invalidArgs, "dictionary type 'a{\(key)\(value)}' is invalid: keys must be a basic type, values one complete type")
            }
            for entry in entries {
                guard entry.key.signatureText == key.rawValue, entry.value.signatureText == value.rawValue else {
                    throw DBusError(.invalidArgs, "dictionary 'a{\(key)\(value)}' holds an entry of types '\(entry.key.signatureText)', '\(entry.value.signatureText)'")
                }
                try entry.key.validateContents()
                try entry.value.validateContents()
            }
        case .structure(let members):
            guard !members.isEmpty else { throw DBusError(.invalidArgs, "a D-Bus struct must have at least one member") }
            for member in members { try member.validateContents() }
        case .variant(let inner):
            try inner.validate()
        default:
            break
        }
    }
}
