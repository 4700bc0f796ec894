extension ThemeRegistry {
    /// The token set of a theme under override layers (issue 12, seed 004 §1–2), a pure function:
    /// base theme ← `layers[0]` ← `layers[1]` …, merged field by field per scheme; components are
    /// recomputed from the merged semantic values; the accent family follows a layer's accent
    /// unless a layer sets a member; the accessibility variants apply last. No layers, or layers
    /// that set nothing for `scheme`, give exactly ``tokens(themeID:scheme:accessibility:)``.
    public func tokens(themeID: String, layers: [SemanticOverrides], scheme: ColorScheme,
                       accessibility: AccessibilityFlags) throws(UnknownThemeError) -> TokenSet {
        var semantic = compiled[try index(of: themeID)].semantic(scheme: scheme, highContrast: accessibility.highContrast)
        var values: [SemanticKey: TokenValue] = [:]
        for layer in layers { values.merge(layer[scheme]) { _, upper in upper } }
        semantic.apply(values, scheme: scheme, highContrast: accessibility.highContrast)
        return TokenResolver.tokenSet(semantic, accessibility: accessibility)
    }
}
