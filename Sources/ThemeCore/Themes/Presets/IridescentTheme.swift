extension Preset {
    /// Iridescent (seed 003 Part 1 Level 4 and Part 5, vibrant): indigo on translucent white,
    /// periwinkle on deep blue-black.
    static let iridescent = Preset(
        id: "iridescent", displayName: "Iridescent", category: .vibrant,
        light: PresetScheme(
            accent: PrimitiveColors.indigo500, accentHover: PrimitiveColors.iridescentHover,
            background: PrimitiveColors.iridescentBase, surface: PrimitiveColors.white.withAlpha(0.85),
            surfaceElevated: PrimitiveColors.white.withAlpha(0.7),
            textPrimary: PrimitiveColors.gray900, textSecondary: PrimitiveColors.gray600,
            textTertiary: PrimitiveColors.gray500, textInverse: PrimitiveColors.white,
            border: PrimitiveColors.gray200.withAlpha(0.6).quantized),
        dark: PresetScheme(
            accent: PrimitiveColors.indigo400, accentHover: PrimitiveColors.iridescentDarkHover,
            background: PrimitiveColors.nightBase, surface: PrimitiveColors.iridescentSurfaceDark.withAlpha(0.6),
            surfaceElevated: PrimitiveColors.iridescentElevatedDark.withAlpha(0.4),
            textPrimary: PrimitiveColors.white, textSecondary: PrimitiveColors.gray300,
            textTertiary: PrimitiveColors.gray400, textInverse: PrimitiveColors.gray900,
            border: PrimitiveColors.gray700.withAlpha(0.5).quantized))
}
