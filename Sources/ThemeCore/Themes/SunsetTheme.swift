extension ThemeDefinition {
    /// Sunset: warm, energetic amber.
    static let sunset = ThemeDefinition(
        id: "sunset", displayName: "Sunset", category: .vibrant,
        accent: SchemePair(light: PrimitiveColors.orange600, dark: PrimitiveColors.orange400))
}
