import ArgumentParser
import FoundationEssentials
import ThemeClient
import ThemeConfiguration
import ThemeCore

/// `themeswitch template list|render`.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "List templates, or print one rendered (see docs/config.md).",
        discussion: """
        Examples:
          themeswitch template list
          themeswitch template render kitty
        """,
        subcommands: [List.self, Render.self])

    /// `themeswitch template list`.
    struct List: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the built-in templates and those config.yaml renders, with their outputs.",
            discussion: """
            Example:
              themeswitch template list
            """)

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            throw ExitCode(ConfigurationTool.list(environment: ProcessInfo.processInfo.environment))
        }
    }

    /// `themeswitch template render NAME [--theme ID] [--scheme light|dark]`.
    struct Render: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Print a template rendered, without writing its output.",
            discussion: """
            NAME is a template configured in config.yaml or a built-in. Without --theme: exactly what \
            the daemon writes, from its own tokens (the theme shown, the accessibility flags, the dark \
            variant, the global overrides and the wallpaper) in the scheme in force or --scheme. With \
            --theme: that theme alone (any theme the daemon has, user themes too), as tokens --theme.

            Examples:
              themeswitch template render kitty
              themeswitch template render kitty --theme sunset --scheme dark
            """)

        @Argument(help: ArgumentHelp("A configured or built-in template.", valueName: "name"))
        var name: String

        @Option(help: "A theme to render instead of what is shown now.", completion: ThemeCompletion.kind)
        var theme: String?

        @Option(help: ArgumentHelp("light or dark (default: the one in force).", valueName: "light|dark"))
        var scheme: ResolvedSchemeArgument?

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            try CommandFailure.checkingUsage { _ = try scheme?.colorScheme() }
        }

        func run() async throws {
            let tokens: SchemePair<TokenSet>
            let scheme: ColorScheme
            do {
                (tokens, scheme) = try await daemonTokens()
            } catch let failure as CommandFailure {
                throw ExitCode(failure.report())
            }
            throw ExitCode(ConfigurationTool.render(name: name, tokens: tokens, scheme: scheme, environment: ProcessInfo.processInfo.environment))
        }

        /// The light and dark sets the template is rendered from, and the scheme to render.
        private func daemonTokens() async throws -> (SchemePair<TokenSet>, ColorScheme) {
            do {
                let client = try ThemeClient(appID: "", busAddress: global.busAddress)
                defer { client.close() }
                var resolved = try scheme?.colorScheme()
                if resolved == nil { resolved = try await client.status().resolvedScheme }
                func tokens(_ scheme: ColorScheme) async throws(ThemeClientError) -> TokenSet {
                    if let theme { return try await client.themeTokens(theme, scheme: scheme).tokenSet }
                    return try await client.globalTokens(in: scheme).tokenSet
                }
                return (SchemePair(light: try await tokens(.light), dark: try await tokens(.dark)), resolved ?? .light)
            } catch let error as ThemeClientError {
                throw CommandFailure(error)
            }
        }
    }
}
