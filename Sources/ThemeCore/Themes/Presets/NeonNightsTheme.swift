extension Preset {
    /// Neon Nights (seed 003 Part 5, vibrant): magenta on white, and on near-black at night.
    static let neonNights = Preset(
        id: "neon-nights", displayName: "Neon Nights", category: .vibrant,
        light: PresetScheme(
            accent: PrimitiveColors.magenta, accentHover: PrimitiveColors.magentaHover,
            background: PrimitiveColors.white, surface: PrimitiveColors.neonSurface, surfaceElevated: PrimitiveColors.white,
            textPrimary: PrimitiveColors.gray900, textSecondary: PrimitiveColors.gray600,
            textTertiary: PrimitiveColors.gray500, textInverse: PrimitiveColors.white, border: PrimitiveColors.gray200),
        dark: PresetScheme(
            accent: PrimitiveColors.magentaLight, accentHover: PrimitiveColors.magentaLightHover,
            background: PrimitiveColors.nightBase, surface: PrimitiveColors.nightSurface,
            surfaceElevated: PrimitiveColors.nightElevated,
            textPrimary: PrimitiveColors.white, textSecondary: PrimitiveColors.gray300,
            textTertiary: PrimitiveColors.gray400, textInverse: PrimitiveColors.gray900, border: PrimitiveColors.gray700))
}
