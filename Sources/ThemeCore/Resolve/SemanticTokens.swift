/// Level 2: everything a theme and scheme mean — colors, type, spacing, shapes, shadows —
/// before components pick from it. Themes only choose values here (through ``ThemeDefinition``);
/// components (level 3) only read from here.
struct SemanticTokens: Sendable, Hashable {
    var colors: SemanticColors
    var typography: [TypographyStyle]
    var dimensions: [Double]
    /// The elevation levels, indexed by ``ShadowRole/rawValue`` (an alias reads its level).
    var shadows: [ShadowStyle]
    /// The style parameters, indexed by ``StyleParameter/rawValue``.
    var styles: [TokenValue] = StyleParameter.defaults
    /// The chat colors a theme or layer set; the others follow the colors they derive from (``ChatColors``).
    var setChatColors: Set<SemanticColor> = []
    /// The wallpaper colors a layer set, indexed by ``WallpaperColor/rawValue``; `nil`: derived.
    var wallpaperColors: [RGBAColor?] = WallpaperColor.allCases.map { _ in nil }

    subscript(color: SemanticColor) -> RGBAColor {
        get { colors[color] }
        set { colors[color] = newValue }
    }

    subscript(role: TypographyRole) -> TypographyStyle {
        get { typography[role.rawValue] }
        set { typography[role.rawValue] = newValue }
    }

    subscript(dimension: SemanticDimension) -> Double {
        get { dimensions[dimension.rawValue] }
        set { dimensions[dimension.rawValue] = newValue }
    }

    subscript(role: ShadowRole) -> ShadowStyle {
        get { shadows[role.level.rawValue] }
        set { shadows[role.level.rawValue] = newValue }
    }

    /// One semantic token as a value. Setting a value of another kind than the key's
    /// (which ``SemanticOverrides`` never holds) leaves the token unchanged.
    subscript(key: SemanticKey) -> TokenValue {
        get {
            switch key {
            case .color(let color): .color(self[color])
            case .dimension(let dimension): .dimension(self[dimension])
            case .fontSize(let role): .dimension(self[role].size)
            case .fontWeight(let role): .fontWeight(self[role].weight)
            case .fontDesign(let role): .fontDesign(self[role].design)
            case .lineHeight(let role): .dimension(self[role].lineHeight)
            case .letterSpacing(let role): .dimension(self[role].letterSpacing)
            case .shadowColor(let role): .color(self[role].color)
            case .shadowRadius(let role): .dimension(self[role].radius)
            case .shadowX(let role): .dimension(self[role].x)
            case .shadowY(let role): .dimension(self[role].y)
            case .style(let parameter): styles[parameter.rawValue]
            case .wallpaperColor(let color): .color(wallpaperColors[color.rawValue] ?? self[.background])
            }
        }
        set {
            switch (key, newValue) {
            case (.color(let color), .color(let value)): self[color] = value
            case (.dimension(let dimension), .dimension(let value)): self[dimension] = value
            case (.fontSize(let role), .dimension(let value)): self[role].size = value
            case (.fontWeight(let role), .fontWeight(let value)): self[role].weight = value
            case (.fontDesign(let role), .fontDesign(let value)): self[role].design = value
            case (.lineHeight(let role), .dimension(let value)): self[role].lineHeight = value
            case (.letterSpacing(let role), .dimension(let value)): self[role].letterSpacing = value
            case (.shadowColor(let role), .color(let value)): self[role].color = value.quantized
            case (.shadowRadius(let role), .dimension(let value)): self[role].radius = value
            case (.shadowX(let role), .dimension(let value)): self[role].x = value
            case (.shadowY(let role), .dimension(let value)): self[role].y = value
            case (.style(let parameter), _) where newValue.type == parameter.defaultValue.type: styles[parameter.rawValue] = newValue
            case (.wallpaperColor(let color), .color(let value)): wallpaperColors[color.rawValue] = value.quantized
            default: break
            }
        }
    }
}
