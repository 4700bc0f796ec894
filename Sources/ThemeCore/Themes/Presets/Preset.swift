/// A catalog preset of seed 003 Part 5 that fits the token model: the seed's values per scheme
/// (``PresetScheme``), fitted to the contrast audit (``PresetFit``), as a built-in theme.
struct Preset: Sendable {
    let id: String
    let displayName: String
    let category: ThemeCategory
    let light: PresetScheme
    let dark: PresetScheme

    /// The presets, in catalog order (seed 003 Part 5 by category).
    static let all: [Preset] = [.pureWhite, .neonNights, .iridescent, .mintBreeze, .corporateBlue, .watercolor]

    /// The built-in theme: the fitted values of both schemes.
    var definition: ThemeDefinition {
        let (light, dark) = (PresetFit(self.light, scheme: .light), PresetFit(self.dark, scheme: .dark))
        return ThemeDefinition(
            id: id, displayName: displayName, category: category,
            accent: SchemePair(light: light.accent, dark: dark.accent),
            accentHover: SchemePair(light: light.accentHover, dark: dark.accentHover),
            values: SemanticOverrides(light: light.values, dark: dark.values))
    }

    /// The seed values the fit changed, both schemes.
    var adjustments: [SeedAdjustment] {
        [(light, ColorScheme.light), (dark, .dark)].flatMap { scheme, name in
            PresetFit(scheme, scheme: name).adjustments.map { adjustment in
                SeedAdjustment(color: adjustment.color, scheme: name, seedValue: adjustment.seedValue,
                               reason: adjustment.reason, themeID: id)
            }
        }
    }
}

extension ThemeDefinition {
    /// The catalog presets, after FR-BT-01's six.
    static let presets: [ThemeDefinition] = Preset.all.map(\.definition)
}

extension ThemeRegistry {
    /// The ids of the catalog presets (seed 003 Part 5), built in after FR-BT-01's six.
    public static let presetIDs: [String] = Preset.all.map(\.id)
}
