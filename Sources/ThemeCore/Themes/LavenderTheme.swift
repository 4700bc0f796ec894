extension ThemeDefinition {
    /// Lavender: creative, modern purple.
    static let lavender = ThemeDefinition(
        id: "lavender", displayName: "Lavender", category: .soft,
        accent: SchemePair(light: PrimitiveColors.purple600, dark: PrimitiveColors.purple400))
}
