/// The W3C Design Tokens Format Module (2025.10): nested groups from the dotted keys, every
/// token with `$type` and `$value`.
///
/// - Colors use the Color module's object: `{"colorSpace": "srgb", "components": [r, g, b],
///   "alpha": a, "hex": "#rrggbb"}`, components rounded to 4 decimals (exact for 8-bit channels).
/// - Lengths are `{"value": 16, "unit": "px"}` (points become px); fractions, factors and angles
///   (``TokenUnit``) are `number`s (angles in degrees).
/// - Text tokens (the wallpaper's kind, preset, colors, gradient kind, image), which DTCG has no
///   type for, are kept under the root's `$extensions."org.themeswitch.text"`, key → text.
/// - Weights are `fontWeight` numbers; font designs are `fontFamily` lists of CSS generic families.
/// - `typography.<style>` (and component `…Font` groups) become `typography` composites and
///   `shadow.<name>` (and component shadows) `shadow` composites. A composite's `lineHeight` is
///   DTCG's multiple of the font size (the `.lineHeight` token in points over `.size`), its
///   `letterSpacing` the `.letterSpacing` token in px. The model has no shadow spread, which the
///   composite requires: it is written as `0px` and named under `$extensions."org.themeswitch".invented`.
///   A shadow's blur is twice its SwiftUI radius (``ThemeCSS/blurPerRadius``).
/// - Component tokens that equal the semantic token they alias are written as references
///   (`"{color.surface}"`), so Style Dictionary keeps the levels.
public enum DTCGTokenFormat {
    /// The root `$extensions` member holding the text tokens, key → text.
    public static let textExtensionKey = ThemeDTCG.extensionKey + ".text"

    /// The token set as a DTCG JSON document, ending with a newline.
    public static func render(_ tokens: TokenSet) -> String {
        guard case .object(var members) = group(TokenTree(tokens), tokens) else { return "{}\n" }
        var texts: [(String, JSONNode)] = []
        tokens.forEachInOrder { _, key, value in
            if case .text(let text) = value { texts.append((key, .string(text))) }
        }
        if !texts.isEmpty {
            members.insert(("$extensions", .object([(textExtensionKey, .object(texts))])), at: 0)
        }
        return JSONNode.object(members).printed() + "\n"
    }

    private static let aliases: [String: String] = Dictionary(
        ComponentTokens.all.compactMap { token in token.aliasOf.map { (token.key, $0) } },
        uniquingKeysWith: { first, _ in first })

    private static let typographyParts: Set<String> = ["size", "weight", "design", "lineHeight", "letterSpacing"]
    private static let shadowParts: Set<String> = ["color", "radius", "x", "y"]

    private static func group(_ node: TokenTree, _ tokens: TokenSet) -> JSONNode {
        var members: [(String, JSONNode)] = []
        if let value = node.value {
            members.append(("$root", token(key: node.path, value: value, tokens)))
        }
        for (name, child) in node.children {
            if child.children.isEmpty, let value = child.value {
                // Text (the wallpaper's names and path) has no DTCG type: it goes to the root's $extensions.
                if case .text = value { continue }
                members.append((name, token(key: child.path, value: value, tokens)))
            } else if child.hasExactly(typographyParts) {
                members.append((name, typography(child, tokens)))
            } else if child.hasExactly(shadowParts) {
                members.append((name, shadow(child, tokens)))
            } else {
                members.append((name, group(child, tokens)))
            }
        }
        return .object(members)
    }

    private static func token(key: String, value: TokenValue, _ tokens: TokenSet) -> JSONNode {
        let type: String = switch value {
        case .color: "color"
        case .dimension: TokenUnit.of(key) == .points ? "dimension" : "number"
        case .fontWeight: "fontWeight"
        case .fontDesign: "fontFamily"
        case .flag, .text: "number"
        }
        if let alias = aliases[key], tokens[alias] == value {
            return .object([("$type", .string(type)), ("$value", .string("{\(alias)}"))])
        }
        return .object([("$type", .string(type)), ("$value", type == "number" ? number(value) : raw(value))])
    }

