extension ThemeRegistry {
    /// This registry with `theme` added after the others even when it has validation errors, as
    /// a theme being edited may have for a while (the daemon publishes edits live and refuses
    /// errors only on save); `nil` when its template is unknown or its id is already taken.
    public func includingUnchecked(_ theme: UserTheme) -> ThemeRegistry? {
        includingUnchecked(theme, reusing: nil)
    }

    /// As ``includingUnchecked(_:)``, reusing the compiled theme of `earlier` when it holds the
    /// same user theme over the same template: a rebuild after one edit compiles only what changed.
    public func includingUnchecked(_ theme: UserTheme, reusing earlier: ThemeRegistry?) -> ThemeRegistry? {
        guard !themes.contains(where: { $0.id == theme.id }) else { return nil }
        var registry = self
        if let earlier, earlier.userThemes[theme.id] == theme, let index = try? earlier.index(of: theme.id),
           let template = template(of: theme), earlier.template(of: theme) == template {
            registry.append(earlier.definitions[index], compiled: earlier.compiled[index], userTheme: theme)
            return registry
        }
        guard let definition = definition(of: theme) else { return nil }
        registry.append(definition, userTheme: theme)
        return registry
    }
}
