import DBus
import ThemeCore
import ThemeTemplates

/// The file formats `ImportTheme` and `ExportTheme` speak (docs/dbus-api.md, docs/themes.md
/// "Formats"): each reads or writes one user theme, and `auto` picks the reader from the text.
package enum ThemeFormats {
    /// The formats `ImportTheme` accepts.
    static let importFormats = ["auto", "theme", "dtcg", "yaml", "json", "css", "base16", "base24", "simplex"]
        + TerminalSchemeFormat.allCases.map(\.rawValue)
    /// The formats `ExportTheme` writes.
    static let exportFormats = ["theme", "dtcg", "dtcg-resolver", "yaml"] + cssFormats.keys.sorted() + schemeFormats.keys.sorted()
        + simplexFormats.keys.sorted() + terminalFormats.keys.sorted()

    /// The terminal scheme formats (issue 40 §2): `kitty`, `alacritty` (TOML), `alacritty-yaml`
    /// (Alacritty before 0.13), `ghostty`, `iterm2`, `windows-terminal`, each alone (the variant of
    /// the terminal scheme the theme was imported from, else dark) or with `-light`/`-dark`.
    static let terminalFormats: [String: (name: String, scheme: ColorScheme?)] = {
        var formats: [String: (name: String, scheme: ColorScheme?)] = [:]
        for name in TerminalSchemeFormat.exportNames {
            formats[name] = (name, nil)
            for scheme in ColorScheme.allCases { formats["\(name)-\(scheme.rawValue)"] = (name, scheme) }
        }
        return formats
    }()

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
    /// `variant` contradicts its colors, what a SimpleX theme's import ignored, how many colors a
    /// terminal scheme's import fitted; none for the other formats.
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
        if let format = TerminalSchemeFormat(rawValue: reader) {
            return try terminalTheme(contents, format: format)
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
        if let terminal = terminalFormats[format] {
            let scheme = try terminalScheme(of: theme, scheme: terminal.scheme, tokens: tokens)
            if terminal.name == TerminalSchemeFormat.cosmic.rawValue {
                return CosmicTheme.render(scheme, shapes: CosmicTheme.shapes(of: tokens(scheme.variant)))
            }
            return TerminalSchemeFormat.render(scheme, as: terminal.name) ?? ""
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

    /// `css` for CSS rules (`:root`, `[data-scheme…]`, `@media`), `iterm2` for an XML property
    /// list of iTerm2 colors, `simplex` for SimpleX Chat's theme (``SimplexYAML/looksLikeTheme(_:)``),
    /// `tinted8` for a Tinted8 scheme (``Tinted8YAML/looksLikeScheme(_:)``), `base16` for a
    /// tinted-theming scheme (``Base16YAML/looksLikeScheme(_:)``), `alacritty` for an Alacritty
    /// config (YAML or TOML), `cosmic`, `omarchy`, `ghostty` or `kitty` for their files
    /// (``TerminalSchemeFormat/detected(_:)``), `yaml` for other text not starting with `{`;
    /// else `windows-terminal` for a scheme with `brightBlack`, `theme` for a file naming the
    /// `.theme` format in its `format` member, `dtcg` for one with `$value` tokens or
    /// `$extensions`, else `json` (a token set of flat keys).
    static func detected(_ contents: String) -> String {
        let text = contents.drop(while: \.isWhitespace)
        if [":root", "[data-scheme", "@media"].contains(where: text.hasPrefix) { return "css" }
        let terminal = TerminalSchemeFormat.detected(contents)
        guard text.first == "{" else {
            if terminal == .iterm2 { return TerminalSchemeFormat.iterm2.rawValue }
            if SimplexYAML.looksLikeTheme(contents) { return "simplex" }
            if Tinted8YAML.looksLikeScheme(contents) { return TerminalSchemeFormat.tinted8.rawValue }
            if Base16YAML.looksLikeScheme(contents) { return "base16" }
            if AlacrittyTheme.looksLikeYAML(contents) { return TerminalSchemeFormat.alacritty.rawValue }
            return terminal?.rawValue ?? "yaml"
        }
        if let terminal { return terminal.rawValue }
        if contents.contains("\"$value\"") || contents.contains("\"$extensions\"") { return "dtcg" }
        return contents.contains("\"\(ThemeFile.format)\"") ? "theme" : "json"
    }

    /// The theme a terminal scheme file makes (``TerminalSchemeMapping``; a COSMIC export's corner
    /// radii set its shapes), with one line counting the derived colors fitted.
    private static func terminalTheme(_ contents: String, format: TerminalSchemeFormat) throws -> (theme: UserTheme, notes: [String]) {
        let scheme: TerminalScheme
        var shapes: [String: Double] = [:]
        if format == .alacritty, AlacrittyTheme.looksLikeYAML(contents) {
            scheme = try AlacrittyYAML.scheme(from: contents)
        } else if format == .tinted8 {
            scheme = try Tinted8YAML.scheme(from: contents)
        } else {
            do throws(TerminalSchemeError) {
                if format == .cosmic {
                    (scheme, shapes) = try CosmicTheme.read(contents)
                } else {
                    scheme = try format.read(contents)
                }
            } catch {
                throw ThemeRequestError.invalidTheme(error.description)
            }
        }
        var (theme, fitted) = TerminalSchemeMapping.userTheme(scheme)
        for (key, value) in shapes.sorted(by: { $0.key < $1.key }) {
            do throws(ValidationProblem) { try theme.values.set(key, .number(value), for: .both) } catch {
                throw ThemeRequestError.invalidTheme("the COSMIC theme's corner radius for \(key): \(error.message)")
            }
        }
        let note = "\(fitted) colors derived from the scheme were fitted to the contrast audit; its terminal colors are kept exactly"
        return (theme, fitted == 0 ? [] : [note])
    }

    /// The terminal scheme `theme` exports in `scheme` (by default the variant of the terminal
    /// scheme it was imported from, else dark): that scheme itself in its variant, else the
    /// palette every terminal template uses (``TerminalPalette``).
    private static func terminalScheme(of theme: UserTheme, scheme: ColorScheme?,
                                       tokens: (ColorScheme) -> TokenSet) throws -> TerminalScheme {
        let variant = scheme ?? theme.terminalScheme?.variant ?? .dark
        if let own = theme.terminalScheme, own.variant == variant { return own }
        guard let made = TerminalScheme(set: tokens(variant), scheme: variant, name: theme.metadata.name) else {
            throw ThemeRequestError.invalidTheme("the theme's \(variant.rawValue) token set has no terminal palette")
        }
        return made
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
