extension Preset {
    /// Corporate Blue (seed 003 Part 5 names it, professional): royal blue on slate.
    static let corporateBlue = Preset(
        id: "corporate-blue", displayName: "Corporate Blue", category: .professional,
        light: PresetScheme(
            accent: PrimitiveColors.blue700, accentHover: ColorAdjustment.hover(of: PrimitiveColors.blue700, scheme: .light),
            background: PrimitiveColors.slate50, surface: PrimitiveColors.white, surfaceElevated: PrimitiveColors.slate100,
            textPrimary: PrimitiveColors.slate900, textSecondary: PrimitiveColors.slate600,
            textTertiary: PrimitiveColors.slate500, textInverse: PrimitiveColors.white, border: PrimitiveColors.slate300),
        dark: PresetScheme(
            accent: PrimitiveColors.blueSky, accentHover: ColorAdjustment.hover(of: PrimitiveColors.blueSky, scheme: .dark),
            background: PrimitiveColors.slate900, surface: PrimitiveColors.slate800, surfaceElevated: PrimitiveColors.slate700,
            textPrimary: PrimitiveColors.slate50, textSecondary: PrimitiveColors.slate300,
            textTertiary: PrimitiveColors.slate400, textInverse: PrimitiveColors.slate900, border: PrimitiveColors.slate700))
}
