import ArgumentParser
import ThemeClient

/// `themeswitch tokens [--theme ID] [--scheme light|dark] [--format json|dtcg|css|yaml|base16|base24]`.
struct TokensCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print a whole token set as JSON, DTCG, CSS, YAML, or its colors as a Base16/Base24 scheme.",
        discussion: """
        Without --theme or --scheme: the tokens in force now. With either: that theme (default:
        the applied one) in that scheme (default: the one in force), without applying it.

        base16 and base24 write the theme's scheme as 'theme export' does, named after the theme \
        (a scheme imported from a file: its own colors and name).

        Examples:
          themeswitch tokens --format css > theme.css
          themeswitch tokens --theme forest --scheme dark --format dtcg
          themeswitch tokens --app org.example.Mail --context compose
        """)

    @Option(help: "A theme to show without applying it.", completion: ThemeCompletion.kind)
    var theme: String?

    @Option(help: ArgumentHelp("light or dark.", valueName: "light|dark"))
    var scheme: ResolvedSchemeArgument?

    @Option(help: ArgumentHelp("json (flat, default), dtcg (W3C Design Tokens 2025.10), css, yaml, base16 or base24 (a tinted-theming scheme).",
                               valueName: "json|dtcg|css|yaml|base16|base24"))
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
        let format = try format.format()
        let requested = try scheme?.colorScheme()
        // A scheme file is the theme's, as 'theme export' writes it: an imported scheme's own colors, under its name.
        if format == .base16 || format == .base24, app == nil {
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
        Output.write(format.render(tokens.tokenSet))
    }
}
