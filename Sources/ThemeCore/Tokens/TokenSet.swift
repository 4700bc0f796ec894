/// A complete, flat, resolved set of tokens: dotted keys (`color.accent`) to values.
///
/// Stored by key position: the documented keys (``allKeys``) in an array in documentation order,
/// any other key (one a newer daemon sends, read by an older client) by name beside it. So the
/// resolver builds a set, and the encoders walk one in documentation order, and two sets are
/// compared, without hashing a key (docs/PERFORMANCE.md, "Where the daemon's time goes").
public struct TokenSet: Sendable, Hashable {
    /// The value of `allKeys[i]` at `i`; nil where the set has no such token.
    private var documented: [TokenValue?]
    /// Tokens under keys no documented set has, by key.
    private var others: [String: TokenValue]

    /// How many tokens the set holds.
    public var count: Int {
        documented.reduce(others.count) { $1 == nil ? $0 : $0 + 1 }
    }

    /// An empty set.
    public init() {
        documented = Array(repeating: nil, count: TokenSet.allKeys.count)
        others = [:]
    }

    /// A set of `values`, keyed by dotted key.
    public init(values: [String: TokenValue]) {
        self.init()
        for (key, value) in values { self[key] = value }
    }

    /// A set of the documented tokens only: `values[i]` is the value of `allKeys[i]` (nil for none).
    init(documentationOrder values: [TokenValue?]) {
        precondition(values.count == TokenSet.allKeys.count, "a set in documentation order has a value or nil for every documented key")
        documented = values
        others = [:]
    }

    /// The value for a key, or `nil` when the set has no such token; setting nil removes it.
    public subscript(key: String) -> TokenValue? {
        get {
            if let position = TokenSet.positions[key] { return documented[position] }
            return others[key]
        }
        set {
            if let position = TokenSet.positions[key] {
                documented[position] = newValue
            } else {
                others[key] = newValue
            }
        }
    }

    /// Every token by key: a new dictionary, for callers that want one (not for hot paths).
    public var dictionary: [String: TokenValue] {
        var result: [String: TokenValue] = [:]
        result.reserveCapacity(count)
        forEachInOrder { _, key, value in result[key] = value }
        return result
    }

    /// The keys the set holds, in output order (``forEachInOrder(_:)``).
    public var orderedKeys: [String] {
        var keys: [String] = []
        keys.reserveCapacity(count)
        forEachInOrder { _, key, _ in keys.append(key) }
        return keys
    }

    /// All keys in ascending order.
    public var sortedKeys: [String] {
        orderedKeys.sorted()
    }

    /// Calls `body` with each token in output order: the documented keys in documentation order,
    /// then any other keys sorted, so output is stable and reads like `docs/tokens.md`. `position`
    /// is the key's index in ``allKeys`` (nil for another key), so that an encoder can keep per-key
    /// work done once in an array beside `allKeys`.
    public func forEachInOrder(_ body: (_ position: Int?, _ key: String, _ token: TokenValue) throws -> Void) rethrows {
        for position in documented.indices {
            if let token = documented[position] { try body(position, TokenSet.allKeys[position], token) }
        }
        guard !others.isEmpty else { return }
        for key in others.keys.sorted() {
            if let token = others[key] { try body(nil, key, token) }
        }
    }

    /// What turns `old` into this set, compared key position by key position: `old` with
    /// ``apply(_:)`` of the result is this set.
    public func changes(since old: TokenSet) -> TokenChanges {
        var changed = TokenSet()
        var removed: [String] = []
        for position in documented.indices where documented[position] != old.documented[position] {
            if let token = documented[position] {
                changed.documented[position] = token
            } else {
                removed.append(TokenSet.allKeys[position])
            }
        }
        for (key, token) in others where old.others[key] != token { changed.others[key] = token }
        removed += old.others.keys.filter { others[$0] == nil }.sorted()
        return TokenChanges(changed: changed, removed: removed)
    }

    /// Every key a resolved set holds, in documentation order: colors, dimensions,
    /// typography, shadows, style parameters, the text scale, components, wallpaper. The same for every theme,
    /// scheme and variant.
    public static let allKeys: [String] = SemanticKey.resolvedSetKeys.map(\.key) + [TextScaling.key] + ComponentTokens.all.map(\.key) + WallpaperTokens.keys

    /// Each documented key's index in ``allKeys``.
    static let positions: [String: Int] = Dictionary(
        allKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// The color for a key, or `nil` when it is missing or not a color.
    public func color(_ key: String) -> RGBAColor? {
        if case .color(let color) = self[key] { return color }
        return nil
    }
}
