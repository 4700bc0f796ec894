extension PresetScheme {
    /// Seed 003's `SemanticTokens.defaultDark()`: indigo on the gray scale. Pure White's dark scheme.
    static let seedDefaultDark = PresetScheme(
        accent: PrimitiveColors.indigo400, accentHover: PrimitiveColors.indigo300,
        background: PrimitiveColors.gray900, surface: PrimitiveColors.gray800, surfaceElevated: PrimitiveColors.gray700,
        textPrimary: PrimitiveColors.white, textSecondary: PrimitiveColors.gray300, textTertiary: PrimitiveColors.gray400,
        textInverse: PrimitiveColors.gray900, border: PrimitiveColors.gray700)
}
