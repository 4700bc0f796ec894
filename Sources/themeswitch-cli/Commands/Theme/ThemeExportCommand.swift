import ArgumentParser
import FoundationEssentials
import ThemeClient
import ThemeCore

/// `themeswitch theme export ID [--format theme|dtcg|dtcg-resolver|yaml|css|base16|base24|simplex|kitty|alacritty|alacritty-yaml|ghostty|iterm2|windows-terminal|cosmic|omarchy|tinted8] [--selector S] [--scheme light|dark] [-o FILE]`.
struct ThemeExportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme's working copy as a file (to standard output without -o).",
        discussion: """
        Importing an exported .theme file gives back an identical theme. Formats: theme, \
        dtcg (name the file <id>.tokens.json), dtcg-resolver (one <id>.resolver.json with a \
        scheme modifier), yaml, css (export only; light under :root, dark \
        per --selector), and base16 or base24: a tinted-theming scheme of the \
        --scheme's resolved colors, for tinty, Stylix and base16 templates, and simplex: SimpleX \
        Chat's theme file of the --scheme's resolved colors, which SimpleX imports (docs/themes.md).

        Terminal schemes: kitty, alacritty (TOML, Alacritty 0.13 and later), alacritty-yaml \
        (Alacritty before 0.13, as Debian 12 ships), ghostty, iterm2 (.itermcolors) and \
        windows-terminal write the theme's terminal palette in --scheme (by default the variant \
        of the terminal scheme it was imported from, else dark): an imported scheme's own colors \
        exactly, else the palette every terminal template uses. Each imports back into the same \
        16 colors. cosmic (a COSMIC theme .ron for COSMIC Settings' import, the 16 colors in its \
        palette's entries of the same hue, the shapes as its corner radii), omarchy (an Omarchy \
        colors.toml, whose color0 and color7 Omarchy makes the background and foreground) and \
        tinted8 (a Tinted8 scheme) write the same palette with the theme's accent.

        Examples:
          themeswitch theme export deep-sea -o deep-sea.theme
          themeswitch theme export forest --format kitty --scheme dark -o forest.conf
        """)

    static let formats = ["theme", "dtcg", "dtcg-resolver", "yaml", "css", "base16", "base24", "simplex"]
        + TerminalSchemeFormat.exportNames

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Option(help: ArgumentHelp("theme, dtcg, dtcg-resolver, yaml, css, base16, base24, simplex, kitty, alacritty, alacritty-yaml, ghostty, iterm2, windows-terminal, cosmic, omarchy or tinted8.",
                               valueName: "format"), completion: .list(Self.formats))
    var format = "theme"

    @Option(help: ArgumentHelp("With css: where the dark values go: media, [data-scheme=dark], or :root (one scheme).",
                               valueName: "selector"))
    var selector = "media"

    @Option(help: ArgumentHelp("With base16, base24, simplex, a terminal format, or css and --selector :root: the scheme written, light or dark (default light; a terminal format: the imported scheme's own, else dark).",
                               valueName: "scheme"), completion: .list(ResolvedSchemeArgument.allValueStrings))
    var scheme: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "file"), completion: .file())
    var output: String?

    @OptionGroup var global: GlobalOptions

    /// The daemon's format name: `css` becomes `css`, `css-data-scheme`, `css-light` or `css-dark`;
    /// `base16`/`base24`/`simplex` gain the scheme (`base16-dark`, `simplex-light`), a terminal
    /// format the scheme when one is given (`kitty-dark`).
    private func wireFormat() throws -> String {
        if let scheme, !["light", "dark"].contains(scheme) {
            throw CommandFailure.invalid(scheme, for: "--scheme", accepted: ["light", "dark"])
        }
        if TerminalSchemeFormat.exportNames.contains(format) { return scheme.map { format + "-" + $0 } ?? format }
        let scheme = scheme ?? "light"
        if ["base16", "base24", "simplex"].contains(format) { return format + "-" + scheme }
        guard format == "css" else { return format }
        switch selector {
        case "media": return "css"
        case "[data-scheme=dark]": return "css-data-scheme"
        case ":root": return "css-" + scheme
        default: throw CommandFailure.invalid(selector, for: "--selector", accepted: ["media", "[data-scheme=dark]", ":root"])
        }
    }

    func validate() throws {
        try CommandFailure.checkingUsage {
            guard Self.formats.contains(format) else {
                throw CommandFailure.invalid(format, for: "--format", accepted: Self.formats)
            }
            _ = try wireFormat()
        }
    }

    func run(client: ThemeClient) async throws {
        let contents = try await client.exportTheme(theme, format: try wireFormat())
        guard let output else { return Output.write(contents) }
        try OutputFile.write(contents, to: output)
    }
}
