/// The drop shadows of a token set (`shadow.*`): `tokens.shadow.medium.radius`.
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

    /// `shadow.subtle`.
    public var subtle: ShadowStyle { self[.subtle] }
    /// `shadow.medium`.
    public var medium: ShadowStyle { self[.medium] }
    /// `shadow.elevated`.
    public var elevated: ShadowStyle { self[.elevated] }
}
