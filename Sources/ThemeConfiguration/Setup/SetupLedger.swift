import FileReading
import FoundationEssentials
import Glibc

/// What `themeswitch setup` did to the programs' files, kept in the state directory
/// (`setup.json`, mode 0600) so that `--undo` can give each file back exactly: whether setup
/// created it, and the bytes it appended (the separator line end first when it added one) or
/// wrote at the top.
struct SetupLedger: Codable, Equatable {
    /// One file setup changed.
    struct Entry: Codable, Equatable {
        /// The path setup wrote to, as named (it may be a symlink).
        var path: String
        /// Whether setup created the file.
        var created: Bool
        /// The bytes setup appended (always UTF-8: its lines and line ends).
        var appended: String
        /// The bytes setup wrote at the top of the file instead (a CSS `@import`, foot's
        /// `include=`); nil in ledgers written before there were such lines.
        var prepended: String?
        /// The keys setup set instead (btop.conf, qt5ct.conf), each with the line it replaced.
        var keys: [SetupKey]?

        init(path: String, created: Bool, appended: String, prepended: String? = nil, keys: [SetupKey]? = nil) {
            self.path = path
            self.created = created
            self.appended = appended
            self.prepended = prepended
            self.keys = keys
        }
    }

    var files: [Entry] = []

    /// The ledger's name in the state directory.
    static let name = "setup.json"

    /// The entry for `path`, matched through symlinks.
    func entry(for path: String) -> Entry? {
        let target = AtomicFile.target(of: path)
        return files.first { AtomicFile.target(of: $0.path) == target }
    }

    /// The ledger with `entry` in place of any earlier one for its file.
    func recording(_ entry: Entry) -> SetupLedger {
        let target = AtomicFile.target(of: entry.path)
        return SetupLedger(files: files.filter { AtomicFile.target(of: $0.path) != target } + [entry])
    }

    /// The ledger in `directory`: empty when there is none; throws when it cannot be read.
    static func read(in directory: URL) throws -> SetupLedger {
        let file = try UserFile(path: directory.appendingPathComponent(name).path)
        guard let bytes = file.bytes else { return SetupLedger() }
        return try JSONDecoder().decode(SetupLedger.self, from: Data(bytes))
    }

    /// The ledger in `directory`, or nil after a sentence on standard error ending in `then` when it cannot be read.
    static func readOrSay(in directory: URL, _ then: String) -> SetupLedger? {
        do {
            return try read(in: directory)
        } catch {
            StandardError.write("\(directory.appendingPathComponent(name).path) cannot be read (\(error)); \(then)")
            return nil
        }
    }

    /// Writes the ledger into `directory` (made when missing), or removes it when it is empty.
    func write(in directory: URL) throws {
        let url = directory.appendingPathComponent(SetupLedger.name)
        guard !files.isEmpty else {
            if unlink(url.path) != 0, errno != ENOENT { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(self), to: url, mode: 0o600)
    }
}
