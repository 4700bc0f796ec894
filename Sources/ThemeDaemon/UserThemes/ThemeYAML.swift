import DBus
import ThemeCore
import YAML

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
package enum ThemeYAML {
    /// What a theme document may expand to (docs/RELIABILITY.md "Limits"): 5 000 nodes once
    /// aliases are expanded (more is a YAML bomb), nested 8 deep (a theme needs four).
    static let limits = YAMLLimits(maximumNodes: 5_000, maximumDepth: 8)

    private static let colorPrefix = "color."
    /// The first elements of the token keys (`color`, `spacing`, …, `wallpaper`).
    private static let tokenGroups = Set(TokenSet.allKeys.compactMap { $0.split(separator: ".").first.map(String.init) })
    private static let schemeGroups = ["colors", "tokens"]

    /// The theme as YAML text, fields in the `.theme` file's order.
    package static func encode(_ theme: UserTheme) -> String {
        var root: [(YAMLNode, YAMLNode)] = [
            (YAMLNode("format"), YAMLNode(ThemeFile.format)), (YAMLNode("version"), YAMLNode(String(ThemeFile.version))),
            (YAMLNode("id"), YAMLNode(theme.id)), (YAMLNode("name"), OverridesYAML.quoted(theme.metadata.name)),
        ]
        if let description = theme.metadata.description { root.append((YAMLNode("description"), OverridesYAML.quoted(description))) }
        if let author = theme.metadata.author { root.append((YAMLNode("author"), OverridesYAML.quoted(author))) }
        root += [
            (YAMLNode("tags"), YAMLNode(theme.metadata.tags.map(OverridesYAML.quoted))),
            (YAMLNode("category"), YAMLNode(theme.metadata.category.rawValue)), (YAMLNode("template"), YAMLNode(theme.template)),
        ]
        for scheme in ColorScheme.allCases {
            let values = theme.values[scheme]
            let set = SemanticKey.all.compactMap { key in values[key].map { (key.key, $0) } }
            let colors = set.filter { $0.0.hasPrefix(colorPrefix) }
            let tokens = set.filter { !$0.0.hasPrefix(colorPrefix) }
            var groups: [(YAMLNode, YAMLNode)] = []
            if !colors.isEmpty {
                groups.append((YAMLNode("colors"), YAMLNode(colors.map { (YAMLNode(String($0.0.dropFirst(colorPrefix.count))), OverridesYAML.value($0.1)) })))
            }
            if !tokens.isEmpty { groups.append((YAMLNode("tokens"), YAMLNode(tokens.map { (YAMLNode($0.0), OverridesYAML.value($0.1)) }))) }
            if !groups.isEmpty { root.append((YAMLNode(scheme.rawValue), YAMLNode(groups))) }
        }
        // JSON is YAML: the `.theme` file's wallpaper object, written back in block style.
        if let wallpaper = theme.wallpaper, let node = try? YAMLReader.read(ThemeFile.wallpaperJSON(wallpaper), limits: limits) {
            root.append((YAMLNode("wallpaper"), node))
        }
        return YAMLWriter.text(of: YAMLNode(root)) ?? "{}\n"
    }

    /// The `.theme` JSON text a YAML theme stands for; `InvalidTheme` for text that is not YAML,
    /// not a mapping, a YAML bomb, or a scheme with an unknown group.
    static func json(from yaml: String) throws(DBusError) -> String {
        let root: YAMLNode?
        do throws(YAMLError) {
            root = try YAMLReader.read(yaml, limits: limits)
        } catch where error.kind == .syntax || error.kind == .severalDocuments {
            throw ThemeRequestError.invalidTheme("the theme file is not YAML (\(error)); expected the fields of docs/themes.md")
        } catch {
            throw ThemeRequestError.invalidTheme("the theme file is refused at \(error); a theme needs far fewer")
        }
        guard let mapping = root?.mapping else {
            throw ThemeRequestError.invalidTheme("the theme file is not a YAML mapping; expected the fields of docs/themes.md")
        }
        // A token tree (`themeswitch tokens --format yaml`), every field a token group: nested JSON of its keys.
        if !mapping.isEmpty, mapping.allSatisfy({ tokenGroups.contains($0.0.scalar?.text ?? "") }) { return tree(root ?? YAMLNode("")) }
        var members: [String] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.text else {
                throw ThemeRequestError.invalidTheme("the theme file has a field name that is not text; expected plain names")
            }
            let json = ColorScheme(rawValue: key) != nil ? try scheme(value, at: key) : key == "wallpaper" ? tree(value) : metadata(value)
            members.append(JSONText.string(key) + ": " + json)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A scheme's `colors`/`tokens` as the `.theme` file's flat object of semantic keys.
    private static func scheme(_ node: YAMLNode, at path: String) throws(DBusError) -> String {
        guard let mapping = node.mapping else {
            throw ThemeRequestError.invalidTheme("'\(path)' is not a mapping; expected fields \(schemeGroups.joined(separator: ", "))")
        }
        var members: [String] = []
        for (groupNode, values) in mapping {
            let group = groupNode.scalar?.text ?? ""
            guard schemeGroups.contains(group) else {
                throw ThemeRequestError.invalidTheme("unknown field \(ThemeRequestError.quoted(group)) in '\(path)'\(ClosestName.hint(for: group, among: schemeGroups)); expected \(schemeGroups.joined(separator: ", "))")
            }
            guard let pairs = values.mapping else {
                throw ThemeRequestError.invalidTheme("'\(path).\(group)' is not a mapping; expected names with their values")
            }
            for (name, value) in pairs {
                let key = (group == "colors" ? colorPrefix : "") + (name.scalar?.text ?? "")
                members.append(JSONText.string(key) + ": " + metadata(value))
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// A mapping as a JSON object, anything else as ``metadata(_:)`` writes it.
    private static func tree(_ node: YAMLNode) -> String {
        guard let mapping = node.mapping else { return metadata(node) }
        return "{" + mapping.map { JSONText.string($0.0.scalar?.text ?? "") + ": " + tree($0.1) }.joined(separator: ", ") + "}"
    }

    /// A scalar as a JSON string or number (a plain YAML number), a sequence as an array; anything
    /// else as `null`, which the `.theme` reader names.
    private static func metadata(_ node: YAMLNode) -> String {
        if let sequence = node.sequence { return "[" + sequence.map(metadata).joined(separator: ", ") + "]" }
        guard let scalar = node.scalar, !(scalar.isPlainUntagged && ["", "~", "null"].contains(scalar.text)) else {
            return "null"
        }
        if scalar.isPlainUntagged, let number = Double(scalar.text), number.isFinite, !scalar.text.hasPrefix("0x") {
            return JSONText.number(number)
        }
        return JSONText.string(scalar.text)
    }
}
