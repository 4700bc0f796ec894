import ArgumentParser
import Foundation
import ThemeClient

/// `themeswitch theme import FILE [--format auto|theme|dtcg|yaml|base16|base24]`,
/// `themeswitch theme import --light FILE --dark FILE`.
struct ThemeImportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add and save a theme from a file; print its id.",
        discussion: """
        A file over 50 KB, not UTF-8, or with any problem is refused whole and changes nothing.
        The format auto picks it from the name: .json dtcg, .theme theme, .yaml/.yml a
        tinted-theming Base16/Base24 scheme when it has `system: base16|base24` or `scheme:`,
        else yaml (docs/themes.md). A scheme with one variant gets the other derived; --light
        and --dark make one theme of two scheme files. Colors moved to pass the contrast audit
        are logged by the daemon.

        Examples:
          themeswitch theme import deep-sea.theme
          themeswitch theme import --light catppuccin-latte.yaml --dark catppuccin-mocha.yaml
        """)

    static let formats = ["auto", "theme", "dtcg", "yaml", "base16", "base24"]

    @Argument(help: "The file.", completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("auto, theme, dtcg, yaml, base16 or base24.", valueName: "format"))
    var format = "auto"

    @Option(help: ArgumentHelp("A light Base16/Base24 scheme file, with --dark.", valueName: "file"), completion: .file())
    var light: String?

    @Option(help: ArgumentHelp("A dark Base16/Base24 scheme file, with --light.", valueName: "file"), completion: .file())
    var dark: String?

    @OptionGroup var global: GlobalOptions

    func run(client: ThemeClient) async throws {
        guard Self.formats.contains(format) else {
            throw CommandFailure.invalid(format, for: "--format", accepted: Self.formats)
        }
        switch (file, light, dark) {
        case (let file?, nil, nil):
            Output.line(try await client.importTheme(try Self.read(file), format: resolvedFormat(file)))
        case (nil, let light?, let dark?):
            // Two YAML documents in one text: the daemon makes one theme of a light and a dark scheme.
            let pair = try Self.read(light) + "\n---\n" + (try Self.read(dark))
            Output.line(try await client.importTheme(pair, format: format == "base24" ? "base24" : "base16"))
        default:
            throw CommandFailure("give one FILE, or --light FILE and --dark FILE together")
        }
    }

    private static func read(_ file: String) throws -> String {
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: ThemeFile.maximumBytes + 1) ?? Data()
        } catch {
            throw CommandFailure("cannot read '\(file)': \(error.localizedDescription)")
        }
        guard bytes.count <= ThemeFile.maximumBytes else {
            throw CommandFailure("'\(file)' is larger than \(ThemeFile.maximumBytes) bytes (50 KB); a theme file is at most that")
        }
        guard let contents = String(validating: Array(bytes), as: UTF8.self) else {
            throw CommandFailure("'\(file)' is not UTF-8 text; a theme file is UTF-8")
        }
        return contents
    }

    private func resolvedFormat(_ file: String) -> String {
        guard format == "auto" else { return format }
        let name = file.lowercased()
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return "auto" }
        if name.hasSuffix(".json") { return "dtcg" }
        return "theme"
    }
}
