/// A well-known palette family of the `popular` category (issue 21): its Base16 palettes, where
/// they come from, and the built-in theme the one mapping (``Base16Mapping``) makes of them.
/// A family with one variant gets the other derived (``Base16Mapping/derived(_:)``).
public struct PopularFamily: Sendable {
    /// The theme id.
    public let id: String
    /// The theme's name.
    public let displayName: String
    /// The light and dark variants' names in the family ("Latte", "Mocha"); `nil` for a derived one.
    public let variantNames: (light: String?, dark: String?)
    /// Where the values come from and under which licence, for docs/tokens.md.
    public let source: String
    public let licence: String
    let light: [RGBAColor]?
    let dark: [RGBAColor]?

    /// The families, in catalog order.
    public static let all: [PopularFamily] = [
        PopularFamily(id: "catppuccin", displayName: "Catppuccin", variantNames: ("Latte", "Mocha"),
                      source: "catppuccin/catppuccin via tinted-theming/schemes", licence: "MIT",
                      light: PrimitiveColors.catppuccinLatte, dark: PrimitiveColors.catppuccinMocha),
        PopularFamily(id: "gruvbox", displayName: "Gruvbox", variantNames: ("light medium", "dark medium"),
                      source: "morhetz/gruvbox via tinted-theming/schemes", licence: "MIT",
                      light: PrimitiveColors.gruvboxLight, dark: PrimitiveColors.gruvboxDark),
        PopularFamily(id: "nord", displayName: "Nord", variantNames: (nil, "Nord"),
                      source: "nordtheme/nord via tinted-theming/schemes", licence: "MIT",
                      light: nil, dark: PrimitiveColors.nord),
        PopularFamily(id: "dracula", displayName: "Dracula", variantNames: (nil, "Dracula"),
                      source: "dracula/dracula-theme (spec) and tinted-theming/schemes", licence: "MIT",
                      light: nil, dark: PrimitiveColors.dracula),
        PopularFamily(id: "solarized", displayName: "Solarized", variantNames: ("light", "dark"),
                      source: "altercation/solarized via tinted-theming/schemes", licence: "MIT",
                      light: PrimitiveColors.solarizedLight, dark: PrimitiveColors.solarizedDark),
        PopularFamily(id: "tokyo-night", displayName: "Tokyo Night", variantNames: ("Day", "Night"),
                      source: "folke/tokyonight.nvim extras/lua", licence: "Apache-2.0",
                      light: PrimitiveColors.tokyoNightDay, dark: PrimitiveColors.tokyoNight),
        PopularFamily(id: "rose-pine", displayName: "Rosé Pine", variantNames: ("Dawn", "Main"),
                      source: "rose-pine/rose-pine-theme via tinted-theming/schemes", licence: "MIT",
                      light: PrimitiveColors.rosePineDawn, dark: PrimitiveColors.rosePine),
        PopularFamily(id: "everforest", displayName: "Everforest", variantNames: ("light medium", "dark medium"),
                      source: "sainnhe/everforest (light) and via tinted-theming/schemes (dark)", licence: "MIT",
                      light: PrimitiveColors.everforestLight, dark: PrimitiveColors.everforestDark),
        PopularFamily(id: "kanagawa", displayName: "Kanagawa", variantNames: ("Lotus", "Wave"),
                      source: "rebelot/kanagawa.nvim (Lotus) and via tinted-theming/schemes (Wave)", licence: "MIT",
                      light: PrimitiveColors.kanagawaLotus, dark: PrimitiveColors.kanagawaWave),
        PopularFamily(id: "one", displayName: "One", variantNames: ("One Light", "One Dark"),
                      source: "Atom's One Light and One Dark via tinted-theming/schemes", licence: "MIT",
                      light: PrimitiveColors.oneLight, dark: PrimitiveColors.oneDark),
    ]

    /// The palette of each scheme, the missing one derived.
    func palette(_ scheme: ColorScheme) -> [RGBAColor] {
        if let given = scheme == .light ? light : dark { return given }
        let other = (light ?? dark) ?? []
        let base = Base16Scheme(system: .base16, name: displayName, author: "", variant: scheme == .light ? .dark : .light,
                                palette: other)
        return Base16Mapping.derived(base).palette
    }

    /// What the fit changed in each scheme.
    public var moves: [Base16Mapping.Move] {
        ColorScheme.allCases.flatMap { Base16Mapping.fitted(palette($0), scheme: $0).moves }
    }

    /// Whether `scheme` is derived from the other.
    public func isDerived(_ scheme: ColorScheme) -> Bool { (scheme == .light ? light : dark) == nil }

    /// The built-in theme.
    var definition: ThemeDefinition {
        let (light, dark) = (Base16Mapping.fitted(palette(.light), scheme: .light), Base16Mapping.fitted(palette(.dark), scheme: .dark))
        return ThemeDefinition(
            id: id, displayName: displayName, category: .popular,
            accent: SchemePair(light: light.accent, dark: dark.accent),
            accentHover: SchemePair(light: light.accentHover, dark: dark.accentHover),
            values: SemanticOverrides(light: light.values, dark: dark.values))
    }
}

extension ThemeDefinition {
    /// The popular palettes, after the catalog presets.
    static let popular: [ThemeDefinition] = PopularFamily.all.map(\.definition)
}

extension ThemeRegistry {
    /// The ids of the popular palettes (issue 21), built in after the catalog presets.
    public static let popularIDs: [String] = PopularFamily.all.map(\.id)
}
