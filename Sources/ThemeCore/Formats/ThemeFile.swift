/// The native `.theme` file (issue 11 §5, docs/themes.md): one JSON object, versioned, with a
/// user theme's id, metadata, template and semantic values per scheme. Encoding then decoding
/// gives back an identical theme. Decoding is strict and all-or-nothing: a file over 128 KB, not
/// UTF-8, not JSON, or with any error is refused whole, with every problem listed.
public enum ThemeFile {
    /// The value of the `format` member.
    public static let format = "themeswitch-theme"
    /// The version this code writes and reads.
    public static let version = 1
    /// Larger files are refused before they are read (128 KB).
    public static let maximumBytes = 128 * 1024

    /// The theme as JSON text, two-space indented, ending with a newline; values in documentation order.
    public static func encode(_ theme: UserTheme) -> String {
        var members: [(String, JSONNode)] = [
            ("format", .string(format)), ("version", .integer(Int64(version))), ("id", .string(theme.id)),
            ("name", .string(theme.metadata.name)),
        ]
        if let description = theme.metadata.description { members.append(("description", .string(description))) }
        if let author = theme.metadata.author { members.append(("author", .string(author))) }
        members += [
            ("tags", .array(theme.metadata.tags.map(JSONNode.string))),
            ("category", .string(theme.metadata.category.rawValue)),
            ("template", .string(theme.template)),
        ]
        for scheme in ColorScheme.allCases {
            let values = theme.values[scheme]
            members.append((scheme.rawValue, .object(SemanticKey.all.compactMap { key in
                values[key].map { (key.key, node($0)) }
            })))
        }
        if let wallpaper = theme.wallpaper { members.append(("wallpaper", ThemeWallpaperNode.node(wallpaper))) }
        if !theme.schemes.isEmpty { members.append(("schemes", ThemeSchemesNode.node(theme.schemes))) }
        if let terminal = theme.terminalScheme { members.append(("terminal", TerminalSchemeNode.node(terminal))) }
        return JSONNode.object(members).printed() + "\n"
    }

    /// A theme's own wallpaper as the `.theme` file's `wallpaper` object (JSON text), for the other formats.
    public static func wallpaperJSON(_ wallpaper: Wallpaper) -> String {
        ThemeWallpaperNode.node(wallpaper).printed()
    }

    /// The theme in `bytes`; throws ``ThemeFileError`` for anything but a valid theme file.
    /// Checks syntax, values, id and metadata; the template and contrast need the catalog
    /// (``ThemeRegistry/problems(of:)``).
    public static func decode(_ bytes: [UInt8]) throws(ThemeFileError) -> UserTheme {
        try decode(root: try json(bytes))
    }

    /// The theme in `text`, JSON converted from a file in another format (YAML) that was held
    /// to the 128 KB limit as given: the conversion, which may be longer, is not held to it again.
    public static func decode(convertedJSON text: String) throws(ThemeFileError) -> UserTheme {
        let root: JSONNode
        do throws(JSONSyntaxError) { root = try JSONReader.parse(text) } catch { throw .notJSON(error) }
        return try decode(root: root)
    }

    private static func decode(root: JSONNode) throws(ThemeFileError) -> UserTheme {
        var reader = ThemeFileReader()
        let theme = reader.theme(root)
        guard let theme, !reader.problems.contains(where: { $0.severity == .error }) else {
            throw .invalid(InvalidThemeError(problems: reader.problems))
        }
        return theme
    }

    /// The JSON in a theme file of any JSON format: at most 128 KB, UTF-8, strict JSON.
    static func json(_ bytes: [UInt8]) throws(ThemeFileError) -> JSONNode {
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes: bytes.count) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        do throws(JSONSyntaxError) { return try JSONReader.parse(text) } catch { throw .notJSON(error) }
    }

    private static func node(_ value: TokenValue) -> JSONNode {
        switch value {
        case .color(let color): .string(color.hex)
        case .dimension(let number): .number(number)
        case .fontWeight(let weight): .integer(Int64(weight))
        case .fontDesign(let design): .string(design.rawValue)
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        }
    }
}
