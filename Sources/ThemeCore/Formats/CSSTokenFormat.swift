/// CSS custom properties under `:root`, usable as is: `--color-accent: #2596BE;`.
///
/// Names are the dotted keys in kebab case (`typography.titleMedium.size` →
/// `--typography-title-medium-size`). Lengths are px (one point per CSS px), fractions and
/// factors unitless, angles deg (``TokenUnit``), weights are numbers, font designs are generic family lists
/// (`ui-monospace, monospace`), colors are `#RRGGBB` or `#RRGGBBAA`.
public enum CSSTokenFormat {
    /// The token set as a `:root` rule (or another `selector`), ending with a newline.
    public static func render(_ tokens: TokenSet, selector: String = ":root") -> String {
        var text = selector + " {\n"
        tokens.forEachInOrder { _, key, value in text += "  " + propertyName(key) + ": " + cssValue(value, key: key) + ";\n" }
        return text + "}\n"
    }

    /// `--` and the key in kebab case: dots and capitals become hyphens, everything lowercase;
    /// characters CSS identifiers cannot hold become `_`.
    public static func propertyName(_ key: String) -> String {
        var name = "-"
        for character in key {
            if character == "." {
                name.append("-")
            } else if character.isUppercase, character.isASCII {
                name.append("-")
                name += character.lowercased()
            } else if character.isASCII, character.isLetter || character.isNumber || character == "-" || character == "_" {
                name.append(character)
            } else {
                name.append("_")
            }
        }
        return "-" + name
    }

    /// A token value as CSS: colors hex, lengths px, fractions unitless, angles deg, weights numbers, designs family lists, text
    /// quoted, flags 1 or 0.
    static func cssValue(_ value: TokenValue, key: String) -> String {
        switch value {
        case .color(let color): color.hex
        case .dimension(let number):
            switch TokenUnit.of(key) {
            case .points: JSONText.number(number) + "px"
            case .number: JSONText.number(number)
            case .degrees: JSONText.number(number) + "deg"
            }
        case .fontWeight(let weight): String(weight)
        case .fontDesign(let design): FontFamilies.families(design).joined(separator: ", ")
        case .text(let text): JSONText.string(text)
        case .flag(let flag): flag ? "1" : "0"
        }
    }
}
