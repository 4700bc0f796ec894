/// The layers a token set is resolved with (issue 12, seed 004 §1–2), lowest first: the layers
/// below the wallpaper (the dark variant, the global overrides), the wallpaper, whose preset
/// tints the palette (``WallpaperTints``), and the layers above it (an app's, an app context's).
public struct LayerStack: Sendable, Hashable {
    /// Layers between the base theme and the wallpaper, lowest first.
    public var below: [SemanticOverrides]
    /// The wallpaper; `.none` sets nothing.
    public var wallpaper: Wallpaper
    /// Layers over the wallpaper, lowest first.
    public var above: [SemanticOverrides]

    /// A stack; by default empty, so it resolves to the theme itself.
    public init(below: [SemanticOverrides] = [], wallpaper: Wallpaper = .none, above: [SemanticOverrides] = []) {
        self.below = below
        self.wallpaper = wallpaper
        self.above = above
    }
}

extension ThemeRegistry {
    /// The token set of a theme under override layers (issue 12, seed 004 §1–2), a pure function:
    /// base theme ← `layers[0]` ← `layers[1]` …, merged field by field per scheme; components are
    /// recomputed from the merged semantic values; the accent family follows a layer's accent
    /// unless a layer sets a member; the accessibility variants apply last. No layers, or layers
    /// that set nothing for `scheme`, give exactly ``tokens(themeID:scheme:accessibility:)``.
    public func tokens(themeID: String, layers: [SemanticOverrides], scheme: ColorScheme,
                       accessibility: AccessibilityFlags) throws(UnknownThemeError) -> TokenSet {
        try tokens(themeID: themeID, stack: LayerStack(below: layers), scheme: scheme, accessibility: accessibility)
    }

    /// The token set of a theme under a whole ``LayerStack``: as ``tokens(themeID:layers:scheme:accessibility:)``
    /// with the wallpaper layer between `below` and `above`. A preset's tints are computed over the
    /// theme and the layers below (never above: an app's overrides do not change the global tint)
    /// and merged like any layer, over the colors an image gives the theme (``WallpaperDynamicColors``);
    /// a pattern only takes the preset's tint for its tile;
    /// the set carries the `wallpaper.*` tokens of `stack.wallpaper`, or of the theme's own
    /// wallpaper when `stack.wallpaper` is none.
    public func tokens(themeID: String, stack: LayerStack, scheme: ColorScheme,
                       accessibility: AccessibilityFlags) throws(UnknownThemeError) -> TokenSet {
        let theme = compiled[try index(of: themeID)]
        var stack = stack
        // A theme's own wallpaper shows while the user has chosen none (issue 25 §1); a user's choice wins.
        let ownWallpaper = stack.wallpaper.source == .none && theme.wallpaper != nil
        if ownWallpaper, let own = theme.wallpaper { stack.wallpaper = own }
        let base = theme.semantic(scheme: scheme, highContrast: accessibility.highContrast)
        var values: [SemanticKey: TokenValue] = [:]
        for layer in stack.below { values.merge(layer[scheme]) { _, upper in upper } }
        var tint: RGBAColor?
        if let dynamic = stack.wallpaper.dynamicColors { values.merge(dynamic.values[scheme]) { _, upper in upper } }
        if let preset = stack.wallpaper.preset {
            var lower = base
            // In high contrast the final apply fits text and accent to the tinted background; the
            // wallpaper's check leaves those pairs to it (WallpaperTints).
            lower.apply(values, scheme: scheme, highContrast: accessibility.highContrast, fitsContrast: false)
            let tints = WallpaperTints.layer(theme.wallpaperPalette(preset, scheme: scheme), lower: lower, accessibility: accessibility)
            // The theme's own wallpaper tints only what the theme leaves to its template, as SimpleX's
            // theme colors win over its preset's.
            let own = theme.values(scheme)
            values.merge(ownWallpaper ? tints.values.filter { own[$0.key] == nil } : tints.values) { _, upper in upper }
            tint = tints.tint
        }
        if case .pattern(let tile) = stack.wallpaper.source { tint = theme.wallpaperPalette(tile, scheme: scheme).tint }
        for layer in stack.above { values.merge(layer[scheme]) { _, upper in upper } }
        var semantic = base
        semantic.apply(values, scheme: scheme, highContrast: accessibility.highContrast)
        return theme.tokenSet(semantic, scheme: scheme, accessibility: accessibility, wallpaper: stack.wallpaper, tint: tint)
    }
}
