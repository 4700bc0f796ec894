/// The file formats that carry a terminal palette (issue 40 §1, §2; docs/themes.md "Terminal
/// schemes" and "COSMIC, Omarchy and Tinted8"): each reads a ``TerminalScheme`` from its file's
/// text and writes one back. The YAML formats, Alacritty's older form and Tinted8, go through the
/// daemon's YAML reader (``AlacrittyTheme/scheme(fields:)``, ``Tinted8Scheme/scheme(fields:)``).
public enum TerminalSchemeFormat: String, Sendable, CaseIterable {
    /// iTerm2's `.itermcolors` XML property list.
    case iterm2
    /// A kitty `.conf` theme.
    case kitty
    /// An Alacritty config's `colors` (TOML; YAML before 0.13).
    case alacritty
    /// A Ghostty theme.
    case ghostty
    /// A Windows Terminal color scheme (JSON).
    case windowsTerminal = "windows-terminal"
    /// A COSMIC theme export (`.ron`, cosmic-theme's `ThemeBuilder`).
    case cosmic
    /// An Omarchy theme's `colors.toml`.
    case omarchy
    /// A Tinted8 scheme (YAML, `scheme.system: tinted8`).
    case tinted8

    /// The format's name in a sentence: "kitty theme".
    var title: String {
        switch self {
        case .iterm2: "iTerm2 color preset"
        case .kitty: "kitty theme"
        case .alacritty: "Alacritty config"
        case .ghostty: "Ghostty theme"
        case .windowsTerminal: "Windows Terminal scheme"
        case .cosmic: "COSMIC theme"
        case .omarchy: "Omarchy colors.toml"
        case .tinted8: "Tinted8 scheme"
        }
    }

    /// The theme's name when the file gives none.
    var untitledName: String {
        switch self {
        case .iterm2: "iTerm2 Scheme"
        case .kitty: "Kitty Theme"
        case .alacritty: "Alacritty Theme"
        case .ghostty: "Ghostty Theme"
        case .windowsTerminal: "Windows Terminal Scheme"
        case .cosmic: "COSMIC Theme"
        case .omarchy: "Omarchy Theme"
        case .tinted8: "Tinted8 Scheme"
        }
    }

    /// The scheme in `text`; throws one sentence naming the format and the first thing wrong.
    /// Tinted8 is YAML, which ThemeCore does not read: give its scalars to ``Tinted8Scheme/scheme(fields:)``.
    public func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        switch self {
        case .iterm2: try ITermColors.read(text)
        case .kitty: try KittyTheme.read(text)
        case .alacritty: try AlacrittyTheme.read(toml: text)
        case .ghostty: try GhosttyTheme.read(text)
        case .windowsTerminal: try WindowsTerminalScheme.read(text)
        case .cosmic: try CosmicTheme.read(text).scheme
        case .omarchy: try OmarchyColors.read(text)
        case .tinted8: throw TerminalSchemeError(.tinted8, "is YAML, which is read with the daemon's YAML reader")
        }
    }

    /// The scheme as the format's file, ending with a newline (Alacritty: TOML).
    public func render(_ scheme: TerminalScheme) -> String {
        switch self {
        case .iterm2: ITermColors.render(scheme)
        case .kitty: KittyTheme.render(scheme)
        case .alacritty: AlacrittyTheme.renderTOML(scheme)
        case .ghostty: GhosttyTheme.render(scheme)
        case .windowsTerminal: WindowsTerminalScheme.render(scheme)
        case .cosmic: CosmicTheme.render(scheme)
        case .omarchy: OmarchyColors.render(scheme)
        case .tinted8: Tinted8Scheme.render(scheme)
        }
    }

    /// The names a scheme is exported as (`theme export`, `tokens --format`): each format's own,
    /// and `alacritty-yaml` for Alacritty before 0.13.
    public static let exportNames = allCases.map(\.rawValue) + [alacrittyYAML]
    private static let alacrittyYAML = "alacritty-yaml"

    /// The scheme written as export `name` (``exportNames``); `nil` for another name.
    public static func render(_ scheme: TerminalScheme, as name: String) -> String? {
        if name == alacrittyYAML { return AlacrittyTheme.renderYAML(scheme) }
        return TerminalSchemeFormat(rawValue: name)?.render(scheme)
    }

    /// The format `text` is by its content, `nil` for none of these: a `<plist>` with
    /// `Ansi 0 Color` is iTerm2's; a JSON object with `brightBlack` Windows Terminal's; text
    /// starting with `(` and naming a `palette:` a COSMIC export; a line `palette = 0=…`
    /// Ghostty's; a line `background`, `accent` or `color0` set to a quoted `"#…"` an Omarchy
    /// `colors.toml`; a `[colors.…]` table or `colors.…` key Alacritty's TOML; a line `color0 …`
    /// or `foreground …` without `=` kitty's. (Tinted8 is YAML: the daemon tells it by its
    /// `system: tinted8`.)
    public static func detected(_ text: String) -> TerminalSchemeFormat? {
        if text.contains("<plist"), text.contains("Ansi 0 Color") { return .iterm2 }
        let start = text.drop { $0.isWhitespace }
        if start.first == "{" { return text.contains("\"brightBlack\"") ? .windowsTerminal : nil }
        if start.first == "(", text.contains("palette:") { return .cosmic }
        var kittyLines = 0
        for line in text.split(separator: "\n").lazy.map({ $0.drop { $0 == " " || $0 == "\t" } }) where !line.hasPrefix("#") {
            if line.hasPrefix("palette") && line.contains("=") { return .ghostty }
            if OmarchyColors.looksLikeColors(line) { return .omarchy }
            if line.hasPrefix("[colors.") || line.hasPrefix("[colors]") || line.hasPrefix("colors.") { return .alacritty }
            let key = line.prefix { !$0.isWhitespace }
            if KittyTheme.keys[String(key)] != nil, !line.contains("=") { kittyLines += 1 }
        }
        return kittyLines >= 2 ? .kitty : nil
    }
}
