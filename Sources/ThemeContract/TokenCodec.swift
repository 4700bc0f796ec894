import DBus
import ThemeCore

/// How token sets travel on D-Bus (docs/dbus-api.md, "Token keys"): the one codec the
/// daemon encodes with and `ThemeClient`, the CLI and the benchmarks decode with.
public enum TokenCodec {
    /// One token as a D-Bus value: colors `s` (`#RRGGBB[AA]`), dimensions `d`, weights `u`, designs
    /// and text `s`, flags `b`.
    public static func value(_ token: TokenValue) -> Value {
        switch scalar(token) {
        case .string(let text): .string(text)
        case .double(let number): .double(number)
        case .uint32(let number): .uint32(number)
        case .bool(let flag): .bool(flag)
        }
    }

    /// One token as the scalar its variant holds (the same types as ``value(_:)``).
    public static func scalar(_ token: TokenValue) -> VariantScalar {
        switch token {
        case .color(let color): .string(color.hex)
        case .dimension(let points): .double(points)
        case .fontWeight(let weight): .uint32(weight)
        case .fontDesign(let design): .string(design.rawValue)
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        }
    }

    /// A token set as `a{sv}`, in output order (``TokenSet/forEachInOrder(_:)``):
    /// for replies (`GetTokens`, the portal's `Read`).
    public static func dictionary(_ tokens: TokenSet) -> Value {
        .dictionary(key: "s", value: "v", orderedPairs(tokens).map { DictionaryEntry(.string($0.key), .variant(value($0.value))) })
    }

    /// `leading`, then the set as `a{sv}` in the order of ``dictionary(_:)``, marshalled once for a
    /// signal that carries it (`ThemeChanged`, `AppTokensChanged`), straight from the tokens: the
    /// publish path builds no `Value` per token. `leading` must start aligned to 8 bytes (a `t`).
    public static func marshalled(_ leading: [Value], _ tokens: TokenSet) throws(DBusError) -> MarshalledArguments {
        try MarshalledArguments(leading) { entries in
            tokens.forEachInOrder { _, key, token in entries.append(key, scalar(token)) }
        }
    }

    /// The tokens in output order (``TokenSet/forEachInOrder(_:)``).
    public static func orderedPairs(_ tokens: TokenSet) -> [(key: String, value: TokenValue)] {
        var pairs: [(key: String, value: TokenValue)] = []
        pairs.reserveCapacity(tokens.count)
        tokens.forEachInOrder { _, key, token in pairs.append((key, token)) }
        return pairs
    }

    /// One received value as a token, or nil for a kind this build does not know
    /// (added by a newer daemon), which readers skip. A string is a color when it is one
    /// (`#` and hex digits), a design when it names one, and text otherwise (no text token
    /// ever takes a design's name: they are wallpaper kinds, presets, paths and color lists).
    public static func token(_ value: Value) -> TokenValue? {
        switch value.unwrapped {
        case .string(let text):
            if text.hasPrefix("#"), let color = try? RGBAColor(hex: text) { return .color(color) }
            return FontDesign(rawValue: text).map(TokenValue.fontDesign) ?? .text(text)
        case .double(let number): return .dimension(number)
        case .uint32(let weight): return .fontWeight(weight)
        case .bool(let flag): return .flag(flag)
        default: return nil
        }
    }

    /// A received `a{sv}` as a token set; entries of unknown kinds are skipped.
    public static func tokenSet(_ value: Value) throws(TokenWireError) -> TokenSet {
        guard case .dictionary(_, _, let entries) = value.unwrapped else {
            throw TokenWireError("tokens are '\(value.signature.rawValue)', expected 'a{sv}'")
        }
        var tokens = TokenSet()
        for entry in entries {
            guard let key = entry.key.string, let token = token(entry.value) else { continue }
            tokens[key] = token
        }
        return tokens
    }
}

/// Tokens or a snapshot that do not have the contract's shape.
public struct TokenWireError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
