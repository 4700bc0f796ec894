import DBus
import ThemeCore

/// How token values travel on D-Bus (INTERFACE.md "Token keys").
enum TokenEncoding {
    static func value(_ token: TokenValue) -> Value {
        switch token {
        case .color(let color): .string(color.hex)
        case .dimension(let points): .double(points)
        case .fontWeight(let weight): .uint32(weight)
        case .fontDesign(let design): .string(design.rawValue)
        }
    }

    /// A token set as `a{sv}`, keys sorted.
    static func dictionary(_ tokens: TokenSet) -> Value {
        .stringVariantDictionary(tokens.values.mapValues(value))
    }
}
