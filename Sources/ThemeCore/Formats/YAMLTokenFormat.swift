/// Nested YAML mappings, one level per element of the dotted keys:
///
/// ```yaml
/// color:
///   accent: "#2596BE"
/// ```
///
/// Strings are always double-quoted (a `#` would otherwise start a comment); keys that are not
/// plain identifiers (`avatar.0`) are quoted too, so every key stays a string. A key that is
/// also a group keeps its value under `$root`.
public enum YAMLTokenFormat {
    /// The token set as a YAML document, ending with a newline.
    public static func render(_ tokens: TokenSet) -> String {
        var lines: [String] = []
        write(TokenTree(tokens), indent: "", into: &lines)
        return lines.isEmpty ? "{}\n" : lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ node: TokenTree, indent: String, into lines: inout [String]) {
        if let value = node.value, !node.path.isEmpty {
            lines.append(indent + key("$root") + ": " + scalar(value))
        }
        for (name, child) in node.children {
            if child.children.isEmpty, let value = child.value {
                lines.append(indent + key(name) + ": " + scalar(value))
            } else {
                lines.append(indent + key(name) + ":")
                write(child, indent: indent + "  ", into: &lines)
            }
        }
    }

    private static func key(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }),
              !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(name.lowercased())
        else { return JSONText.string(name) }
        return name
    }

    private static func scalar(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): JSONText.string(color.hex)
        case .dimension(let number): JSONText.number(number) == "null" ? ".nan" : JSONText.number(number)
        case .fontWeight(let weight): String(weight)
        case .fontDesign(let design): JSONText.string(design.rawValue)
        case .text(let text): JSONText.string(text)
        case .flag(let flag): flag ? "true" : "false"
        }
    }
}
