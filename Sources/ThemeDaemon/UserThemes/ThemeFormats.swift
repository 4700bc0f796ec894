import DBus
import ThemeCore

/// The file formats `ImportTheme` and `ExportTheme` speak (docs/dbus-api.md, docs/themes.md
/// "Formats"): each reads or writes one user theme, and `auto` picks the reader from the text.
package enum ThemeFormats {
    /// The formats `ImportTheme` accepts.
    static let importFormats = ["auto", "theme", "dtcg", "yaml", "json", "css", "base16", "base24", "simplex"]
    /// The formats `ExportTheme` writes.
    static let exportFormats = ["theme", "dtcg", "dtcg-resolver", "yaml"] + cssFormats.keys.sorted() + schemeFormats.keys.sorted()
        + simplexFormats.keys.sorted()

    /// SimpleX Chat's theme (issue 20 §3): one scheme of the theme's resolved tokens.
    static let simplexFormats: [String: ColorScheme] = ["simplex-light": .light, "simplex-dark": .dark]

    /// The tinted-theming scheme formats (issue 21): one scheme of the theme's resolved tokens.
    static let schemeFormats: [String: (Base16Scheme.System, ColorScheme)] = [
        "base16-light": (.base16, .light), "base16-dark": (.base16, .dark),
        "base24-light": (.base24, .light), "base24-dark": (.base24, .dark),
    ]

    /// The CSS formats: `css` (dark under a media query), `css-data-scheme` (dark under
    /// `[data-scheme=dark]`), `css-light` and `css-dark` (one scheme under `:root`).
    static let cssFormats: [String: (ThemeCSS.Selector, ColorScheme)] = [
        "css": (.media, .light), "css-data-scheme": (.dataScheme, .light),
        "css-light": (.root, .light), "css-dark": (.root, .dark),
    ]

    /// The theme in `contents`, read as `format`; throws `TooLarge` or `InvalidTheme` (the whole
    /// file refused) or `InvalidArgument` for an unknown format. A resolved token set (`json`,
    /// `css`, a YAML or DTCG token tree) is read as a theme setting its semantic values (``TokenSetReader``).
    package static func decode(_ contents: String, format: String) throws -> UserTheme {
        try decodeReporting(contents, format: format).theme
    }

    /// ``decode(_:format:)`` with what the import tells the user, one line each: a scheme file whose
    /// `variant` contradicts its colors, what a SimpleX theme's import ignored; none for the other formats.
    static func decodeReporting(_ contents: String, format: String) throws -> (theme: UserTheme, notes: [String]) {
        let reader = try checked(format, among: importFormats) == "auto" ? detected(contents) : format
        guard contents.utf8.count <= ThemeFile.maximumBytes else { throw tooLarge(contents.utf8.count) }
        if reader == "base16" || reader == "base24" {
            return try Base16YAML.theme(from: contents)
        }
        if reader == "simplex" {
            let made = try SimplexYAML.theme(from: contents)
            return (made.theme, made.warnings.map { "warning: \($0)" })
        }
        // The 128 KB limit holds for the file as given, not for the JSON a YAML theme becomes.
        let text = reader == "yaml" ? try ThemeYAML.json(from: contents) : contents
        let bytes = Array(text.utf8)
        do throws(ThemeFileError) {
            switch reader {
            case "dtcg": return (try ThemeDTCG.decode(bytes), [])
            case "json": return (try TokenSetReader.theme(json: bytes), [])
            case "css": return (try TokenSetReader.theme(css: text), [])
            case "yaml" where detected(text) == "json": return (try TokenSetReader.theme(json: bytes), [])
            case "yaml": return (try ThemeFile.decode(convertedJSON: text), [])
            default: return (try ThemeFile.decode(bytes), [])
            }
        } catch .tooLarge(let bytes) {
            throw tooLarge(bytes)
        } catch {
            throw ThemeRequestError.invalidTheme(error.description)
        }
    }

    /// The theme as a file's text in `format`, CSS from the theme's resolved `tokens` in a
    /// scheme; throws `InvalidArgument` for an unknown format.
    static func encode(_ theme: UserTheme, format: String, tokens: (ColorScheme) -> TokenSet) throws -> String {
        if let (selector, scheme) = cssFormats[try checked(format, among: exportFormats)] {
            return ThemeCSS.render(light: tokens(.light), dark: tokens(.dark), selector: selector, rootScheme: scheme)
        }
        if let scheme = simplexFormats[format] {
            return SimplexYAML.encode(SimplexThemeFile.simplex(of: tokens(scheme), scheme: scheme, themeID: theme.id))
        }
        if let (system, scheme) = schemeFormats[format] {
            return Base16SchemeFile.render(Base16Mapping.exported(theme, tokens: tokens(scheme), system: system, variant: scheme))
        }
        return switch format {
        case "dtcg": ThemeDTCG.encode(theme)
        case "dtcg-resolver": ThemeDTCG.encodeResolver(theme)
        case "yaml": ThemeYAML.encode(theme)
        default: ThemeFile.encode(theme)
        }
    }

    /// `css` for CSS rules (`:root`, `[data-scheme…]`, `@media`), `simplex` for SimpleX Chat's theme
    /// (``SimplexYAML/looksLikeTheme(_:)``), `base16` for a tinted-theming scheme
    /// (``Base16YAML/looksLikeScheme(_:)``), `yaml` for other text not starting with `{`;
    /// else `theme` for a file naming the `.theme` format in its `format` member, `dtcg` for one
    /// with `$value` tokens or `$extensions`, else `json` (a token set of flat keys).
    static func detected(_ contents: String) -> String {
        let text = contents.drop(while: \.isWhitespace)
        if [":root", "[data-scheme", "@media"].contains(where: text.hasPrefix) { return "css" }
        guard text.first == "{" else {
            if SimplexYAML.looksLikeTheme(contents) { return "simplex" }
            return Base16YAML.looksLikeScheme(contents) ? "base16" : "yaml"
        }
        if contents.contains("\"$value\"") || contents.contains("\"$extensions\"") { return "dtcg" }
        return contents.contains("\"\(ThemeFile.format)\"") ? "theme" : "json"
    }

    private static func tooLarge(_ bytes: Int) -> DBusError {
        ThemeRequestError.tooLarge("the theme file has \(bytes) bytes; at most \(ThemeFile.maximumBytes) (128 KB) are accepted")
    }

    private static func checked(_ format: String, among accepted: [String]) throws -> String {
        guard accepted.contains(format) else {
            throw ThemeRequestError.invalidArgument("format \(ThemeRequestError.quoted(format)) is not supported; accepted: \(accepted.joined(separator: ", "))")
        }
        return format
    }
}
