import FileReading
import ThemeCore
import FoundationEssentials
import Logging
import ThemeContract

/// Keeps `$XDG_RUNTIME_DIR/themeswitch/tokens.json` (the lean path's shared snapshot) equal
/// to the published state: replaced atomically (temp + rename, mode 0600) for every new
/// serial, before any signal of that serial goes out. The runtime directory lives in
/// memory, so no fsync: the file only has to outlive the daemon, not the machine.
public struct SnapshotFileWriter: Sendable {
    /// The file, or nil when `XDG_RUNTIME_DIR` is unset (then nothing is written).
    public let fileURL: URL?
    private let sender: String
    private let logger: Logger

    /// `sender` is the daemon's unique bus name, which the file names as its writer.
    public init(environment: [String: String], sender: String, logger: Logger) {
        self.sender = sender
        fileURL = TokenSnapshotFile.path(runtimeDirectory: environment["XDG_RUNTIME_DIR"]).map(URL.init(fileURLWithPath:))
        self.logger = logger
        if fileURL == nil {
            logger.warning("XDG_RUNTIME_DIR is not set; not writing the token snapshot file (clients fall back to GetTokens)")
        }
    }

    /// The serial of the snapshot a daemon of this session wrote last, when the file is there:
    /// a start resumes above it even when the settings file lost its serial (moved aside, or a
    /// save that a crash undid).
    public func lastPublishedSerial() -> UInt64? {
        guard let fileURL, let data = FileManager.default.contents(atPath: fileURL.path),
              data.count <= TokenSnapshotFile.maximumBytes else { return nil }
        return SerialFloor.recorded(in: Array(data))
    }

    /// Writes `snapshot`; throws a sentence naming the file and why (the change goes on: clients
    /// then call `GetTokens`). Without `XDG_RUNTIME_DIR` it writes nothing.
    public func write(_ snapshot: ThemeSnapshot) throws(OutputError) {
        guard let fileURL else { return }
        let contents = TokenSnapshotFile.Contents(
            serial: snapshot.serial, themeID: snapshot.themeID, scheme: snapshot.resolvedScheme.rawValue, tokens: snapshot.tokens,
            sender: sender)
        do {
            try AtomicFile.write(TokenSnapshotFile.encode(contents), to: fileURL, mode: 0o600, durable: false)
        } catch {
            throw OutputError("could not write the token snapshot \(fileURL.path) for serial \(snapshot.serial): \(error.systemReason)")
        }
    }
}
