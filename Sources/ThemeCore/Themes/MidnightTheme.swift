extension ThemeDefinition {
    /// Midnight: elegant, deep indigo.
    static let midnight = ThemeDefinition(
        id: "midnight", displayName: "Midnight", category: .minimal,
        accent: SchemePair(light: PrimitiveColors.indigo500, dark: PrimitiveColors.indigo400))
}
