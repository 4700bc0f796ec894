extension ThemeRegistry {
    /// This registry with `theme` added after the others even when it has validation errors, as
    /// a theme being edited may have for a while (the daemon publishes edits live and refuses
    /// errors only on save); `nil` when its template is unknown or its id is already taken.
    public func includingUnchecked(_ theme: UserTheme) -> ThemeRegistry? {
        guard indexByID[theme.id] == nil, let definition = definition(of: theme) else { return nil }
        var registry = self
        registry.append(definition)
        return registry
    }

    /// These built-ins with every theme of `themes` whose template can be used (blank, a built-in,
    /// or another of `themes` however deep the chain), even with validation errors, in catalog
    /// order: the built-ins, then the user themes by name. Linear in the number of themes, and a
    /// theme whose definition is the same as in `previous` keeps its compiled form, so a catalog
    /// of thousands is rebuilt in milliseconds. Also returns the themes left out: their template
    /// is unknown or left out itself, or their id is taken.
    public func includingUnchecked(_ themes: [UserTheme], reusing previous: ThemeRegistry? = nil)
        -> (registry: ThemeRegistry, leftOut: [UserTheme]) {
        var byID: [String: UserTheme] = [:]
        var leftOut: [UserTheme] = []
        for theme in themes {
            if indexByID[theme.id] != nil || byID[theme.id] != nil { leftOut.append(theme) } else { byID[theme.id] = theme }
        }
        var resolved: [String: ThemeDefinition] = [:]
        var unusable: Set<String> = []
        var waiting: Set<String> = []
        // Depth first without recursion: a theme waits on the stack until its template is resolved.
        for start in byID.keys {
            var stack = [start]
            while let id = stack.last {
                guard resolved[id] == nil, !unusable.contains(id), let theme = byID[id] else {
                    stack.removeLast()
                    continue
                }
                let template: ThemeDefinition?
                if theme.template == UserTheme.blankTemplate {
                    template = .blank
                } else if let index = indexByID[theme.template] {
                    template = definitions[index]
                } else if byID[theme.template] != nil, resolved[theme.template] == nil,
                          !unusable.contains(theme.template), !waiting.contains(theme.template) {
                    waiting.insert(id)
                    stack.append(theme.template)
                    continue
                } else {
                    // Resolved already, or unusable: unknown, left out, or a cycle back to a waiting theme.
                    template = resolved[theme.template]
                }
                stack.removeLast()
                waiting.remove(id)
                if let template {
                    resolved[id] = previous?.keptDefinition(of: theme, over: template) ?? Self.definition(of: theme, over: template)
                } else {
                    unusable.insert(id)
                }
            }
        }
        leftOut += themes.filter { byID[$0.id] == $0 && unusable.contains($0.id) }
        let ordered = resolved.values.map { (name: $0.displayName.lowercased(), definition: $0) }
            .sorted { ($0.name, $0.definition.id) < ($1.name, $1.definition.id) }
        var registry = self
        for (_, definition) in ordered {
            let kept = previous.flatMap { previous in
                previous.indexByID[definition.id].flatMap { previous.definitions[$0] == definition ? previous.compiled[$0] : nil }
            }
            registry.append(definition, compiled: kept)
        }
        return (registry, leftOut)
    }

    /// The definition of `theme` in this registry, with whatever of it was worked out already,
    /// when neither the theme nor its template changed.
    private func keptDefinition(of theme: UserTheme, over template: ThemeDefinition) -> ThemeDefinition? {
        guard let index = indexByID[theme.id], let kept = definitions[index].userValues,
              kept.theme == theme, kept.template == template else { return nil }
        return definitions[index]
    }

    /// This registry with user themes already in it changed to `themes` (each after its template,
    /// as a theme and the themes made from it come), in time independent of the catalog's size
    /// but for one array copy; `nil` when one is not in it, is built in, has a new name (its
    /// place changes: rebuild) or a template that is unknown.
    public func updatingUnchecked(_ themes: [UserTheme]) -> ThemeRegistry? {
        var registry = self
        for theme in themes {
            guard let index = registry.indexByID[theme.id], !registry.definitions[index].isBuiltIn,
                  registry.definitions[index].displayName == theme.metadata.name,
                  let definition = registry.definition(of: theme) else { return nil }
            if definition != registry.definitions[index] { registry.replace(at: index, with: definition) }
        }
        return registry
    }

    /// This registry with `theme` put in its place by name among the user themes (the order
    /// ``includingUnchecked(_:reusing:)`` gives), found by binary search; `nil` when its id is
    /// taken or its template unknown.
    public func insertingUnchecked(_ theme: UserTheme) -> ThemeRegistry? {
        guard indexByID[theme.id] == nil, let definition = definition(of: theme) else { return nil }
        let key = (theme.metadata.name.lowercased(), theme.id)
        var low = definitions.firstIndex { !$0.isBuiltIn } ?? definitions.count
        var high = definitions.count
        while low < high {
            let middle = (low + high) / 2
            if (definitions[middle].displayName.lowercased(), definitions[middle].id) < key { low = middle + 1 } else { high = middle }
        }
        var registry = self
        registry.insert(definition, at: low)
        return registry
    }

    /// This registry without the user theme `id` (no other theme may be made from it); `nil`
    /// when it holds no such user theme.
    public func removingUnchecked(_ id: String) -> ThemeRegistry? {
        guard let index = indexByID[id], !definitions[index].isBuiltIn else { return nil }
        var registry = self
        registry.remove(at: index)
        return registry
    }
}
