extension ThemeRegistry {
    /// This registry with `theme` added after the others, once it has no errors
    /// (``problems(of:)``); its values are set over its template's.
    public func adding(_ theme: UserTheme) throws(InvalidThemeError) -> ThemeRegistry {
        var problems = problems(of: theme)
        if themes.contains(where: { $0.id == theme.id }) {
            problems.insert(ValidationProblem(field: "id", message: "theme id '\(theme.id)' is already taken; "
                + "expected a new id"), at: 0)
        }
        guard !problems.contains(where: { $0.severity == .error }), let definition = definition(of: theme) else {
            throw InvalidThemeError(problems: problems)
        }
        var registry = self
        registry.append(definition)
        return registry
    }

    /// The token set `theme` resolves to, without adding it; `nil` when its template is unknown.
    public func tokens(of theme: UserTheme, scheme: ColorScheme, accessibility: AccessibilityFlags) -> TokenSet? {
        guard let definition = definition(of: theme) else { return nil }
        let semantic = CompiledTheme(definition).semantic(scheme: scheme, highContrast: accessibility.highContrast)
        return TokenResolver.tokenSet(semantic, accessibility: accessibility)
    }

    /// Every problem with `theme`, all at once: its id, metadata and template, then the contrast
    /// of its resolved colors in light and dark (``ContrastProblems``). Value problems cannot
    /// occur here: ``SemanticOverrides`` holds only checked values.
    public func problems(of theme: UserTheme) -> [ValidationProblem] {
        var problems: [ValidationProblem] = []
        if let problem = ThemeID.problem(with: theme.id) { problems.append(problem) }
        problems += theme.metadata.problems
        guard let definition = definition(of: theme) else {
            let known = [UserTheme.blankTemplate] + themes.map(\.id)
            let hint = ClosestName.hint(for: theme.template, among: known)
            problems.append(ValidationProblem(field: "template", message: "unknown template '\(theme.template)'"
                + "\(hint); expected \(known.joined(separator: ", "))"))
            return problems
        }
        let compiled = CompiledTheme(definition)
        for scheme in ColorScheme.allCases {
            let tokens = TokenResolver.tokenSet(compiled.semantic(scheme: scheme, highContrast: false),
                                                accessibility: AccessibilityFlags())
            problems += ContrastProblems.problems(in: tokens, scheme: scheme)
        }
        return problems
    }

    /// The definition of `theme` over its template, or `nil` when the template is unknown.
    func definition(of theme: UserTheme) -> ThemeDefinition? {
        let template: ThemeDefinition
        if theme.template == UserTheme.blankTemplate {
            template = .blank
        } else if let index = try? index(of: theme.template) {
            template = definitions[index]
        } else {
            return nil
        }
        return Self.definition(of: theme, over: template)
    }

    /// The definition of `theme`: its values set over its template's.
    static func definition(of theme: UserTheme, over template: ThemeDefinition) -> ThemeDefinition {
        ThemeDefinition(
            id: theme.id, displayName: theme.metadata.name, category: theme.metadata.category,
            accent: template.accent, accentHover: template.accentHover,
            values: theme.values.merged(over: template.values), isBuiltIn: false)
    }
}
