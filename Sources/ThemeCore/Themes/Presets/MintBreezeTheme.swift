extension Preset {
    /// Mint Breeze (seed 003 Part 5 names it, soft): deep teal on mint paper; seafoam at night.
    static let mintBreeze = Preset(
        id: "mint-breeze", displayName: "Mint Breeze", category: .soft,
        light: PresetScheme(
            accent: PrimitiveColors.mintDeep, accentHover: ColorAdjustment.hover(of: PrimitiveColors.mintDeep, scheme: .light),
            background: PrimitiveColors.mintPaper, surface: PrimitiveColors.white, surfaceElevated: PrimitiveColors.mintWash,
            textPrimary: PrimitiveColors.mintInk, textSecondary: PrimitiveColors.mintInkSoft,
            textTertiary: PrimitiveColors.mintInkSoft, textInverse: PrimitiveColors.white, border: PrimitiveColors.mintMist),
        dark: PresetScheme(
            accent: PrimitiveColors.mintBright, accentHover: ColorAdjustment.hover(of: PrimitiveColors.mintBright, scheme: .dark),
            background: PrimitiveColors.mintNight, surface: PrimitiveColors.mintNightSurface,
            surfaceElevated: PrimitiveColors.mintNightElevated,
            textPrimary: PrimitiveColors.mintPaper, textSecondary: PrimitiveColors.mintMist,
            textTertiary: PrimitiveColors.mintMist, textInverse: PrimitiveColors.mintNight,
            border: PrimitiveColors.mintNightElevated))
}
