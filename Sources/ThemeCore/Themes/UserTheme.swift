/// A theme a user made (issue 11 §1): an id, metadata, the template it came from, and the
/// semantic values it sets for light and dark. Anything it does not set comes from the template;
/// setting the accent alone is enough (the accent family follows it, FR-BT-03).
public struct UserTheme: Sendable, Hashable {
    /// The template of neutral grays with the default accent (its hover derived).
    public static let blankTemplate = "blank"

    /// `[a-z0-9][a-z0-9-]{0,63}`, usually ``ThemeID/slug(from:taken:)`` of the name.
    public var id: String
    /// Name, description, author, tags, category.
    public var metadata: ThemeMetadata
    /// A theme id, or ``blankTemplate``.
    public var template: String
    /// The values the theme sets over its template.
    public var values: SemanticOverrides
    /// The theme's own wallpaper, a preset, a pattern or a gradient (issue 25 §1): shown while the user has
    /// chosen none; `nil`: the theme has none.
    public var wallpaper: Wallpaper?
    /// The tinted-theming schemes the theme was imported from (issue 36 §1), one per variant the
    /// file gave: their colors are the user's own, kept exactly and exported again; empty for other themes.
    public var schemes: [Base16Scheme]
    /// The terminal scheme the theme was imported from (issue 40 §1): its colors are the theme's
    /// `terminal.*` tokens exactly in its variant, and exported again; `nil` for other themes.
    public var terminalScheme: TerminalScheme?

    /// A user theme from its parts.
    public init(id: String, metadata: ThemeMetadata, template: String,
                values: SemanticOverrides = SemanticOverrides(), wallpaper: Wallpaper? = nil, schemes: [Base16Scheme] = [],
                terminalScheme: TerminalScheme? = nil) {
        self.id = id
        self.metadata = metadata
        self.template = template
        self.values = values
        self.wallpaper = wallpaper
        self.schemes = schemes
        self.terminalScheme = terminalScheme
    }
}
