/// The corner radii of a token set (`shape.*`), in points: `tokens.shape.medium`.
public struct ShapeTokens: Sendable, Hashable {
    let tokenSet: TokenSet

    /// `shape.small`.
    public var small: Double { SpacingTokens(tokenSet: tokenSet)[.shapeSmall] }
    /// `shape.medium`.
    public var medium: Double { SpacingTokens(tokenSet: tokenSet)[.shapeMedium] }
    /// `shape.large`.
    public var large: Double { SpacingTokens(tokenSet: tokenSet)[.shapeLarge] }
    /// `shape.extraLarge`.
    public var extraLarge: Double { SpacingTokens(tokenSet: tokenSet)[.shapeExtraLarge] }
    /// `shape.full` (9999: a capsule).
    public var full: Double { SpacingTokens(tokenSet: tokenSet)[.shapeFull] }
}
