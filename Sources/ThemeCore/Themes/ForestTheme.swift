extension ThemeDefinition {
    /// Forest: privacy, trust, emerald.
    static let forest = ThemeDefinition(
        id: "forest", displayName: "Forest", category: .professional,
        accent: SchemePair(light: PrimitiveColors.emerald600, dark: PrimitiveColors.emerald400))
}
