import ArgumentParser
import FileReading
import FoundationEssentials
import ThemeClient
import ThemeContract
import ThemeCore

/// `themeswitch theme import FILE [--format auto|theme|dtcg|yaml|json|css|base16|base24|simplex|iterm2|kitty|alacritty|ghostty|windows-terminal|cosmic|omarchy|tinted8] [--copy]`,
/// `themeswitch theme import --light FILE --dark FILE [--copy]`.
struct ThemeImportCommand: ClientCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add and save a theme from a file; print its id.",
        discussion: """
        A file over 128 KB, not a regular file (a directory, FIFO or device), not UTF-8, or with any \
        problem is refused whole and changes nothing.

        Formats: theme, dtcg, yaml, json, css (what 'theme export' and 'tokens' write), base16 and \
        base24 (tinted-theming schemes), simplex (SimpleX Chat's theme), and terminal schemes: \
        iterm2 (.itermcolors; sRGB, P3 and Calibrated colors), kitty (.conf), alacritty (.toml, or the \
        older .yml), ghostty and windows-terminal (a scheme's JSON); cosmic (a COSMIC theme \
        exported as .ron), omarchy (an Omarchy theme's colors.toml, current or colorN keys) and \
        tinted8 (a Tinted8 scheme). The format auto picks it from \
        the content, whatever the file is called: CSS when it starts with a :root, [data-scheme] \
        or @media rule; an iTerm2 preset for a property list with 'Ansi 0 Color'; SimpleX Chat's \
        exported theme when it has a top-level `base:` or `themeId:`; a Tinted8 scheme for \
        `system: tinted8`; a tinted-theming Base16/Base24 \
        scheme when it has `system: base16|base24` or `scheme:`; an Alacritty config for a colors \
        table with primary colors; a COSMIC theme for text starting with '(' that has a palette; \
        a Ghostty theme for `palette = N=COLOR` lines; an Omarchy colors.toml for a background, \
        accent or color0 set to a quoted color; a kitty theme for \
        `color0 #…`-style lines; other text not starting with '{' is YAML; then a Windows Terminal \
        scheme for JSON with brightBlack, DTCG when it has $value tokens, a .theme file when it \
        names the .theme format, else a flat token set. A terminal scheme's 16 colors, foreground, \
        background, cursor and selection become the theme's terminal colors exactly; the rest of \
        the theme is derived from them and fitted to the contrast audit, its accent the cursor \
        color when that is a color standing out on the background, else the blue (COSMIC, Omarchy \
        and Tinted8 name their accent: theirs) (docs/themes.md). What \
        'tokens --format F' and 'theme export --format F' write imports again (docs/themes.md). A \
        scheme's own colors are kept exactly and export back the same; the colors derived from them \
        are fitted to the contrast audit, never refusing the file, and counted in one summary line \
        ('theme show ID' lists them). A scheme with one variant gets the other derived; --light and \
        --dark make one theme of two scheme files. The formats base16 and base24 both read either \
        system: the file's 'system:' decides, and a Base24 scheme keeps its 24 colors. Each field \
        of a SimpleX theme that has no token here is logged by the daemon. A file whose theme is \
        already there (the same content, and its own id taken) is not imported again: its id is printed, with a line \
        saying so; --copy imports a copy under a new id.

        Examples:
          themeswitch theme import deep-sea.theme
          themeswitch theme import --light latte.yaml --dark mocha.yaml
          themeswitch theme import Dracula.itermcolors
        """)

    static let formats = ["auto", "theme", "dtcg", "yaml", "json", "css", "base16", "base24", "simplex"]
        + TerminalSchemeFormat.allCases.map(\.rawValue)

    @Argument(help: "The file.", completion: .file())
    var file: String?

    @Option(help: ArgumentHelp("auto, theme, dtcg, yaml, json, css, base16, base24 (either reads both systems), simplex, iterm2, kitty, alacritty, ghostty, windows-terminal, cosmic, omarchy or tinted8.",
                               valueName: "format"), completion: .list(Self.formats))
    var format = "auto"

    @Option(help: ArgumentHelp("A light Base16/Base24 scheme file, with --dark.", valueName: "file"), completion: .file())
    var light: String?

    @Option(help: ArgumentHelp("A dark Base16/Base24 scheme file, with --light.", valueName: "file"), completion: .file())
    var dark: String?

    @Flag(help: "Import a copy even when the file's theme is already there.")
    var copy = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard Self.formats.contains(format) else {
            throw CommandFailure.invalidUsage(format, for: "--format", accepted: Self.formats)
        }
    }

    func run(client: ThemeClient) async throws {
        let imported: (id: String, notes: [String])
        switch (file, light, dark) {
        case (let file?, nil, nil):
            imported = try await client.importTheme(try Self.read(file), format: format, copy: copy)
        case (nil, let light?, let dark?):
            // Two YAML documents in one text: the daemon makes one theme of a light and a dark scheme.
            let pair = try Self.read(light) + "\n---\n" + (try Self.read(dark))
            imported = try await client.importTheme(pair, format: format == "base24" ? "base24" : "base16", copy: copy)
        default:
            throw CommandFailure("give one FILE, or --light FILE and --dark FILE together")
        }
        // The id alone on standard output, for scripts; what the import moved or ignored beside it.
        for note in imported.notes { Output.error(note) }
        Output.line(imported.id)
    }

    private static func read(_ file: String) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, maximumBytes: ThemeFile.maximumBytes)
        } catch .tooLarge {
            throw CommandFailure("'\(file)' is larger than \(ThemeFile.maximumBytes) bytes (128 KB); a theme file is at most that")
        } catch {
            throw CommandFailure("'\(file)' \(error); give a theme file")
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw CommandFailure("'\(file)' is a binary property list; an iTerm2 preset is imported as XML (iTerm2 exports .itermcolors as XML)")
        }
        guard let contents = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("'\(file)' is not UTF-8 text; a theme file is UTF-8")
        }
        return contents
    }
}
