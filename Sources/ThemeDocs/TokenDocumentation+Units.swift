import ThemeCore

/// The units section of `docs/tokens.md`: how the formats write dimension tokens.
extension TokenDocumentation {
    static func units(_ registry: ThemeRegistry) -> String {
        func keys(_ unit: TokenUnit) -> String {
            TokenSet.allKeys.filter { TokenUnit.of($0) == unit }.map { "`\($0)`" }.joined(separator: ", ")
        }
        let tokens = try? registry.tokens(themeID: ThemeRegistry.defaultThemeID, scheme: .light, accessibility: AccessibilityFlags())
        let texts = TokenSet.allKeys.filter { key in
            if case .text? = tokens?[key] { true } else { false }
        }
        return """
            ## Units

            On D-Bus every dimension is a plain number (`d`). The formats that write units
            (`themeswitch tokens --format css|dtcg`, `theme export --format css|dtcg`) take the unit from the
            token, never from its name (`TokenUnit` in ThemeCore):

            - lengths in points are CSS `px` (one point per px) and DTCG `dimension`s `{"value": 16, "unit": "px"}`;
            - fractions and factors have no unit: CSS `0.75`, DTCG `number` — \(keys(.number));
            - angles are CSS `deg` and DTCG `number`s of degrees (DTCG 2025.10 has no angle type) — \(keys(.degrees)).

            Text tokens (\(texts.map { "`\($0)`" }.joined(separator: ", "))),
            which DTCG has no type for, are kept in the DTCG token set under the root's
            `$extensions."\(DTCGTokenFormat.textExtensionKey)"`, key → text. Every format `tokens` writes imports
            again as a theme with the identical token set (docs/themes.md, "Importing what any export writes").

            """
    }
}
