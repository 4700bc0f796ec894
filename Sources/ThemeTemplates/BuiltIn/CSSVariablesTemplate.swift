import ThemeCore

/// Every color token as a CSS custom property under `:root`, named as ``CSSTokenFormat`` names
/// them (`--color-accent`), for web pages, Electron apps and user styles.
enum CSSVariablesTemplate {
    static let source: String = {
        let colorKeys = SemanticColor.allCases.map(\.key)
        let lines = colorKeys.map { "  \(CSSTokenFormat.propertyName($0)): {{\($0)}};\n" }
        return "/* Themeswitch: {{#light}}light{{/light}}{{#dark}}dark{{/dark}} color tokens as CSS custom properties. Generated; edits are overwritten. */\n"
            + ":root {\n  color-scheme: {{#light}}light{{/light}}{{#dark}}dark{{/dark}};\n" + lines.joined() + "}\n"
    }()
}
