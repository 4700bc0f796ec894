/// A seed value changed because it broke one of the seed's own MUSTs (seeds/README.md):
/// the smallest change in opacity or OKLCH lightness, hue kept, that meets the minimum.
public struct SeedAdjustment: Sendable, Hashable {
    /// The adjusted token.
    public let color: SemanticColor
    /// The scheme whose value changed.
    public let scheme: ColorScheme
    /// The value the seed suggests.
    public let seedValue: RGBAColor
    /// What changed and which MUST required it.
    public let reason: String
    /// The catalog preset whose seed value changed; `nil` for a seed 000 value shared by every theme.
    public var themeID: String? = nil

    /// Every adjustment: seed 000's in token order (new values in `PrimitiveOpacity` and
    /// `PrimitiveColors.*Text`), then the catalog presets' (computed by `PresetFit`); tests check
    /// each is minimal.
    public static let all: [SeedAdjustment] = shared + Preset.all.flatMap(\.adjustments)

    /// The seed 000 values, the same in every theme.
    static let shared: [SeedAdjustment] = [
        SeedAdjustment(color: .textSecondary, scheme: .light,
                       seedValue: PrimitiveColors.labelBase.withAlpha(PrimitiveOpacity.textSecondarySeed),
                       reason: "opacity raised; FR-CO-01 requires 4.5:1"),
        SeedAdjustment(color: .textTertiary, scheme: .light,
                       seedValue: PrimitiveColors.labelBase.withAlpha(PrimitiveOpacity.textTertiarySeed),
                       reason: "opacity raised; FR-CO-01 requires 3:1"),
        SeedAdjustment(color: .textTertiary, scheme: .dark,
                       seedValue: PrimitiveColors.labelBaseDark.withAlpha(PrimitiveOpacity.textTertiarySeed),
                       reason: "opacity raised; FR-CO-01 requires 3:1"),
        SeedAdjustment(color: .categorySocial, scheme: .light, seedValue: PrimitiveColors.green,
                       reason: "OKLCH lightness lowered; NFR-ACC-01 requires 4.5:1 for badge text"),
        SeedAdjustment(color: .categoryPromotions, scheme: .light, seedValue: PrimitiveColors.orange,
                       reason: "OKLCH lightness lowered; NFR-ACC-01 requires 4.5:1 for badge text"),
        SeedAdjustment(color: .categoryUpdates, scheme: .light, seedValue: PrimitiveColors.purple,
                       reason: "OKLCH lightness lowered; NFR-ACC-01 requires 4.5:1 for badge text"),
        SeedAdjustment(color: .categoryUpdates, scheme: .dark, seedValue: PrimitiveColors.purpleDark,
                       reason: "OKLCH lightness raised; NFR-ACC-01 requires 4.5:1 for badge text"),
        SeedAdjustment(color: .categoryForums, scheme: .light, seedValue: PrimitiveColors.skyBlue,
                       reason: "OKLCH lightness lowered; NFR-ACC-01 requires 4.5:1 for badge text"),
    ]
}
