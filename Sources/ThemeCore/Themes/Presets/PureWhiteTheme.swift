extension Preset {
    /// Pure White (seed 003 Part 5, minimal): gray-900 ink on white; dark is the seed's default dark.
    static let pureWhite = Preset(
        id: "pure-white", displayName: "Pure White", category: .minimal,
        light: PresetScheme(
            accent: PrimitiveColors.gray900, accentHover: PrimitiveColors.gray800,
            background: PrimitiveColors.white, surface: PrimitiveColors.gray50, surfaceElevated: PrimitiveColors.white,
            textPrimary: PrimitiveColors.gray900, textSecondary: PrimitiveColors.gray600,
            textTertiary: PrimitiveColors.gray500, textInverse: PrimitiveColors.white, border: PrimitiveColors.gray200),
        dark: .seedDefaultDark)
}
