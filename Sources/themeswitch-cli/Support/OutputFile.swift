import FoundationEssentials
import ThemeContract

/// Files the CLI writes for the user (`-o FILE`, `--svg`/`--html FILE`): replaced whole through a
/// temporary file and a rename, so a reader never sees half of one.
enum OutputFile {
    /// Writes `text` to `path`; a failure is a one-sentence ``CommandFailure`` naming the file.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write '\(path)': \(error.systemReason)")
        }
    }
}
