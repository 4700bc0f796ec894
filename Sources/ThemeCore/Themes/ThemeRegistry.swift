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
    private var indexByID: [String: Int]
    /// Each user theme as given, by id, so a later registry can reuse its compiled form (``includingUnchecked(_:reusing:)``).
    private(set) var userThemes: [String: UserTheme] = [:]

    init(definitions: [ThemeDefinition]) {
        self.definitions = definitions
        compiled = definitions.map(CompiledTheme.init)
        themes = compiled.map(\.info)
        indexByID = Dictionary(definitions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Appends a compiled theme whose id is not yet in the registry (compiled here unless given),
    /// made from `userTheme` if it is a user theme.
    mutating func append(_ definition: ThemeDefinition, compiled given: CompiledTheme? = nil, userTheme: UserTheme? = nil) {
        indexByID[definition.id] = definitions.count
        definitions.append(definition)
        compiled.append(given ?? CompiledTheme(definition))
        themes.append(compiled[compiled.count - 1].info)
        if let userTheme { userThemes[definition.id] = userTheme }
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
        let semantic = compiled[try index(of: themeID)].semantic(scheme: scheme, highContrast: accessibility.highContrast)
        return TokenResolver.tokenSet(semantic, accessibility: accessibility)
    }

    func index(of id: String) throws(UnknownThemeError) -> Int {
        guard let index = indexByID[id] else {
            throw UnknownThemeError(id: id, validIDs: themes.map(\.id))
        }
        return index
    }
}
