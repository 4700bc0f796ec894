import ArgumentParser
import FileReading
import FoundationEssentials
import ThemeClient
import ThemeContract

/// `themeswitch theme import FILE [--format auto|theme|dtcg|yaml]`.
struct ThemeImportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add and save a theme from a file; print its id.",
        discussion: """
        A file over 50 KB, not a regular file (a directory, FIFO or device), not UTF-8, or with any
        problem is refused whole and changes nothing.
        The format auto picks it from the content, whatever the file is called: YAML unless it
        starts with '{' (CSS when it starts with a :root, [data-scheme] or @media rule), then DTCG
        when it has $value tokens, a .theme file when it names the .theme format, else a flat token
        set. What 'tokens --format F' and 'theme export --format F' write imports again (docs/themes.md).

        Example:
          themeswitch theme import deep-sea.theme
        """)

    static let formats = ["auto", "theme", "dtcg", "yaml", "json", "css"]

    @Argument(help: "The file.", completion: .file())
    var file: String

    @Option(help: ArgumentHelp("auto, theme, dtcg, yaml, json or css.", valueName: "format"), completion: .list(Self.formats))
    var format = "auto"

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard Self.formats.contains(format) else {
            throw CommandFailure.invalidUsage(format, for: "--format", accepted: Self.formats)
        }
    }

    func run(client: ThemeClient) async throws {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, maximumBytes: ThemeFile.maximumBytes)
        } catch .tooLarge {
            throw CommandFailure("'\(file)' is larger than \(ThemeFile.maximumBytes) bytes (50 KB); a theme file is at most that")
        } catch {
            throw CommandFailure("'\(file)' \(error); give a theme file")
        }
        guard let contents = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("'\(file)' is not UTF-8 text; a theme file is UTF-8")
        }
        Output.line(try await client.importTheme(contents, format: format))
    }
}
