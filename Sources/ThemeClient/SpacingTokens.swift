/// The spacing scale and named sizes of a token set (`spacing.*`), in points: `tokens.spacing.lg`.
public struct SpacingTokens: Sendable, Hashable {
    let tokenSet: TokenSet

    /// The value of a dimension role in points; 0 when the set lacks it.
    public subscript(_ role: SemanticDimension) -> Double {
        if case .dimension(let value)? = tokenSet[role.key] { return value }
        return 0
    }

    /// `spacing.xxs`.
    public var xxs: Double { self[.xxs] }
    /// `spacing.xs`.
    public var xs: Double { self[.xs] }
    /// `spacing.sm`.
    public var sm: Double { self[.sm] }
    /// `spacing.md`.
    public var md: Double { self[.md] }
    /// `spacing.lg`.
    public var lg: Double { self[.lg] }
    /// `spacing.xl`.
    public var xl: Double { self[.xl] }
    /// `spacing.xxl`.
    public var xxl: Double { self[.xxl] }
    /// `spacing.xxxl`.
    public var xxxl: Double { self[.xxxl] }
    /// `spacing.listRowVertical`.
    public var listRowVertical: Double { self[.listRowVertical] }
    /// `spacing.listRowHorizontal`.
    public var listRowHorizontal: Double { self[.listRowHorizontal] }
    /// `spacing.listRowSpacing`.
    public var listRowSpacing: Double { self[.listRowSpacing] }
    /// `spacing.sectionSpacing`.
    public var sectionSpacing: Double { self[.sectionSpacing] }
    /// `spacing.cardPadding`.
    public var cardPadding: Double { self[.cardPadding] }
    /// `spacing.avatarSize`.
    public var avatarSize: Double { self[.avatarSize] }
    /// `spacing.avatarSizeLarge`.
    public var avatarSizeLarge: Double { self[.avatarSizeLarge] }
    /// `spacing.avatarSizeSmall`.
    public var avatarSizeSmall: Double { self[.avatarSizeSmall] }
    /// `spacing.iconSize`.
    public var iconSize: Double { self[.iconSize] }
    /// `spacing.iconSizeSmall`.
    public var iconSizeSmall: Double { self[.iconSizeSmall] }
    /// `spacing.touchMinimum`.
    public var touchMinimum: Double { self[.touchMinimum] }
    /// `spacing.chipVertical`.
    public var chipVertical: Double { self[.chipVertical] }
    /// `spacing.chipHorizontal`.
    public var chipHorizontal: Double { self[.chipHorizontal] }
    /// `spacing.searchBarHeight`.
    public var searchBarHeight: Double { self[.searchBarHeight] }
    /// `spacing.bottomTabHeight`.
    public var bottomTabHeight: Double { self[.bottomTabHeight] }
}
