/// Level 4: a theme chooses semantic values — here its accent per scheme, and optionally an
/// explicit hover shade — and nothing else (FR-BT-02: backgrounds, text and chrome are shared).
struct ThemeDefinition: Sendable, Hashable {
    let id: String
    let displayName: String
    let accent: SchemePair<RGBAColor>
    /// `nil`: derived from the accent by ``ColorAdjustment/hover(of:scheme:)``.
    let accentHover: SchemePair<RGBAColor>?
    let isBuiltIn: Bool

    init(id: String, displayName: String, accent: SchemePair<RGBAColor>,
         accentHover: SchemePair<RGBAColor>? = nil, isBuiltIn: Bool = true) {
        self.id = id
        self.displayName = displayName
        self.accent = accent
        self.accentHover = accentHover
        self.isBuiltIn = isBuiltIn
    }

    /// FR-BT-01, in display order.
    static let builtIn: [ThemeDefinition] = [.vaultMail, .midnight, .forest, .sunset, .lavender, .rose]
}
