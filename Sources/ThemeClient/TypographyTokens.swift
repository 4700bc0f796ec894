/// The text styles of a token set (`typography.*`): `tokens.typography.titleMedium.size`.
public struct TypographyTokens: Sendable, Hashable {
    let tokenSet: TokenSet

    /// The size, weight, design, line height and letter spacing of a role; 0 pt, weight 400, the
    /// default design, a line height of the size and no letter spacing for parts the set lacks.
    public subscript(_ role: TypographyRole) -> TypographyStyle {
        func number(_ key: String) -> Double? {
            if case .dimension(let value)? = tokenSet[key] { return value }
            return nil
        }
        var weight: UInt32 = 400
        if case .fontWeight(let value)? = tokenSet[role.weightKey] { weight = value }
        var design = FontDesign.default
        if case .fontDesign(let value)? = tokenSet[role.designKey] { design = value }
        let size = number(role.sizeKey) ?? 0
        return TypographyStyle(size: size, weight: weight, design: design, lineHeight: number(role.lineHeightKey) ?? size,
                               letterSpacing: number(role.letterSpacingKey) ?? 0)
    }

    /// `typography.displayLarge`.
    public var displayLarge: TypographyStyle { self[.displayLarge] }
    /// `typography.displaySmall`.
    public var displaySmall: TypographyStyle { self[.displaySmall] }
    /// `typography.titleLarge`.
    public var titleLarge: TypographyStyle { self[.titleLarge] }
    /// `typography.titleMedium`.
    public var titleMedium: TypographyStyle { self[.titleMedium] }
    /// `typography.titleSmall`.
    public var titleSmall: TypographyStyle { self[.titleSmall] }
    /// `typography.bodyLarge`.
    public var bodyLarge: TypographyStyle { self[.bodyLarge] }
    /// `typography.bodyMedium`.
    public var bodyMedium: TypographyStyle { self[.bodyMedium] }
    /// `typography.bodySmall`.
    public var bodySmall: TypographyStyle { self[.bodySmall] }
    /// `typography.labelLarge`.
    public var labelLarge: TypographyStyle { self[.labelLarge] }
    /// `typography.labelMedium`.
    public var labelMedium: TypographyStyle { self[.labelMedium] }
    /// `typography.labelSmall`.
    public var labelSmall: TypographyStyle { self[.labelSmall] }
    /// `typography.caption`.
    public var caption: TypographyStyle { self[.caption] }
    /// `typography.captionMono`.
    public var captionMono: TypographyStyle { self[.captionMono] }
}