    private static func raw(_ value: TokenValue) -> JSONNode {
        switch value {
        case .color(let color): self.color(color)
        case .dimension(let points): dimension(points)
        case .fontWeight(let weight): .integer(Int64(weight))
        case .fontDesign(let design): .array(FontFamilies.families(design).map(JSONNode.string))
        case .text(let text): .string(text)
        case .flag(let flag): .integer(flag ? 1 : 0)
        }
    }

    private static func number(_ value: TokenValue) -> JSONNode {
        if case .dimension(let number) = value { return .number(number) }
        return raw(value)
    }

    /// A color as the Color module's sRGB object.
    static func color(_ color: RGBAColor) -> JSONNode {
        let exact = color.quantized
        func rounded(_ component: Double) -> JSONNode { .number((component * 10_000).rounded() / 10_000) }
        return .object([
            ("colorSpace", .string("srgb")),
            ("components", .array([rounded(exact.red), rounded(exact.green), rounded(exact.blue)])),
            ("alpha", rounded(exact.alpha)),
            ("hex", .string(String(color.hex.prefix(7)).lowercased())),
        ])
    }

    /// A length in points as a `px` dimension object.
    static func dimension(_ points: Double) -> JSONNode {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    /// A reference to the semantic composite that all parts of a component composite alias.
    private static func compositeAlias(_ node: TokenTree, parts: Set<String>, _ tokens: TokenSet) -> String? {
        var prefixes: Set<String> = []
        for part in parts {
            let key = node.path + "." + part
            guard let alias = aliases[key], alias.hasSuffix("." + part), tokens[alias] == tokens[key] else { return nil }
            prefixes.insert(String(alias.dropLast(part.count + 1)))
        }
        return prefixes.count == 1 ? prefixes.first : nil
    }

    private static func typography(_ node: TokenTree, _ tokens: TokenSet) -> JSONNode {
        if let alias = compositeAlias(node, parts: typographyParts, tokens) {
            return .object([("$type", .string("typography")), ("$value", .string("{\(alias)}"))])
        }
        var value: [(String, JSONNode)] = []
        if case .fontDesign(let design)? = node.leaf("design") {
            value.append(("fontFamily", .array(FontFamilies.families(design).map(JSONNode.string))))
        }
        if case .dimension(let size)? = node.leaf("size") { value.append(("fontSize", dimension(size))) }
        if case .fontWeight(let weight)? = node.leaf("weight") { value.append(("fontWeight", .integer(Int64(weight)))) }
        if case .dimension(let spacing)? = node.leaf("letterSpacing") { value.append(("letterSpacing", dimension(spacing))) }
        if case .dimension(let lineHeight)? = node.leaf("lineHeight"), case .dimension(let size)? = node.leaf("size"), size > 0 {
            value.append(("lineHeight", .number(lineHeight / size)))
        }
        return .object([("$type", .string("typography")), ("$value", .object(value))])
    }

    private static func shadow(_ node: TokenTree, _ tokens: TokenSet) -> JSONNode {
        if let alias = compositeAlias(node, parts: shadowParts, tokens) {
            return .object([("$type", .string("shadow")), ("$value", .string("{\(alias)}"))])
        }
        var value: [(String, JSONNode)] = []
        if case .color(let shadowColor)? = node.leaf("color") { value.append(("color", color(shadowColor))) }
        for (part, name) in [("x", "offsetX"), ("y", "offsetY")] {
            if case .dimension(let points)? = node.leaf(part) { value.append((name, dimension(points))) }
        }
        if case .dimension(let radius)? = node.leaf("radius") {
            value.append(("blur", dimension(radius * ThemeCSS.blurPerRadius)))
        }
        value.append(("spread", dimension(0)))
        return .object([("$type", .string("shadow")), ("$value", .object(value)), invented(["spread"])])
    }

    /// `$extensions."org.themeswitch".invented`: the composite fields the model has no token for,
    /// written with placeholder values because the composite requires them.
    private static func invented(_ fields: [String]) -> (String, JSONNode) {
        ("$extensions", .object([(ThemeDTCG.extensionKey, .object([("invented", .array(fields.map(JSONNode.string)))]))]))
    }
}
