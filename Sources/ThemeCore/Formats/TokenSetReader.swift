/// Reads a resolved token set back as a user theme (issue 18 §2), so that every export imports
/// again: `themeswitch tokens --format json` (flat keys), a YAML token tree once turned into
/// nested JSON, and CSS custom properties (`tokens --format css`, `theme export --format css…`,
/// both schemes where the file has both). The theme sets every semantic value the set holds, over
/// the `blank` template; component tokens (derived from those values) and `wallpaper.*` tokens
/// (the user's wallpaper, not the theme's) are not read. (DTCG token sets go through
/// ``ThemeDTCGReader``.)
public enum TokenSetReader {
    /// The theme of a JSON object of token keys, flat (`"color.accent": "#2596BE"`) or nested by
    /// the keys' dots (`$root` for a key that is also a group); it sets both schemes.
    public static func theme(json bytes: [UInt8]) throws(ThemeFileError) -> UserTheme {
        guard case .object(let members) = try ThemeFile.json(bytes) else {
            throw invalid("the file is not a JSON object; expected token keys with their values")
        }
        var values: [String: ThemeValueInput] = [:]
        flatten(members, prefix: "", into: &values)
        return try theme(light: values, dark: values)
    }

    /// The theme of CSS custom properties named as ``CSSTokenFormat/propertyName(_:)`` writes them;
    /// a rule with `color-scheme: dark` sets dark, any other light; a file with one scheme sets both.
    public static func theme(css text: String) throws(ThemeFileError) -> UserTheme {
        var schemes: [ColorScheme: [String: ThemeValueInput]] = [:]
        for rule in text.split(separator: "}") {
            guard let open = rule.lastIndex(of: "{") else { continue }
            var declarations: [String: String] = [:]
            for declaration in rule[rule.index(after: open)...].split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                declarations[String(parts[0]).trimmingSurroundingWhitespace] = String(parts[1]).trimmingSurroundingWhitespace
            }
            let scheme: ColorScheme = declarations["color-scheme"] == "dark" ? .dark : .light
            for (name, value) in declarations {
                guard let key = keysByProperty[name], let input = cssInput(value) else { continue }
                schemes[scheme, default: [:]][key] = input
            }
        }
        let light = schemes[.light] ?? schemes[.dark] ?? [:]
        return try theme(light: light, dark: schemes[.dark] ?? light)
    }

    private static func theme(light: [String: ThemeValueInput], dark: [String: ThemeValueInput]) throws(ThemeFileError) -> UserTheme {
        var values = SemanticOverrides()
        var problems: [ValidationProblem] = []
        for (scheme, given) in [(SchemeSelection.light, light), (.dark, dark)] {
            for key in SemanticKey.resolvedSetKeys {
                guard let input = given[key.key] else { continue }
                do throws(ValidationProblem) {
                    try values.set(key.key, input, for: scheme)
                } catch {
                    problems.append(ValidationProblem(field: "\(scheme.rawValue).\(key.key)", message: error.message))
                }
            }
        }
        if values.isEmpty, problems.isEmpty {
            problems.append(ValidationProblem(field: "(file)", message: "the file holds no semantic token; expected "
                + "a token set as `themeswitch tokens` writes it, or a theme file (docs/themes.md)"))
        }
        guard problems.isEmpty else { throw .invalid(InvalidThemeError(problems: problems)) }
        return UserTheme(id: "imported-theme", metadata: ThemeMetadata(name: "Imported Theme", category: .minimal),
                         template: UserTheme.blankTemplate, values: values)
    }

    private static func flatten(_ members: [(String, JSONNode)], prefix: String, into values: inout [String: ThemeValueInput]) {
        for (name, node) in members {
            let key = name == "$root" ? prefix : prefix.isEmpty ? name : prefix + "." + name
            switch node {
            case .object(let inner): flatten(inner, prefix: key, into: &values)
            case .string(let text): values[key] = .string(text)
            case .number(let number): values[key] = .number(number)
            case .integer(let number): values[key] = .number(Double(number))
            case .bool(let flag): values[key] = .string(flag ? "true" : "false")
            case .array, .null: break
            }
        }
    }

    private static let keysByProperty: [String: String] = Dictionary(
        SemanticKey.resolvedSetKeys.map { (CSSTokenFormat.propertyName($0.key), $0.key) }, uniquingKeysWith: { first, _ in first })

    /// A CSS value as ``CSSTokenFormat/cssValue(_:key:)`` writes it; `nil` for a `var()` reference.
    private static func cssInput(_ value: String) -> ThemeValueInput? {
        if value.hasPrefix("var(") { return nil }
        for unit in ["px", "deg"] where value.hasSuffix(unit) {
            if let number = Double(value.dropLast(unit.count)) { return .number(number) }
        }
        if let design = FontDesign.allCases.first(where: { FontFamilies.families($0).joined(separator: ", ") == value }) {
            return .string(design.rawValue)
        }
        return .string(value)
    }

    private static func invalid(_ message: String) -> ThemeFileError {
        .invalid(InvalidThemeError(problems: [ValidationProblem(field: "(file)", message: message)]))
    }
}
