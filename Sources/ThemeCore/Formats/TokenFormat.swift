/// The text formats a token set can be written in: each a pure function from a resolved
/// ``TokenSet`` to text (Style Dictionary's "format" stage). Nothing here reads or writes files.
public enum TokenFormat: String, Sendable, CaseIterable {
    /// A flat JSON object, key to value, for scripts (`jq '."color.accent"'`).
    case json
    /// The W3C Design Tokens Format Module 2025.10, for design tools and Style Dictionary.
    case dtcg
    /// CSS custom properties under `:root`.
    case css
    /// Nested YAML mappings, one level per dotted key element.
    case yaml
    /// A tinted-theming Base16 scheme of the colors (``Base16Mapping/scheme(of:system:name:author:variant:)``).
    case base16
    /// The same as Base24.
    case base24

    /// The token set in this format, ending with a newline.
    public func render(_ tokens: TokenSet) -> String {
        switch self {
        case .json: JSONTokenFormat.render(tokens)
        case .dtcg: DTCGTokenFormat.render(tokens)
        case .css: CSSTokenFormat.render(tokens)
        case .yaml: YAMLTokenFormat.render(tokens)
        case .base16, .base24: Base16SchemeFile.render(Base16Mapping.scheme(of: tokens, tokenFormat: self))
        }
    }
}
