import ArgumentParser
import Foundation
import ThemeClient

/// `themeswitch theme export ID [--format theme|dtcg|yaml|css] [-o FILE]`.
struct ThemeExportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme's working copy as a file (to standard output without -o).",
        discussion: """
        Importing an exported .theme file gives back an identical theme. The daemon writes theme,
        dtcg (name the file <id>.tokens.json) and yaml.

        Example:
          themeswitch theme export deep-sea -o deep-sea.theme
        """)

    static let formats = ["theme", "dtcg", "yaml", "css"]

    @Argument(help: "The theme id.", completion: ThemeCompletion.kind)
    var theme: String

    @Option(help: ArgumentHelp("theme, dtcg, yaml or css.", valueName: "format"))
    var format = "theme"

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "file"), completion: .file())
    var output: String?

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        guard Self.formats.contains(format) else {
            throw CommandFailure.invalid(format, for: "--format", accepted: Self.formats)
        }
        let contents = try await client.exportTheme(theme, format: format)
        guard let output else { return Output.write(contents) }
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure("cannot write '\(output)': \(error.localizedDescription)")
        }
    }
}
