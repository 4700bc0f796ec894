import ArgumentParser
import FoundationEssentials
import ThemeClient
import ThemeCore

/// `themeswitch swatches [ID] --svg FILE | --html FILE`: a theme's swatch sheet, from the tokens
/// the daemon serves (`GetThemeTokens`) for light and dark, drawn by ``SwatchSheet``.
struct SwatchesCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatches",
        abstract: "Draw a theme's swatch sheet: colors, type scale, components; light and dark side by side.",
        discussion: """
        Every color token as a swatch with its hex, the type scale in its sizes and weights, and a \
        card, chips, buttons and a search bar drawn from their tokens, as SVG or as an HTML page \
        (open it in a browser). Without ID: the applied theme. The file is written atomically.

        Examples:
          themeswitch swatches --html sheet.html
          themeswitch swatches neon-nights --svg neon-nights.svg
        """)

    @Argument(help: "The theme id (default: the applied theme).", completion: ThemeCompletion.kind)
    var theme: String?

    @Option(help: ArgumentHelp("Write the sheet as SVG to this file.", valueName: "file"), completion: .file())
    var svg: String?

    @Option(help: ArgumentHelp("Write the sheet as an HTML page to this file.", valueName: "file"), completion: .file())
    var html: String?

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        guard (svg == nil) != (html == nil), let output = svg ?? html else {
            throw CommandFailure("give exactly one of --svg FILE or --html FILE", status: 64)
        }
        let id = if let theme { theme } else { try await client.status().themeID }
        let light = try await client.themeTokens(id, scheme: .light).tokenSet
        let dark = try await client.themeTokens(id, scheme: .dark).tokenSet
        let title = try await client.catalog().first { $0.id == id }?.displayName ?? id
        let contents = svg != nil
            ? SwatchSheet.svg(title: title, light: light, dark: dark)
            : SwatchSheet.html(title: title, light: light, dark: dark)
        try OutputFile.write(contents, to: output)
    }
}
