/// A resolved token set with typed accessors that read like Swift:
/// `tokens.color.accent`, `tokens.typography.titleMedium.size`, `tokens.spacing.lg`,
/// and by key for generic code: `tokens["component.card.background"]`, `tokens.color("color.accent")`.
public struct ThemeTokens: Sendable, Hashable {
    /// The flat set, dotted key to value, exactly as published.
    public let tokenSet: TokenSet

    /// Wraps a token set.
    public init(_ tokenSet: TokenSet) {
        self.tokenSet = tokenSet
    }

    /// What typed color accessors return for a key the set lacks (never for a set from the
    /// daemon, which carries every documented key).
    public static let missingColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The value for a key, or `nil` when the set has no such token.
    public subscript(key: String) -> TokenValue? { tokenSet[key] }

    /// The color for a key, or `nil` when it is missing or not a color.
    public func color(_ key: String) -> RGBAColor? { tokenSet.color(key) }

    /// The dimension (points, or a factor) for a key, or `nil` when it is missing or not a number.
    public func dimension(_ key: String) -> Double? {
        if case .dimension(let value)? = tokenSet[key] { return value }
        return nil
    }

    /// The font weight for a key, or `nil` when it is missing or not a weight.
    public func fontWeight(_ key: String) -> UInt32? {
        if case .fontWeight(let value)? = tokenSet[key] { return value }
        return nil
    }

    /// The font design for a key, or `nil` when it is missing or not a design.
    public func fontDesign(_ key: String) -> FontDesign? {
        if case .fontDesign(let value)? = tokenSet[key] { return value }
        return nil
    }

    /// The text for a key (`wallpaper.kind`, `wallpaper.image` …), or `nil` when it is missing or not text.
    public func text(_ key: String) -> String? {
        if case .text(let value)? = tokenSet[key] { return value }
        return nil
    }

    /// The flag for a key (`component.bubble.tail`), or `nil` when it is missing or not a flag.
    public func flag(_ key: String) -> Bool? {
        if case .flag(let value)? = tokenSet[key] { return value }
        return nil
    }

    /// Every key, sorted.
    public var keys: [String] { tokenSet.sortedKeys }

    /// Semantic colors: `color.accent`.
    public var color: ColorTokens { ColorTokens(tokenSet: tokenSet) }
    /// Text styles: `typography.titleMedium.size`.
    public var typography: TypographyTokens { TypographyTokens(tokenSet: tokenSet) }
    /// Spacing: `spacing.lg`.
    public var spacing: SpacingTokens { SpacingTokens(tokenSet: tokenSet) }
    /// Corner radii: `shape.medium`.
    public var shape: ShapeTokens { ShapeTokens(tokenSet: tokenSet) }
    /// Shadows: `shadow.medium.radius`.
    public var shadow: ShadowTokens { ShadowTokens(tokenSet: tokenSet) }
    /// Border and separator width in points (`stroke.border`): 1, or 2 in high contrast.
    public var strokeBorder: Double { dimension(SemanticDimension.strokeBorder.key) ?? 1 }
    /// Multiply every animation duration by this (`motion.scale`): 1, or 0 with reduced motion.
    public var motionScale: Double { dimension(SemanticDimension.motionScale.key) ?? 1 }
    /// The text scale the `typography.*` sizes are already multiplied by (`typography.scale`): 1 at
    /// the seed's sizes; scale text the tokens do not cover (an app's own sizes) by it too.
    public var textScale: Double { dimension(TextScaling.key) ?? 1 }
}
