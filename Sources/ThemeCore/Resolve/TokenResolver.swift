/// Flattens the semantic level (whose colors are already 8-bit) and the component aliases into one ``TokenSet``, applying
/// the cheap accessibility variants on the way (high contrast is chosen before, per theme).
enum TokenResolver {
    /// How many tokens every set holds.
    static let tokenCount = TokenSet.allKeys.count

    /// The flat set of `base` with `wallpaper`'s tokens (a preset's pattern drawn in `tint`).
    static func tokenSet(_ base: SemanticTokens, accessibility: AccessibilityFlags,
                         wallpaper: Wallpaper = .none, tint: RGBAColor? = nil) -> TokenSet {
        var semantic = base
        if accessibility.reduceTransparency { reduceTransparency(&semantic) }
        if accessibility.reducedMotion { semantic[.motionScale] = 0 }
        TextScaling.apply(accessibility.textScale, to: &semantic)

        var values: [String: TokenValue] = [:]
        values.reserveCapacity(tokenCount)
        for color in SemanticColor.allCases {
            values[color.key] = .color(semantic[color])
        }
        for dimension in SemanticDimension.allCases {
            values[dimension.key] = .dimension(semantic[dimension])
        }
        for role in TypographyRole.allCases {
            let style = semantic[role]
            values[role.sizeKey] = .dimension(style.size)
            values[role.weightKey] = .fontWeight(style.weight)
            values[role.designKey] = .fontDesign(style.design)
        }
        values[TextScaling.key] = .dimension(TextScaling.clamped(accessibility.textScale))
        for role in ShadowRole.allCases {
            let shadow = semantic[role]
            values[role.colorKey] = .color(shadow.color)
            values[role.radiusKey] = .dimension(shadow.radius)
            values[role.xKey] = .dimension(shadow.x)
            values[role.yKey] = .dimension(shadow.y)
        }
        for parameter in StyleParameter.allCases {
            values[parameter.key] = semantic.styles[parameter.rawValue]
        }
        for token in ComponentTokens.all {
            values[token.key] = token.value(in: semantic)
        }
        let wallpaperColors = semantic.wallpaperColors
        for (key, value) in WallpaperTokens.values(wallpaper, background: wallpaperColors[WallpaperColor.background.rawValue] ?? semantic[.background],
                                                   tint: wallpaperColors[WallpaperColor.tint.rawValue] ?? tint) {
            values[key] = value
        }
        return TokenSet(values: values)
    }

    /// NFR-ACC-03: every translucent color becomes the solid color it shows on the surface it
    /// is drawn on — `surface` for fills, text and strokes (rows, cards, chips), `background`
    /// for shadows and a set wallpaper background, which is the backdrop of a set tint.
    static func reduceTransparency(_ semantic: inout SemanticTokens) {
        let surface = semantic[.surface]
        for color in SemanticColor.allCases where semantic[color].alpha < 1 {
            semantic[color] = semantic[color].composited(over: surface)
        }
        let background = semantic[.background]
        // A set wallpaper background shows over the background, a set tint over the wallpaper's background.
        var under = background
        for color in WallpaperColor.allCases {
            if let set = semantic.wallpaperColors[color.rawValue], set.alpha < 1 {
                semantic.wallpaperColors[color.rawValue] = set.composited(over: under).quantized
            }
            under = semantic.wallpaperColors[color.rawValue] ?? under
        }
        for role in ShadowRole.allCases {
            semantic[role].color = semantic[role].color.composited(over: background).quantized
        }
    }
}
