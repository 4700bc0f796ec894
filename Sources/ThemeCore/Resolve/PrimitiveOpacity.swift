/// Level 1: the opacities the seed uses, as fractions. Text opacities in light mode are
/// whole steps of 1/255 so they survive the `#RRGGBBAA` round trip exactly.
enum PrimitiveOpacity {
    static let mutedLight = 0.12, mutedDark = 0.15
    static let selectedLight = 0.08, selectedDark = 0.12
    static let separatorLight = 0.12, separatorDark = 0.30
    static let borderLight = 0.18, borderDark = 0.40
    static let disabledLight = 0.18, disabledDark = 0.30
    static let shimmerLight = 0.08, shimmerDark = 0.15
    static let shadowSubtle = 0.04, shadowMedium = 0.08, shadowElevated = 0.12
    /// Elevation levels 4 and 5 continue levels 1–3 (subtle, medium, elevated) by 0.02 a level.
    static let shadowLevel4 = 0.14, shadowLevel5 = 0.16
    /// Seed 003's scrim (`Opacity.heavy`, 60 % = 153/255) and Material's disabled content (38 %).
    static let scrim = 0.60, textDisabled = 0.38
    /// The accent's share of the opaque text-selection color over the background.
    static let selectionLight = 0.25, selectionDark = 0.40

    /// Seed: 60 % in both schemes.
    static let textSecondarySeed = 0.60
    /// Seed: 30 % in both schemes.
    static let textTertiarySeed = 0.30
    /// Raised from 60 % (153/255) to 191/255 ≈ 74.9 %: see SeedAdjustment.all.
    static let textSecondaryLight = 191.0 / 255
    /// Raised from 30 % to 153/255 = 60 %.
    static let textTertiaryLight = 153.0 / 255
    /// Raised from 30 % to 112/255 ≈ 43.9 %.
    static let textTertiaryDark = 112.0 / 255
}
