import FileReading
import FoundationEssentials

/// config.yaml read as text to edit (by `setup` and `schedule set|off`) and written back in place
/// of the user's file through ``UserFile``: its mode, owner and symlink stay; a missing one is
/// created (mode 0644, its directory made). A file that cannot be read is refused, never "empty".
struct ConfigurationFileEdit {
    /// Why the file cannot be edited: the end of a sentence that starts with its path.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL
    private let file: UserFile
    /// The file's text, "" when there is none.
    let text: String

    /// Reads `url`; refuses a file that cannot be read or is not UTF-8.
    init(_ url: URL) throws(Refusal) {
        self.url = url
        do {
            file = try UserFile(path: url.path)
        } catch {
            throw Refusal(description: error.description)
        }
        guard let text = String(validating: file.bytes ?? [], as: UTF8.self) else { throw Refusal(description: "is not UTF-8") }
        self.text = text
    }

    /// Writes `text` as the file's new content.
    func write(_ text: String) throws {
        if file.exists {
            try file.write(Array(text.utf8))
        } else {
            try AtomicFile.write(Array(text.utf8), to: url, mode: 0o644)
        }
    }
}
