import DBus

/// Reads the wire form of tokens and snapshots (INTERFACE.md, "Token keys").
/// `package` only so that `bench-decode` can time `snapshot(_:)`.
package enum TokenWire {
    /// An `a{sv}` token dictionary as a token set. Values of kinds this client does not know
    /// (added by a newer daemon) are skipped, so the client keeps working.
    static func tokenSet(_ value: Value) throws(ThemeClientError) -> TokenSet {
        guard case .dictionary(_, _, let entries) = value.unwrapped else {
            throw .unexpectedReply("tokens are \(value.signature.rawValue), expected a{sv}")
        }
        var values: [String: TokenValue] = [:]
        values.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = entry.key.string, let token = tokenValue(entry.value.unwrapped) else { continue }
            values[key] = token
        }
        return TokenSet(values: values)
    }

    private static func tokenValue(_ value: Value) -> TokenValue? {
        switch value {
        case .string(let text):
            if text.hasPrefix("#") { return (try? RGBAColor(hex: text)).map(TokenValue.color) }
            return FontDesign(rawValue: text).map(TokenValue.fontDesign)
        case .double(let number): return .dimension(number)
        case .uint32(let weight): return .fontWeight(weight)
        default: return nil
        }
    }

    /// The `(s theme, s scheme, t serial, a{sv} tokens)` of `GetTokens` and `ThemeChanged`.
    package static func snapshot(_ arguments: [Value]) throws(ThemeClientError) -> ThemeSnapshot {
        guard arguments.count >= 4, let themeID = arguments[0].string, let schemeText = arguments[1].string,
              let serial = arguments[2].uint64 else {
            throw .unexpectedReply("expected (s theme, s scheme, t serial, a{sv} tokens)")
        }
        guard let scheme = ColorScheme(rawValue: schemeText) else {
            throw .unexpectedReply("resolved scheme '\(schemeText)' is neither light nor dark")
        }
        return ThemeSnapshot(themeID: themeID, scheme: scheme, serial: serial,
                             tokens: ThemeTokens(try tokenSet(arguments[3])))
    }
}
