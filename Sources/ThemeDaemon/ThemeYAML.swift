import DBus
import ThemeCore
import Yams

/// A user theme as YAML (issue 11 §5, docs/themes.md "YAML"): the `.theme` file's fields, with
/// each scheme's values in the shape of SimpleX's `ThemeModeOverrides`, as in the overrides
/// document (`OverridesYAML`): `colors` holds the `color.*` keys without the prefix, `tokens`
/// every other semantic key in full.
///
/// ```yaml
/// format: themeswitch-theme
/// version: 1
/// id: deep-sea
/// name: "Deep Sea"
/// tags: ["blue"]
/// category: professional
/// template: midnight
/// light:
///   colors:
///     accent: "#0B6E99"
///   tokens:
///     spacing.lg: 17.5
/// ```
///
/// Reading turns the document into the `.theme` JSON and decodes that, so both formats share one
/// set of rules and a YAML file is refused whole exactly as a `.theme` file is.
enum ThemeYAML {
    /// The most nodes a document may hold once its aliases are expanded; more is a YAML bomb.
    static let maximumNodes = 5_000
    /// The deepest nesting read; a theme needs four levels.
    static let maximumDepth = 8

    private static let colorPrefix = "color."
    private static let schemeGroups = ["colors", "tokens"]

    /// The theme as YAML text, fields in the `.theme` file's order.
    static func encode(_ theme: UserTheme) -> String {
        var root: [(Node, Node)] = [
            (Node("format"), Node(ThemeFile.format)), (Node("version"), Node(String(ThemeFile.version))),
            (Node("id"), Node(theme.id)), (Node("name"), OverridesYAML.quoted(theme.metadata.name)),
        ]
        if let description = theme.metadata.description { root.append((Node("description"), OverridesYAML.quoted(description))) }
        if let author = theme.metadata.author { root.append((Node("author"), OverridesYAML.quoted(author))) }
        root += [
            (Node("tags"), Node(theme.metadata.tags.map(OverridesYAML.quoted))),
            (Node("category"), Node(theme.metadata.category.rawValue)), (Node("template"), Node(theme.template)),
        ]
        for scheme in ColorScheme.allCases {
            let values = theme.values[scheme]
            let set = SemanticKey.all.compactMap { key in values[key].map { (key.key, $0) } }
            let colors = set.filter { $0.0.hasPrefix(colorPrefix) }
            let tokens = set.filter { !$0.0.hasPrefix(colorPrefix) }
            var groups: [(Node, Node)] = []
            if !colors.isEmpty {
                groups.append((Node("colors"), Node(colors.map { (Node(String($0.0.dropFirst(colorPrefix.count))), OverridesYAML.value($0.1)) })))
            }
            if !tokens.isEmpty { groups.append((Node("tokens"), Node(tokens.map { (Node($0.0), OverridesYAML.value($0.1)) }))) }
            if !groups.isEmpty { root.append((Node(scheme.rawValue), Node(groups))) }
        }
        return (try? Yams.serialize(node: Node(root), allowUnicode: true)) ?? "{}\n"
    }

    /// The `.theme` JSON text a YAML theme stands for; `InvalidTheme` for text that is not YAML,
    /// not a mapping, a YAML bomb, or a scheme with an unknown group.
    static func json(from yaml: String) throws(DBusError) -> String {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ThemeRequestError.invalidTheme("the theme file is not YAML (\(String(describing: error).split(separator: "\n").first ?? "")); expected the fields of docs/themes.md")
        }
        guard let mapping = root?.mapping else {
            throw ThemeRequestError.invalidTheme("the theme file is not a YAML mapping; expected the fields of docs/themes.md")
        }
        var budget = maximumNodes
        try spend(root ?? Node(""), depth: 0, budget: &budget)
        var members: [String] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw ThemeRequestError.invalidTheme("the theme file has a field name that is not text; expected plain names")
            }
            let json = ColorScheme(rawValue: key) != nil ? try scheme(value, at: key) : metadata(value)
            members.append(JSONText.string(key) + ": " + json)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Counts the nodes of the expanded tree, refusing more than ``maximumNodes`` or deeper than ``maximumDepth``.
    static func spend(_ node: Node, depth: Int, budget: inout Int) throws(DBusError) {
        budget -= 1
        guard budget >= 0, depth <= maximumDepth else {
            throw ThemeRequestError.invalidTheme("the YAML expands to more than \(maximumNodes) nodes or \(maximumDepth) levels (nested anchors and aliases?); a theme needs far fewer")
        }
        if let mapping = node.mapping {
            for (key, value) in mapping {
                try spend(key, depth: depth + 1, budget: &budget)
                try spend(value, depth: depth + 1, budget: &budget)
            }
        } else if let sequence = node.sequence {
            for item in sequence { try spend(item, depth: depth + 1, budget: &budget) }
        }
    }

    /// A scheme's `colors`/`tokens` as the `.theme` file's flat object of semantic keys.
    private static func scheme(_ node: Node, at path: String) throws(DBusError) -> String {
        guard let mapping = node.mapping else {
            throw ThemeRequestError.invalidTheme("'\(path)' is not a mapping; expected fields \(schemeGroups.joined(separator: ", "))")
        }
        var members: [String] = []
        for (groupNode, values) in mapping {
            let group = groupNode.scalar?.string ?? ""
            guard schemeGroups.contains(group) else {
                throw ThemeRequestError.invalidTheme("unknown field \(ThemeRequestError.quoted(group)) in '\(path)'\(ClosestName.hint(for: group, among: schemeGroups)); expected \(schemeGroups.joined(separator: ", "))")
            }
            guard let pairs = values.mapping else {
                throw ThemeRequestError.invalidTheme("'\(path).\(group)' is not a mapping; expected names with their values")
            }
            for (name, value) in pairs {
                let key = (group == "colors" ? colorPrefix : "") + (name.scalar?.string ?? "")
                members.append(JSONText.string(key) + ": " + metadata(value))
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A scalar as a JSON string or number (a plain YAML number), a sequence as an array; anything
    /// else as `null`, which the `.theme` reader names.
    private static func metadata(_ node: Node) -> String {
        if let sequence = node.sequence { return "[" + sequence.map(metadata).joined(separator: ", ") + "]" }
        guard let scalar = node.scalar, !(scalar.style == .plain && ["", "~", "null"].contains(scalar.string)) else {
            return "null"
        }
        if scalar.style == .plain, let number = Double(scalar.string), number.isFinite, !scalar.string.hasPrefix("0x") {
            return JSONText.number(number)
        }
        return JSONText.string(scalar.string)
    }
}
