/// Level 4: a theme chooses semantic values — its accent per scheme, optionally an explicit
/// hover shade, and for user themes any other semantic values per scheme — and nothing else.
/// What it does not set is shared (FR-BT-02) or derived from the accent (FR-BT-03).
struct ThemeDefinition: Sendable, Hashable {
    let id: String
    let displayName: String
    let category: ThemeCategory
    let accent: SchemePair<RGBAColor>
    /// `nil`: derived from the accent by ``ColorAdjustment/hover(of:scheme:)``.
    let accentHover: SchemePair<RGBAColor>?
    /// Semantic values set over the accent's, like a layer (a user theme's values).
    let values: SemanticOverrides
    let isBuiltIn: Bool
    /// A user theme's own colors per scheme; every other color is derived and fitted to its
    /// contrast minimum (``DerivedColorFit``). `nil` for the built-ins, whose values are fitted already.
    let userColors: SchemePair<Set<SemanticColor>>?
    /// The theme's own wallpaper (issue 25 §1), shown while the user has chosen none.
    let wallpaper: Wallpaper?

    init(id: String, displayName: String, category: ThemeCategory, accent: SchemePair<RGBAColor>,
         accentHover: SchemePair<RGBAColor>? = nil, values: SemanticOverrides = SemanticOverrides(),
         isBuiltIn: Bool = true, userColors: SchemePair<Set<SemanticColor>>? = nil, wallpaper: Wallpaper? = nil) {
        self.id = id
        self.displayName = displayName
        self.category = category
        self.accent = accent
        self.accentHover = accentHover
        self.values = values
        self.isBuiltIn = isBuiltIn
        self.userColors = userColors
        self.wallpaper = wallpaper
    }

    /// The normal (not high-contrast) semantic level of `scheme` with `values` set over the
    /// accent's, and with a user theme's derived colors fitted (`userColors`).
    func normalSemantic(_ scheme: ColorScheme, values: [SemanticKey: TokenValue],
                        userColors: Set<SemanticColor>?) -> SemanticTokens {
        let accent = self.accent[scheme]
        let hover = accentHover?[scheme] ?? ColorAdjustment.hover(of: accent, scheme: scheme)
        var semantic = SemanticTokens(scheme: scheme, accent: accent, accentHover: hover, highContrast: false)
        semantic.apply(values, scheme: scheme, highContrast: false)
        if let userColors { DerivedColorFit.fit(&semantic, userColors: userColors, scheme: scheme) }
        return semantic
    }

    /// FR-BT-01, in display order, then the catalog presets and the popular palettes.
    static let builtIn: [ThemeDefinition] = [.vaultMail, .midnight, .forest, .sunset, .lavender, .rose] + presets + popular
}
