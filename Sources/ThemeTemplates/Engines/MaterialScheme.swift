import ThemeCore

/// Material's color roles for one scheme, named as matugen 4 names them (`colors.<role>`), from
/// `source_color` to `scrim` (docs/templates.md, "Material roles").
public struct MaterialScheme: Sendable {
    /// Every role, in matugen's order.
    public static let roles = ["source_color"] + MaterialTones.standard.map(\.0)

    /// The roles that a theme's own tokens give, and the token each comes from (docs/templates.md's
    /// table); `inverse_primary` is the other scheme's accent. The other roles come from the
    /// tonal-spot scheme of the theme's accent.
    public static let tokenRoles: [(role: String, token: SemanticColor)] = [
        ("source_color", .accent), ("primary", .accent), ("surface_tint", .accent), ("on_primary", .textInverse),
        ("primary_container", .accentMuted), ("secondary_container", .surfaceSelected),
        ("error", .destructive), ("error_container", .destructiveMuted),
        ("surface", .background), ("background", .background), ("surface_container_low", .surface),
        ("surface_container_high", .surfaceElevated), ("on_surface", .textPrimary), ("on_background", .textPrimary),
        ("on_surface_variant", .textSecondary), ("outline", .border), ("outline_variant", .separator),
    ]

    /// Each role's color.
    public let colors: [String: RGBAColor]
    /// The palettes the roles come from, by matugen's names (`palettes.primary`, …).
    let palettes: [(String, TonalPalette)]

    /// The roles of a theme from one source color, from the palettes the dynamic-color engine
    /// made for it (``DynamicTheme``) at Material's tones; `primary` is the engine's own accent.
    public init(dynamic theme: DynamicTheme, scheme: ColorScheme) {
        let palettes = theme.palettes
        func palette(_ name: MaterialTones.Palette) -> TonalPalette {
            switch name {
            case .primary: palettes.primary
            case .secondary: palettes.secondary
            case .tertiary: palettes.tertiary
            case .error: MaterialTones.errorPalette
            case .neutral: palettes.neutral
            case .neutralVariant: palettes.neutralVariant
            }
        }
        var colors = ["source_color": theme.source.color]
        for (role, standard) in MaterialTones.standard {
            let tone = theme.style == .monochrome ? MaterialTones.monochrome[role] ?? standard : standard
            colors[role] = palette(tone.palette).tone(scheme == .light ? tone.light : tone.dark)
        }
        if theme.style != .monochrome, case .color(let accent)? = theme.values[scheme][.color(.accent)] {
            colors["primary"] = accent
            colors["surface_tint"] = accent
        }
        self.colors = colors
        self.palettes = [("primary", palettes.primary), ("secondary", palettes.secondary), ("tertiary", palettes.tertiary),
                         ("neutral", palettes.neutral), ("neutral_variant", palettes.neutralVariant), ("error", MaterialTones.errorPalette)]
    }

    /// The roles of a theme's token sets in `scheme`: the ``tokenRoles`` from its tokens
    /// (translucent ones flattened on its background), the others from the tonal-spot scheme of
    /// its accent.
    public init(tokens: SchemePair<TokenSet>, scheme: ColorScheme) {
        let set = tokens[scheme]
        let background = (set.color(SemanticColor.background.key) ?? RGBAColor(rgb: scheme == .light ? 0xFFFFFF : 0)).withAlpha(1)
        func solid(_ color: SemanticColor, in set: TokenSet) -> RGBAColor? {
            set.color(color.key).map { $0.composited(over: background).withAlpha(1).quantized }
        }
        let accent = solid(.accent, in: set) ?? background
        let derived = MaterialScheme(dynamic: DynamicTheme(source: accent, style: .tonalSpot), scheme: scheme)
        var colors = derived.colors
        for (role, token) in Self.tokenRoles {
            if let color = solid(token, in: set) { colors[role] = color }
        }
        if let other = tokens[scheme == .light ? .dark : .light].color(SemanticColor.accent.key) {
            colors["inverse_primary"] = other.withAlpha(1).quantized
        }
        self.colors = colors
        palettes = derived.palettes
    }
}
