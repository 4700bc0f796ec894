/// A user theme as a Design Tokens Format Module 2025.10 document (issue 11 §5, §6,
/// docs/themes.md "DTCG"): the light and dark values as the groups `light` and `dark` of one
/// file, each token with `$type` and `$value`; the metadata and template under the root group's
/// `$extensions."org.themeswitch"`. Only the values the theme sets are written, as plain tokens
/// (no composites), so nothing has to be invented. Export then import gives back an identical theme.
public enum ThemeDTCG {
    /// The reverse-DNS `$extensions` key holding the theme's metadata and template.
    public static let extensionKey = "org.themeswitch"
    /// Pixels per `rem` when a file gives a dimension in `rem`.
    public static let pixelsPerRem = 16.0

    /// The theme as a DTCG JSON document, two-space indented, ending with a newline.
    public static func encode(_ theme: UserTheme) -> String {
        var metadata: [(String, JSONNode)] = [("id", .string(theme.id)), ("name", .string(theme.metadata.name))]
        if let description = theme.metadata.description { metadata.append(("description", .string(description))) }
        if let author = theme.metadata.author { metadata.append(("author", .string(author))) }
        metadata += [
            ("tags", .array(theme.metadata.tags.map(JSONNode.string))),
            ("category", .string(theme.metadata.category.rawValue)),
            ("template", .string(theme.template)),
        ]
        var root: [(String, JSONNode)] = [
            ("$description", .string("Themeswitch user theme '\(theme.metadata.name)': the values it sets over "
                + "template '\(theme.template)'.")),
            ("$extensions", .object([(extensionKey, .object(metadata))])),
        ]
        for scheme in ColorScheme.allCases {
            var group: [(String, JSONNode)] = [
                ("$description", .string("The values set in the \(scheme.rawValue) scheme.")),
            ]
            let values = theme.values[scheme]
            for key in SemanticKey.all {
                guard let value = values[key] else { continue }
                insert(token(key, value), at: key.key.split(separator: ".").map(String.init)[...], into: &group)
            }
            root.append((scheme.rawValue, .object(group)))
        }
        return JSONNode.object(root).printed() + "\n"
    }

    /// The theme in `bytes`; throws ``ThemeFileError`` for anything but a usable DTCG theme,
    /// naming every token that cannot be used by its path.
    public static func decode(_ bytes: [UInt8]) throws(ThemeFileError) -> UserTheme {
        let root = try ThemeFile.json(bytes)
        var reader = ThemeDTCGReader()
        let theme = reader.theme(root)
        guard let theme, !reader.problems.contains(where: { $0.severity == .error }) else {
            throw .invalid(InvalidThemeError(problems: reader.problems))
        }
        return theme
    }

    /// The DTCG `$type` a semantic key's tokens have.
    static func type(of key: SemanticKey) -> String {
        switch key.type {
        case .color: "color"
        case .dimension: key.key == "motion.scale" ? "number" : "dimension"
        case .fontWeight: "fontWeight"
        case .fontDesign: "fontFamily"
        }
    }

    private static func token(_ key: SemanticKey, _ value: TokenValue) -> JSONNode {
        let node: JSONNode = switch value {
        case .color(let color): DTCGTokenFormat.color(color)
        case .dimension(let number): type(of: key) == "number" ? .number(number) : DTCGTokenFormat.dimension(number)
        case .fontWeight(let weight): .integer(Int64(weight))
        case .fontDesign(let design): .array(FontFamilies.families(design).map(JSONNode.string))
        }
        return .object([("$type", .string(type(of: key))), ("$value", node)])
    }

    private static func insert(_ node: JSONNode, at path: ArraySlice<String>, into members: inout [(String, JSONNode)]) {
        guard let first = path.first else { return }
        guard path.count > 1 else {
            members.append((first, node))
            return
        }
        if let index = members.firstIndex(where: { $0.0 == first }), case .object(var inner) = members[index].1 {
            insert(node, at: path.dropFirst(), into: &inner)
            members[index].1 = .object(inner)
        } else {
            var inner: [(String, JSONNode)] = []
            insert(node, at: path.dropFirst(), into: &inner)
            members.append((first, .object(inner)))
        }
    }
}
