extension ThemeDefinition {
    /// Forest: privacy, trust, emerald.
    static let forest = ThemeDefinition(
        id: "forest", displayName: "Forest",
        accent: SchemePair(light: PrimitiveColors.emerald600, dark: PrimitiveColors.emerald400))
}
