/// A user theme as a Design Tokens Format Module 2025.10 document (issue 11 §5, §6,
/// docs/themes.md "DTCG"): the light and dark values as the groups `light` and `dark` of one
/// file, each token with `$type` and `$value`; the metadata and template under the root group's
/// `$extensions."org.themeswitch"`. Only the values the theme sets are written, as plain tokens
/// (no composites), so nothing has to be invented. Export then import gives back an identical theme.
public enum ThemeDTCG {
    /// The reverse-DNS `$extensions` key holding the theme's metadata, template and own wallpaper.
    public static let extensionKey = "org.themeswitch"
    /// Pixels per `rem` when a file gives a dimension in `rem`.
    public static let pixelsPerRem = 16.0

    /// The theme as a DTCG JSON document, two-space indented, ending with a newline.
    public static func encode(_ theme: UserTheme) -> String {
        var root: [(String, JSONNode)] = [
            ("$description", .string("Themeswitch user theme '\(theme.metadata.name)': the values it sets over "
                + "template '\(theme.template)'.")),
            metadata(theme),
        ]
        for scheme in ColorScheme.allCases { root.append((scheme.rawValue, .object(group(theme, scheme)))) }
        return JSONNode.object(root).printed() + "\n"
    }

    /// The theme as one 2025.10 resolver document (`<id>.resolver.json`): a `scheme` modifier
    /// whose `light` and `dark` contexts hold the scheme's tokens inline, each set carrying the
    /// metadata; ``decode(_:)`` reads it back into the identical theme.
    public static func encodeResolver(_ theme: UserTheme) -> String {
        let contexts: [(String, JSONNode)] = ColorScheme.allCases.map { scheme in
            (scheme.rawValue, .array([.object([metadata(theme)] + group(theme, scheme))]))
        }
        let scheme: [(String, JSONNode)] = [
            ("description", .string("The color scheme: light or dark.")), ("contexts", .object(contexts)),
            ("default", .string(ColorScheme.light.rawValue)),
        ]
        return JSONNode.object([
            ("name", .string(theme.metadata.name)), ("version", .string(resolverVersion)),
            ("description", .string("Themeswitch user theme '\(theme.metadata.name)' over template "
                + "'\(theme.template)'; pick light or dark with the scheme modifier.")),
            ("modifiers", .object([(schemeModifier, .object(scheme))])),
            ("resolutionOrder", .array([.object([("$ref", .string("#/modifiers/\(schemeModifier)"))])])),
        ]).printed() + "\n"
    }

    /// The resolver document's `version`.
    public static let resolverVersion = "2025.10"
    /// The resolver document's modifier choosing the scheme.
    public static let schemeModifier = "scheme"

    private static func metadata(_ theme: UserTheme) -> (String, JSONNode) {
        var metadata: [(String, JSONNode)] = [("id", .string(theme.id)), ("name", .string(theme.metadata.name))]
        if let description = theme.metadata.description { metadata.append(("description", .string(description))) }
        if let author = theme.metadata.author { metadata.append(("author", .string(author))) }
        metadata += [
            ("tags", .array(theme.metadata.tags.map(JSONNode.string))),
            ("category", .string(theme.metadata.category.rawValue)),
            ("template", .string(theme.template)),
        ]
        if let wallpaper = theme.wallpaper { metadata.append(("wallpaper", ThemeWallpaperNode.node(wallpaper))) }
        return ("$extensions", .object([(extensionKey, .object(metadata))]))
    }

    /// The tokens a theme sets in one scheme, nested by key, after a `$description`.
    private static func group(_ theme: UserTheme, _ scheme: ColorScheme) -> [(String, JSONNode)] {
        var group: [(String, JSONNode)] = [("$description", .string("The values set in the \(scheme.rawValue) scheme."))]
        let values = theme.values[scheme]
        for key in SemanticKey.all {
            guard let value = values[key] else { continue }
            insert(token(key, value), at: key.key.split(separator: ".").map(String.init)[...], into: &group)
        }
        return group
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
    /// Style parameters are plain `number`s (a flag 1 or 0): they are not lengths.
    static func type(of key: SemanticKey) -> String {
        if case .style = key { return "number" }
        return switch key.type {
        case .color: "color"
        case .dimension: TokenUnit.of(key.key) == .points ? "dimension" : "number"
        case .fontWeight: "fontWeight"
        case .fontDesign: "fontFamily"
        case .text, .flag: "number"
        }
    }

    private static func token(_ key: SemanticKey, _ value: TokenValue) -> JSONNode {
        let node: JSONNode = switch value {
        case .color(let color): DTCGTokenFormat.color(color)
        case .dimension(let number): type(of: key) == "number" ? .number(number) : DTCGTokenFormat.dimension(number)
        case .fontWeight(let weight): .integer(Int64(weight))
        case .fontDesign(let design): .array(FontFamilies.families(design).map(JSONNode.string))
        case .text(let text): .string(text)
        case .flag(let flag): .integer(flag ? 1 : 0)
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
