extension ThemeDefinition {
    /// Rose: bold, vibrant pink-red.
    static let rose = ThemeDefinition(
        id: "rose", displayName: "Rose", category: .vibrant,
        accent: SchemePair(light: PrimitiveColors.rose600, dark: PrimitiveColors.rose400))
}
