/// Level 2: everything a theme and scheme mean — colors, type, spacing, shapes, shadows —
/// before components pick from it. Themes only choose values here (through ``ThemeDefinition``);
/// components (level 3) only read from here.
struct SemanticTokens: Sendable, Hashable {
    var colors: SemanticColors
    var typography: [TypographyStyle]
    var dimensions: [Double]
    var shadows: [ShadowStyle]

    subscript(color: SemanticColor) -> RGBAColor {
        get { colors[color] }
        set { colors[color] = newValue }
    }

    subscript(role: TypographyRole) -> TypographyStyle {
        typography[role.rawValue]
    }

    subscript(dimension: SemanticDimension) -> Double {
        get { dimensions[dimension.rawValue] }
        set { dimensions[dimension.rawValue] = newValue }
    }

    subscript(role: ShadowRole) -> ShadowStyle {
        get { shadows[role.rawValue] }
        set { shadows[role.rawValue] = newValue }
    }
}
