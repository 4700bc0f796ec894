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
        The format auto picks it from the name: .yaml/.yml yaml, .json dtcg, else theme. All three
        are read (docs/themes.md).

        Example:
          themeswitch theme import deep-sea.theme
        """)

    static let formats = ["auto", "theme", "dtcg", "yaml"]

    @Argument(help: "The file.", completion: .file())
    var file: String

    @Option(help: ArgumentHelp("auto, theme, dtcg or yaml.", valueName: "format"), completion: .list(Self.formats))
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
        Output.line(try await client.importTheme(contents, format: resolvedFormat))
    }

    private var resolvedFormat: String {
        guard format == "auto" else { return format }
        let name = file.lowercased()
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return "yaml" }
        if name.hasSuffix(".json") { return "dtcg" }
        return "theme"
    }
}
