/// A theme's light and dark token sets as CSS for a front end (issue 11 §6, docs/themes.md "CSS"):
/// each scheme's rule sets `color-scheme`, every token as a custom property (names and values as
/// ``CSSTokenFormat``), component tokens that equal the semantic token they alias as
/// `var(--…)` references to it, and shorthands: `--shadow-medium: 0px 2px 4px #00000026` and
/// `--typography-body-medium-font: 400 15px system-ui, sans-serif` (with `-font-family`).
///
/// Shadow blur: the seed's shadows are SwiftUI `.shadow(radius:)`, whose radius is the Gaussian
/// blur radius of Core Animation (`CALayer.shadowRadius`); CSS `box-shadow` asks for a Gaussian
/// with "a standard deviation equal to half the blur radius" (CSS Backgrounds and Borders Level 3,
/// §7.1), and design tools convert Core Animation's radius as blur / 2 (Figma, Sketch), so the
/// CSS blur is twice the radius. Line height and letter spacing are not in the token model, so
/// no `-line-height` or `-letter-spacing` is written.
///
/// Both rules hold every token: a custom property holding `var()` is computed where it is
/// declared, so the dark rule repeats the component references.
public enum ThemeCSS {
    /// Where the dark values go; the light ones are always under `:root`.
    public enum Selector: String, Sendable, CaseIterable {
        /// `@media (prefers-color-scheme: dark) { :root { … } }`.
        case media
        /// `[data-scheme=dark] { … }` (light also under `[data-scheme=light]`).
        case dataScheme = "[data-scheme=dark]"
        /// Only one scheme's values, under `:root`.
        case root = ":root"
    }

    /// CSS blur length per point of SwiftUI shadow radius (see the type's documentation).
    public static let blurPerRadius = 2.0

    /// The CSS text for the theme's token sets with `selector`; with ``Selector/root`` only the
    /// set of `rootScheme` is written.
    public static func render(light: TokenSet, dark: TokenSet, selector: Selector,
                              rootScheme: ColorScheme = .light) -> String {
        switch selector {
        case .media:
            return rule(":root", light, scheme: .light) + "\n@media (prefers-color-scheme: dark) {\n"
                + rule(":root", dark, scheme: .dark, indent: "  ") + "}\n"
        case .dataScheme:
            return rule(":root,\n[data-scheme=light]", light, scheme: .light) + "\n" + rule("[data-scheme=dark]", dark, scheme: .dark)
        case .root:
            return rule(":root", rootScheme == .dark ? dark : light, scheme: rootScheme)
        }
    }

    private static let aliases: [String: String] = Dictionary(
        ComponentTokens.all.compactMap { token in token.aliasOf.map { (token.key, $0) } },
        uniquingKeysWith: { first, _ in first })

    private static func rule(_ selector: String, _ tokens: TokenSet, scheme: ColorScheme, indent: String = "") -> String {
        var lines = ["color-scheme: \(scheme.rawValue);"]
        tokens.forEachInOrder { _, key, value in
            let text = if let alias = aliases[key], tokens[alias] == value {
                "var(\(CSSTokenFormat.propertyName(alias)))"
            } else {
                CSSTokenFormat.cssValue(value, key: key)
            }
            lines.append(CSSTokenFormat.propertyName(key) + ": " + text + ";")
        }
        lines += shorthands(tokens.orderedKeys, tokens)
        let head: String = selector.split(separator: "\n").map { indent + $0 }.joined(separator: "\n")
        let body: String = lines.map { indent + "  " + $0 + "\n" }.joined()
        return head + " {\n" + body + indent + "}\n"
    }

    /// `box-shadow` values for every group with color, radius, x and y; `font` and
    /// `-font-family` for every group with size, weight and design (`font` with its line height).
    private static func shorthands(_ keys: [String], _ tokens: TokenSet) -> [String] {
        var lines: [String] = []
        for key in keys where key.hasSuffix(".radius") {
            let group = String(key.dropLast(".radius".count))
            guard case .color(let color)? = tokens[group + ".color"], case .dimension(let radius)? = tokens[key],
                  case .dimension(let x)? = tokens[group + ".x"], case .dimension(let y)? = tokens[group + ".y"] else { continue }
            let lengths = [x, y, radius * blurPerRadius].map { JSONText.number($0) + "px" }
            lines.append(CSSTokenFormat.propertyName(group) + ": " + lengths.joined(separator: " ") + " " + color.hex + ";")
        }
        for key in keys where key.hasSuffix(".design") {
            let group = String(key.dropLast(".design".count))
            guard case .fontDesign(let design)? = tokens[key], case .dimension(let size)? = tokens[group + ".size"],
                  case .fontWeight(let weight)? = tokens[group + ".weight"] else { continue }
            let families = FontFamilies.families(design).joined(separator: ", ")
            let name = CSSTokenFormat.propertyName(group)
            lines.append(name + "-font-family: " + families + ";")
            let lineHeight: String = if case .dimension(let height)? = tokens[group + ".lineHeight"] {
                "/" + JSONText.number(height) + "px"
            } else {
                ""
            }
            lines.append(name + "-font: \(weight) " + JSONText.number(size) + "px" + lineHeight + " " + families + ";")
        }
        return lines
    }
}
