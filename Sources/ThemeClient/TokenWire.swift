import DBus

/// Reads snapshots from their wire forms (docs/dbus-api.md): the `GetTokens`/`ThemeChanged`
/// arguments and the lean path's snapshot file. Token values go through ``TokenCodec``.
/// `package` only so that `bench-decode` can time `snapshot(_:)`.
package enum TokenWire {
    /// An `a{sv}` token dictionary as a token set.
    static func tokenSet(_ value: Value) throws(ThemeClientError) -> TokenSet {
        do {
            return try TokenCodec.tokenSet(value)
        } catch {
            throw .unexpectedReply(error.description)
        }
    }

    /// The `(s theme, s scheme, t serial, a{sv} tokens)` of `GetTokens` and `ThemeChanged`.
    package static func snapshot(_ arguments: [Value]) throws(ThemeClientError) -> ThemeSnapshot {
        guard arguments.count >= 4, let themeID = arguments[0].string, let schemeText = arguments[1].string,
              let serial = arguments[2].uint64 else {
            throw .unexpectedReply("expected (s theme, s scheme, t serial, a{sv} tokens)")
        }
        return try snapshot(themeID: themeID, scheme: schemeText, serial: serial, tokens: tokenSet(arguments[3]))
    }

    /// The contents of the snapshot file.
    static func snapshot(_ file: TokenSnapshotFile.Contents) throws(ThemeClientError) -> ThemeSnapshot {
        try snapshot(themeID: file.themeID, scheme: file.scheme, serial: file.serial, tokens: file.tokens)
    }

    static func snapshot(themeID: String, scheme schemeText: String, serial: UInt64, tokens: TokenSet) throws(ThemeClientError) -> ThemeSnapshot {
        guard let scheme = ColorScheme(rawValue: schemeText) else {
            throw .unexpectedReply("resolved scheme '\(schemeText)' is neither light nor dark")
        }
        return ThemeSnapshot(themeID: themeID, scheme: scheme, serial: serial, tokens: ThemeTokens(tokens))
    }
}
