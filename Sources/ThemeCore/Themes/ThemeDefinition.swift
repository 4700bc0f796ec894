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

    init(id: String, displayName: String, category: ThemeCategory, accent: SchemePair<RGBAColor>,
         accentHover: SchemePair<RGBAColor>? = nil, values: SemanticOverrides = SemanticOverrides(),
         isBuiltIn: Bool = true) {
        self.id = id
        self.displayName = displayName
        self.category = category
        self.accent = accent
        self.accentHover = accentHover
        self.values = values
        self.isBuiltIn = isBuiltIn
    }

    /// FR-BT-01, in display order, then the catalog presets and the popular palettes.
    static let builtIn: [ThemeDefinition] = [.vaultMail, .midnight, .forest, .sunset, .lavender, .rose] + presets + popular
}
