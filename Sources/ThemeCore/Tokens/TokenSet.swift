/// A complete, flat, resolved set of tokens: dotted keys (`color.accent`) to values.
public struct TokenSet: Sendable, Hashable {
    /// Every token by key.
    public var values: [String: TokenValue]

    /// Wraps a dictionary of resolved tokens.
    public init(values: [String: TokenValue]) {
        self.values = values
    }

    /// The value for a key, or `nil` when the set has no such token.
    public subscript(key: String) -> TokenValue? {
        values[key]
    }

    /// All keys in ascending order, for stable output.
    public var sortedKeys: [String] {
        values.keys.sorted()
    }

    /// Every key a resolved set holds, in documentation order: colors, dimensions,
    /// typography, shadows, style parameters, the text scale, components, wallpaper. The same for every theme,
    /// scheme and variant.
    public static let allKeys: [String] = SemanticKey.resolvedSetKeys.map(\.key) + [TextScaling.key] + ComponentTokens.all.map(\.key) + WallpaperTokens.keys

    /// The color for a key, or `nil` when it is missing or not a color.
    public func color(_ key: String) -> RGBAColor? {
        if case .color(let color) = values[key] { return color }
        return nil
    }
}
