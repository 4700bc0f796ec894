import FileReading
import FoundationEssentials
import Logging
import Synchronization
import ThemeConfiguration
import ThemeContract

/// What the daemon knows of the files it writes for programs, kept in the state directory
/// (``OutputRecordFile``) so that `themeswitch status` can show it and a restart remembers it: which
/// files at output paths are its own, which files of the user's it moved aside to make room for
/// an output (and where to), and which outputs and reloads fail now, each in one sentence.
public final class OutputRecord: Sendable {
    /// The file's content.
    public typealias Contents = OutputRecordFile

    /// `outputs.json` in `stateDirectory`.
    public let file: URL
    private let contents: Mutex<Contents>
    private let logger: Logger

    /// Reads the record of `stateDirectory`; an unreadable one starts empty (it only says what
    /// is ours: a file not known to be ours is moved aside, never lost). The findings of an
    /// earlier run are dropped: what fails now is found again.
    public init(stateDirectory: URL, logger: Logger) {
        file = stateDirectory.appendingPathComponent(OutputRecordFile.name)
        self.logger = logger
        contents = Mutex(OutputRecord.read(file) ?? Contents())
        update { $0.findings = [:] }
    }

    /// The record in `file`, or nil when there is none or it cannot be read.
    public static func read(_ file: URL) -> Contents? {
        guard let bytes = try? RegularFile.read(file.path, maximumBytes: 4 << 20) else { return nil }
        return try? JSONDecoder().decode(Contents.self, from: Data(bytes))
    }

    /// The record now.
    public var current: Contents { contents.withLock { $0 } }

    /// Whether the file at `path` holding `bytes` is one the daemon wrote: its name or its first
    /// lines say so (every built-in template's header: "Themeswitch: … Generated"), or it holds
    /// exactly what was last written there.
    func isOurs(_ path: String, holding bytes: [UInt8]) -> Bool {
        GeneratedFile.saysOurs(path, bytes) || contents.withLock { $0.written[path] } == ContentHash.sha256(bytes)
    }

    /// `bytes` were written to `path`.
    func wrote(_ path: String, _ bytes: [UInt8]) {
        let hash = GeneratedFile.saysOurs(path, bytes) ? nil : ContentHash.sha256(bytes)
        update { $0.written[path] = hash }
    }

    /// The user's file at `path` was moved to `movedTo` to make room for `by`.
    func movedAside(_ path: String, to movedTo: String, by: String) {
        let at = Date.ISO8601FormatStyle(timeZone: .gmt).format(Date())
        update { $0.movedAside.append(OutputRecordFile.MovedAside(path: path, movedTo: movedTo, at: at, by: by)) }
    }

    /// `subject` fails now, as `message` says.
    func problem(_ subject: String, _ message: String) {
        update { $0.findings[subject] = message }
    }

    /// `subject` works again.
    func resolved(_ subject: String) {
        update { $0.findings[subject] = nil }
    }

    /// Applies `change` and saves the record when it changed anything.
    private func update(_ change: (inout Contents) -> Void) {
        let changed: Contents? = contents.withLock { contents in
            var next = contents
            change(&next)
            guard next != contents else { return nil }
            contents = next
            return next
        }
        guard let changed else { return }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(changed), to: file, mode: 0o600, durable: false)
        } catch {
            logger.warning("cannot write \(file.path) (\(error)); themeswitch status will not show the latest")
        }
    }
}
