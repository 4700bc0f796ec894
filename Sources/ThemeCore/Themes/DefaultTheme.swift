extension ThemeDefinition {
    /// VaultMail, the brand's cerulean; keeps the seed's explicit hover shades.
    static let vaultMail = ThemeDefinition(
        id: "default", displayName: "VaultMail", category: .professional,
        accent: SchemePair(light: PrimitiveColors.cerulean, dark: PrimitiveColors.ceruleanLight),
        accentHover: SchemePair(light: PrimitiveColors.ceruleanDeep, dark: PrimitiveColors.ceruleanBright))
}
