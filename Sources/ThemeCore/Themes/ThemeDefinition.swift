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
    let isBuiltIn: Bool
    /// The theme's own wallpaper (issue 25 §1), shown while the user has chosen none.
    let wallpaper: Wallpaper?
    /// Where the semantic values come from: given, or a user theme's worked out on first use.
    private let source: Source
    /// The light accent the definition sets or takes from its template, before a counterpart
    /// (``DerivedCounterpart``) replaces it: what the catalog shows without compiling.
    let previewAccent: RGBAColor

    private enum Source: Sendable, Hashable {
        case given(SemanticOverrides)
        case user(UserThemeValues)
    }

    init(id: String, displayName: String, category: ThemeCategory, accent: SchemePair<RGBAColor>,
         accentHover: SchemePair<RGBAColor>? = nil, values: SemanticOverrides = SemanticOverrides(),
         isBuiltIn: Bool = true) {
        self.id = id
        self.displayName = displayName
        self.category = category
        self.accent = accent
        self.accentHover = accentHover
        self.isBuiltIn = isBuiltIn
        self.wallpaper = nil
        source = .given(values)
        previewAccent = if case .color(let own)? = values[.light][.color(.accent)] { own } else { accent[.light] }
    }

    /// User theme `theme` over `template`: its values set over the template's, with the
    /// counterparts ``DerivedCounterpart`` derives, worked out on first use (``UserThemeValues``).
    init(userTheme theme: UserTheme, over template: ThemeDefinition) {
        id = theme.id
        displayName = theme.metadata.name
        category = theme.metadata.category
        accent = template.accent
        accentHover = template.accentHover
        isBuiltIn = false
        wallpaper = theme.wallpaper
        source = .user(UserThemeValues(theme: theme, template: template))
        previewAccent = if case .color(let own)? = theme.values[.light][.color(.accent)] { own } else { template.previewAccent }
    }

    /// Semantic values set over the accent's, like a layer (a user theme's values).
    var values: SemanticOverrides {
        switch source {
        case .given(let values): values
        case .user(let user): user.values.values
        }
    }

    /// A user theme's own colors per scheme; every other color is derived and fitted to its
    /// contrast minimum (``DerivedColorFit``). `nil` for the built-ins, whose values are fitted already.
    var userColors: SchemePair<Set<SemanticColor>>? {
        if case .user(let user) = source { user.values.userColors } else { nil }
    }

    /// A user theme's values still to be worked out, or worked out (`nil` for given values).
    var userValues: UserThemeValues? {
        if case .user(let user) = source { user } else { nil }
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
