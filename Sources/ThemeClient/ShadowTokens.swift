/// The drop shadows of a token set (`shadow.*`): `tokens.shadow.level2.radius`; seed 000's
/// `subtle`, `medium` and `elevated` are levels 1, 2 and 3.
public struct ShadowTokens: Sendable, Hashable {
    let tokenSet: TokenSet

    /// The shadow of a role; parts the set lacks are transparent or 0.
    public subscript(_ role: ShadowRole) -> ShadowStyle {
        func number(_ key: String) -> Double {
            if case .dimension(let value)? = tokenSet[key] { return value }
            return 0
        }
        return ShadowStyle(color: tokenSet.color(role.colorKey) ?? ThemeTokens.missingColor,
                           radius: number(role.radiusKey), x: number(role.xKey), y: number(role.yKey))
    }

    /// `shadow.level0` (flat: no shadow).
    public var level0: ShadowStyle { self[.level0] }
    /// `shadow.level1`.
    public var level1: ShadowStyle { self[.level1] }
    /// `shadow.level2`.
    public var level2: ShadowStyle { self[.level2] }
    /// `shadow.level3`.
    public var level3: ShadowStyle { self[.level3] }
    /// `shadow.level4`.
    public var level4: ShadowStyle { self[.level4] }
    /// `shadow.level5`.
    public var level5: ShadowStyle { self[.level5] }
    /// `shadow.subtle` (level 1).
    public var subtle: ShadowStyle { self[.subtle] }
    /// `shadow.medium` (level 2).
    public var medium: ShadowStyle { self[.medium] }
    /// `shadow.elevated` (level 3).
    public var elevated: ShadowStyle { self[.elevated] }
}
