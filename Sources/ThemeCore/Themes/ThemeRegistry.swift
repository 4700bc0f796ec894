/// The catalog of themes (FR-TH-03): display order, lookup by id, and token resolution.
/// Built from theme definitions, so user themes can join the built-in ones later.
public struct ThemeRegistry: Sendable {
    /// The six built-in themes of FR-BT-01.
    public static let builtIn = ThemeRegistry(definitions: ThemeDefinition.builtIn)

    /// The id stored settings fall back to.
    public static let defaultThemeID = "default"

    /// Every theme in display order.
    public private(set) var themes: [ThemeInfo]

    private(set) var compiled: [CompiledTheme]
    private(set) var definitions: [ThemeDefinition]
    private(set) var indexByID: [String: Int]

    init(definitions: [ThemeDefinition]) {
        self.definitions = definitions
        compiled = definitions.map(CompiledTheme.init)
        themes = compiled.map(\.info)
        indexByID = Dictionary(definitions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Appends a theme whose id is not yet in the registry, compiling it unless `compiled` is given.
    mutating func append(_ definition: ThemeDefinition, compiled given: CompiledTheme? = nil) {
        let theme = given ?? CompiledTheme(definition)
        indexByID[definition.id] = definitions.count
        definitions.append(definition)
        compiled.append(theme)
        themes.append(theme.info)
    }

    /// Replaces the theme at `index` with `definition` (same id and display name, so the order holds).
    mutating func replace(at index: Int, with definition: ThemeDefinition) {
        let theme = CompiledTheme(definition)
        definitions[index] = definition
        compiled[index] = theme
        themes[index] = theme.info
    }

    /// Puts a theme whose id is not yet in the registry at `index`, moving the later ones back.
    mutating func insert(_ definition: ThemeDefinition, at index: Int) {
        let theme = CompiledTheme(definition)
        definitions.insert(definition, at: index)
        compiled.insert(theme, at: index)
        themes.insert(theme.info, at: index)
        for position in index..<definitions.count { indexByID[definitions[position].id] = position }
    }

    /// Takes out the theme at `index`, moving the later ones forward.
    mutating func remove(at index: Int) {
        indexByID[definitions[index].id] = nil
        definitions.remove(at: index)
        compiled.remove(at: index)
        themes.remove(at: index)
        for position in index..<definitions.count { indexByID[definitions[position].id] = position }
    }

    /// The theme with this id; unknown ids throw, naming the closest id. Use for user requests.
    public func lookup(_ id: String) throws(UnknownThemeError) -> ThemeInfo {
        compiled[try index(of: id)].info
    }

    /// The theme with this id, or `default` when there is none. Use only when loading stored state.
    public func themeOrDefault(_ id: String) -> ThemeInfo {
        compiled[indexByID[id] ?? indexByID[Self.defaultThemeID] ?? 0].info
    }

    /// The complete token set for a theme, scheme and accessibility flags.
    public func tokens(themeID: String, scheme: ColorScheme,
                       accessibility: AccessibilityFlags) throws(UnknownThemeError) -> TokenSet {
        compiled[try index(of: themeID)].tokenSet(scheme: scheme, accessibility: accessibility)
    }

    func index(of id: String) throws(UnknownThemeError) -> Int {
        guard let index = indexByID[id] else {
            throw UnknownThemeError(id: id, validIDs: themes.map(\.id))
        }
        return index
    }
}
