/// The terminal scheme file formats (issue 40 §1, §2; docs/themes.md "Terminal schemes"): each
/// reads a ``TerminalScheme`` from its file's text and writes one back. Alacritty's older YAML
/// form goes through the daemon's YAML reader (``AlacrittyTheme/scheme(fields:)``).
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

    /// The format's name in a sentence: "kitty theme".
    var title: String {
        switch self {
        case .iterm2: "iTerm2 color preset"
        case .kitty: "kitty theme"
        case .alacritty: "Alacritty config"
        case .ghostty: "Ghostty theme"
        case .windowsTerminal: "Windows Terminal scheme"
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
        }
    }

    /// The scheme in `text`; throws one sentence naming the format and the first thing wrong.
    public func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        switch self {
        case .iterm2: try ITermColors.read(text)
        case .kitty: try KittyTheme.read(text)
        case .alacritty: try AlacrittyTheme.read(toml: text)
        case .ghostty: try GhosttyTheme.read(text)
        case .windowsTerminal: try WindowsTerminalScheme.read(text)
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
    /// `Ansi 0 Color` is iTerm2's; a JSON object with `brightBlack` Windows Terminal's; a line
    /// `palette = 0=…` Ghostty's; a `[colors.…]` table or `colors.…` key Alacritty's TOML; a line
    /// `color0 …` or `foreground …` without `=` kitty's.
    public static func detected(_ text: String) -> TerminalSchemeFormat? {
        if text.contains("<plist"), text.contains("Ansi 0 Color") { return .iterm2 }
        let start = text.drop { $0.isWhitespace }
        if start.first == "{" { return text.contains("\"brightBlack\"") ? .windowsTerminal : nil }
        var kittyLines = 0
        for line in text.split(separator: "\n").lazy.map({ $0.drop { $0 == " " || $0 == "\t" } }) where !line.hasPrefix("#") {
            if line.hasPrefix("palette") && line.contains("=") { return .ghostty }
            if line.hasPrefix("[colors.") || line.hasPrefix("[colors]") || line.hasPrefix("colors.") { return .alacritty }
            let key = line.prefix { !$0.isWhitespace }
            if KittyTheme.keys[String(key)] != nil, !line.contains("=") { kittyLines += 1 }
        }
        return kittyLines >= 2 ? .kitty : nil
    }
}
