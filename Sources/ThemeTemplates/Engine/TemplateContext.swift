import ThemeCore

/// What a template is rendered with: both schemes' values and the scheme being rendered.
/// Each scheme's values are its token set plus the `terminal.*` keys of ``TerminalPalette`` (derived, or a scheme's own).
public struct TemplateContext: Sendable {
    /// The scheme placeholders and `{{#light}}`/`{{#dark}}` sections follow, outside `{{#with …}}`.
    public let scheme: ColorScheme
    /// Every key a placeholder may name, per scheme.
    public let values: SchemePair<[String: TokenValue]>

    /// A context from a theme's light and dark token sets, rendering `scheme`.
    public init(tokens: SchemePair<TokenSet>, scheme: ColorScheme) {
        self.scheme = scheme
        func values(_ scheme: ColorScheme) -> [String: TokenValue] {
            tokens[scheme].dictionary.merging(TerminalPalette(tokens: tokens[scheme], scheme: scheme).tokens) { $1 }
        }
        self.values = SchemePair(light: values(.light), dark: values(.dark))
    }

    /// A built-in theme's context: both schemes resolved with the same accessibility flags.
    public static func builtIn(
        themeID: String, scheme: ColorScheme, accessibility: AccessibilityFlags = AccessibilityFlags()
    ) throws(UnknownThemeError) -> TemplateContext {
        let registry = ThemeRegistry.builtIn
        return TemplateContext(tokens: SchemePair(
            light: try registry.tokens(themeID: themeID, scheme: .light, accessibility: accessibility),
            dark: try registry.tokens(themeID: themeID, scheme: .dark, accessibility: accessibility)
        ), scheme: scheme)
    }
}
