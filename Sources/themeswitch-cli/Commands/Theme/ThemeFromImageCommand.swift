import ArgumentParser
import ThemeClient
import ThemeCore

/// `themeswitch theme from-image FILE [--name N] [--style S] [--pick N]`: a saved user theme of an
/// image's colors (issue 22); prints its id.
struct ThemeFromImageCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "from-image",
        abstract: "Make and save a user theme from a PNG, JPEG or WebP image's colors; print its id.",
        discussion: """
        The image's best candidate color (or --pick N, see 'themeswitch wallpaper colors') becomes the \
        source of a whole light and dark theme in --style (\(DynamicSchemeStyle.allCases.map(\.rawValue).joined(separator: ", ")); \
        default tonal-spot) that passes the contrast audit (docs/dynamic-color.md). The image is read here; \
        the daemon saves the theme like 'theme import'. Apply it with 'themeswitch apply ID'.

        Example:
          themeswitch apply "$(themeswitch theme from-image ~/Pictures/beach.jpg --name Beach --style vibrant)"
        """)

    @Argument(help: "The image.", completion: .file()) var file: String
    @Option(help: ArgumentHelp("The theme's name (default: the file's name).", valueName: "name")) var name: String?
    @Option(help: ArgumentHelp("The scheme style.", valueName: "style")) var style = DynamicSchemeStyle.tonalSpot.rawValue
    @Option(help: ArgumentHelp("Which candidate color is the source, from 1.", valueName: "n")) var pick = 1
    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        let style = try ImageCandidates.style(style)
        let source = try ImageCandidates.picked(try ImageCandidates.load(file), pick)
        let base = file.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? file
        let name = self.name ?? base
        let theme = DynamicTheme(source: source.color, style: style)
            .userTheme(id: ThemeID.slug(from: name, taken: []), name: name)
        Output.line(try await client.importTheme(ThemeFile.encode(theme), format: "theme"))
    }
}
