extension ThemeDefinition {
    /// The `blank` template: the shared neutral grays (FR-BT-02) with the default accent and a
    /// derived hover. Not in the catalog; user themes start from it.
    static let blank = ThemeDefinition(
        id: UserTheme.blankTemplate, displayName: "Blank", category: .minimal,
        accent: ThemeDefinition.vaultMail.accent, isBuiltIn: false)
}
