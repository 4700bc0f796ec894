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
        return CompiledTheme(definition).tokenSet(scheme: scheme, accessibility: accessibility)
    }

    /// Every problem with `theme`, all at once: its id, metadata and template, then the contrast
    /// of the colors it sets in light and dark (``ContrastProblems``; derived colors are fitted). Value problems cannot
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
            let slots = theme.schemes.first { $0.variant == scheme }.map { Base16Mapping.slots(of: $0, in: theme.values[scheme]) } ?? [:]
            problems += ContrastProblems.problems(in: tokens, scheme: scheme, userColors: definition.userColors?[scheme] ?? [],
                                                  slots: slots)
            if theme.values[scheme][.wallpaperColor(.background)] != nil {
                problems += WallpaperContrast.problems(in: tokens, scheme: scheme)
            }
        }
        return problems
    }

    /// The definition of `theme` over its template, or `nil` when the template is unknown.
    func definition(of theme: UserTheme) -> ThemeDefinition? {
        guard let template = template(of: theme) else { return nil }
        return Self.definition(of: theme, over: template)
    }

    /// The definition of `theme`: its values set over its template's, with the counterparts
    /// ``DerivedCounterpart`` derives and the colors the user set recorded (``DerivedColorFit``),
    /// both worked out on first use.
    static func definition(of theme: UserTheme, over template: ThemeDefinition) -> ThemeDefinition {
        ThemeDefinition(userTheme: theme, over: template)
    }

    /// Theme `id`'s whole definition over the `blank` template, as an export of a built-in writes
    /// it, so the file stands on its own: every color, and every other semantic value that differs
    /// from `blank`'s, in both schemes (the normal variant). A theme over `blank` with these values
    /// resolves to exactly the theme's tokens.
    public func definitionValues(themeID id: String) throws(UnknownThemeError) -> SemanticOverrides {
        let theme = compiled[try index(of: id)]
        let blank = CompiledTheme(.blank)
        func values(_ scheme: ColorScheme) -> [SemanticKey: TokenValue] {
            let semantic = theme.semantic(scheme: scheme, highContrast: false)
            let shared = blank.semantic(scheme: scheme, highContrast: false)
            return Dictionary(uniqueKeysWithValues: SemanticKey.all.compactMap { key in
                switch key {
                case .color: return (key, semantic[key])
                case .wallpaperColor(let color): return semantic.wallpaperColors[color.rawValue].map { (key, .color($0)) }
                default: return semantic[key] == shared[key] ? nil : (key, semantic[key])
                }
            })
        }
        return SemanticOverrides(light: values(.light), dark: values(.dark))
    }

    /// The colors `theme` sets once for both schemes that the engine replaces in one scheme
    /// (``DerivedCounterpart``); empty when its template is unknown.
    public func derivedCounterparts(of theme: UserTheme) -> [DerivedCounterpart] {
        guard let template = template(of: theme) else { return [] }
        return DerivedCounterpart.values(of: theme, over: template).1
    }

    /// The definition `theme` is made over: `blank`, or the theme its template names.
    func template(of theme: UserTheme) -> ThemeDefinition? {
        if theme.template == UserTheme.blankTemplate { return .blank }
        guard let index = try? index(of: theme.template) else { return nil }
        return definitions[index]
    }
}
