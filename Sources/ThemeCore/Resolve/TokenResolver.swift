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

        // In documentation order (``TokenSet/allKeys``), so the set is built without hashing a key.
        var values: [TokenValue?] = []
        values.reserveCapacity(tokenCount)
        for key in SemanticKey.resolvedSetKeys {
            values.append(semantic[key])
        }
        values.append(.dimension(TextScaling.clamped(accessibility.textScale)))
        for token in ComponentTokens.all {
            values.append(token.value(in: semantic))
        }
        let wallpaperColors = semantic.wallpaperColors
        for (key, value) in WallpaperTokens.values(wallpaper, background: wallpaperColors[WallpaperColor.background.rawValue] ?? semantic[.background],
                                                   tint: wallpaperColors[WallpaperColor.tint.rawValue] ?? tint) {
            assert(key == TokenSet.allKeys[values.count], "wallpaper tokens come in documentation order")
            values.append(value)
        }
        return TokenSet(documentationOrder: values)
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
        for role in ShadowRole.levels {
            semantic[role].color = semantic[role].color.composited(over: background).quantized
        }
    }
}
