import DBus
import ThemeCore

/// How token sets travel on D-Bus (docs/dbus-api.md, "Token keys"): the one codec the
/// daemon encodes with and `ThemeClient`, the CLI and the benchmarks decode with.
public enum TokenCodec {
    /// One token as a D-Bus value: colors `s` (`#RRGGBB[AA]`), dimensions `d`, weights `u`, designs
    /// and text `s`, flags `b`.
    public static func value(_ token: TokenValue) -> Value {
        switch token {
        case .color(let color): .string(color.hex)
        case .dimension(let points): .double(points)
        case .fontWeight(let weight): .uint32(weight)
        case .fontDesign(let design): .string(design.rawValue)
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        }
    }

    /// A token set as `a{sv}`, in documentation order (``TokenSet/allKeys``), then any other keys.
    /// Encode once per published set and share the result: it is the set's whole wire form.
    public static func dictionary(_ tokens: TokenSet) -> Value {
        .dictionary(key: "s", value: "v", orderedPairs(tokens).map { DictionaryEntry(.string($0.key), .variant(value($0.value))) })
    }

    /// The tokens in documentation order, then keys no documented set has, sorted.
    public static func orderedPairs(_ tokens: TokenSet) -> [(key: String, value: TokenValue)] {
        var pairs: [(key: String, value: TokenValue)] = []
        pairs.reserveCapacity(tokens.values.count)
        for key in TokenSet.allKeys {
            if let token = tokens.values[key] { pairs.append((key, token)) }
        }
        if pairs.count < tokens.values.count {
            let known = Set(TokenSet.allKeys)
            for key in tokens.values.keys.filter({ !known.contains($0) }).sorted() {
                if let token = tokens.values[key] { pairs.append((key, token)) }
            }
        }
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
        var values: [String: TokenValue] = [:]
        values.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = entry.key.string, let token = token(entry.value) else { continue }
            values[key] = token
        }
        return TokenSet(values: values)
    }
}

/// Tokens or a snapshot that do not have the contract's shape.
public struct TokenWireError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
