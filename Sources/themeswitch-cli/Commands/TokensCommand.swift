import ArgumentParser
import ThemeClient
import ThemeCore
import ThemeTemplates

/// `themeswitch tokens [--theme ID] [--scheme light|dark] [--format json|dtcg|css|yaml|base16|base24|kitty|alacritty|alacritty-yaml|ghostty|iterm2|windows-terminal|cosmic|omarchy|tinted8]`.
struct TokensCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print a whole token set as JSON, DTCG, CSS, YAML, or its colors as a Base16/Base24 or terminal scheme.",
        discussion: """
        Without --theme or --scheme: the tokens in force now. With either: that theme (default:
        the applied one) in that scheme (default: the one in force), without applying it.

        base16 and base24 write the theme's scheme as 'theme export' does, named after the theme \
        (a scheme imported from a file: its own colors and name).

        kitty, alacritty (TOML), alacritty-yaml (Alacritty before 0.13), ghostty, iterm2 and \
        windows-terminal write the set's terminal palette (the terminal.* colors every terminal \
        template uses; a theme imported from a terminal scheme: that scheme's own) as that \
        terminal's scheme file, the scheme from the set's background when --scheme is not given; \
        cosmic (a COSMIC theme .ron), omarchy (an Omarchy colors.toml) and tinted8 (a Tinted8 \
        scheme) write the same palette with the set's accent.

        Examples:
          themeswitch tokens --format css > theme.css
          themeswitch tokens --theme forest --scheme dark --format dtcg
          themeswitch tokens --app org.example.Mail --context compose
        """)

    @Option(help: "A theme to show without applying it.", completion: ThemeCompletion.kind)
    var theme: String?

    @Option(help: ArgumentHelp("light or dark.", valueName: "light|dark"))
    var scheme: ResolvedSchemeArgument?

    @Option(help: ArgumentHelp("json (flat, default), dtcg (W3C Design Tokens 2025.10), css, yaml, base16 or base24 (a tinted-theming scheme), or a terminal's scheme file: kitty, alacritty, alacritty-yaml, ghostty, iterm2, windows-terminal, cosmic, omarchy, tinted8.",
                               valueName: "format"))
    var format = FormatArgument(raw: "json")

    @Option(help: ArgumentHelp("The set in force for this app, with its overrides.", valueName: "app-id"))
    var app: String?

    @Option(help: ArgumentHelp("A context within the app (needs --app).", valueName: "context"))
    var context: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try CommandFailure.checkingUsage {
            _ = try format.format()
            _ = try scheme?.colorScheme()
            if context != nil, app == nil { throw CommandFailure("--context needs --app: a context refines one app's set") }
            if app != nil, theme != nil || scheme != nil { throw CommandFailure("--app cannot be combined with --theme or --scheme") }
        }
    }

    func run(client: ThemeClient) async throws {
        let output = try format.format()
        let requested = try scheme?.colorScheme()
        // A scheme file is the theme's, as 'theme export' writes it: an imported scheme's own colors, under its name.
        if case .tokens(let format) = output, format == .base16 || format == .base24, app == nil {
            let status = (theme == nil || requested == nil) ? try await client.status() : nil
            let variant = requested ?? status?.resolvedScheme ?? .light
            Output.write(try await client.exportTheme(theme ?? status?.themeID ?? "", format: "\(format.rawValue)-\(variant.rawValue)"))
            return
        }
        let tokens: ThemeTokens
        if let app {
            tokens = try await client.tokens(appID: app, context: context ?? "").tokens
        } else if theme != nil || requested != nil {
            let status = (theme == nil || requested == nil) ? try await client.status() : nil
            tokens = try await client.themeTokens(theme ?? status?.themeID ?? "",
                                                  scheme: requested ?? status?.resolvedScheme ?? .light)
        } else {
            tokens = try await client.current().tokens
        }
        switch output {
        case .tokens(let format): Output.write(format.render(tokens.tokenSet))
        case .terminal(let name): Output.write(try Self.terminalScheme(tokens.tokenSet, scheme: requested, as: name))
        }
    }

    /// The set's terminal palette (``TerminalPalette``: its own `terminal.*` colors, else derived)
    /// written as terminal scheme file `name`, in `scheme` or the one its background is.
    static func terminalScheme(_ set: TokenSet, scheme: ColorScheme?, as name: String) throws -> String {
        let background = set.color("color.background") ?? RGBAColor(rgb: 0)
        let variant = scheme ?? (OKLCH(background).lightness < 0.5 ? .dark : .light)
        guard let terminal = TerminalScheme(set: set, scheme: variant, name: "Themeswitch") else {
            throw CommandFailure("the token set has no terminal palette to write")
        }
        // A COSMIC theme carries corner radii too: the set's shapes.
        if name == TerminalSchemeFormat.cosmic.rawValue { return CosmicTheme.render(terminal, shapes: CosmicTheme.shapes(of: set)) }
        return TerminalSchemeFormat.render(terminal, as: name) ?? ""
    }
}
