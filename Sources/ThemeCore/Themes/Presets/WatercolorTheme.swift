extension Preset {
    /// Watercolor (seed 003 Part 5 names it, artistic): ultramarine pigment on warm paper.
    static let watercolor = Preset(
        id: "watercolor", displayName: "Watercolor", category: .artistic,
        light: PresetScheme(
            accent: PrimitiveColors.ultramarine, accentHover: ColorAdjustment.hover(of: PrimitiveColors.ultramarine, scheme: .light),
            background: PrimitiveColors.paper, surface: PrimitiveColors.paperWhite, surfaceElevated: PrimitiveColors.paperWash,
            textPrimary: PrimitiveColors.pigment, textSecondary: PrimitiveColors.pigmentSoft,
            textTertiary: PrimitiveColors.pigmentFaint, textInverse: PrimitiveColors.white, border: PrimitiveColors.paperWash),
        dark: PresetScheme(
            accent: PrimitiveColors.ultramarineWash,
            accentHover: ColorAdjustment.hover(of: PrimitiveColors.ultramarineWash, scheme: .dark),
            background: PrimitiveColors.inkNight, surface: PrimitiveColors.inkNightSurface,
            surfaceElevated: PrimitiveColors.inkNightElevated,
            textPrimary: PrimitiveColors.paperNight, textSecondary: PrimitiveColors.paperNightSoft,
            textTertiary: PrimitiveColors.paperNightFaint, textInverse: PrimitiveColors.inkNight,
            border: PrimitiveColors.inkNightElevated))
}
