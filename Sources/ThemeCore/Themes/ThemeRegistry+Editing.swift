extension ThemeRegistry {
    /// This registry with `theme` added after the others even when it has validation errors, as
    /// a theme being edited may have for a while (the daemon publishes edits live and refuses
    /// errors only on save); `nil` when its template is unknown or its id is already taken.
    public func includingUnchecked(_ theme: UserTheme) -> ThemeRegistry? {
        guard !themes.contains(where: { $0.id == theme.id }), let definition = definition(of: theme) else { return nil }
        var registry = self
        registry.append(definition)
        return registry
    }
}
