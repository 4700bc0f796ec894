import FileReading
import ThemeCore
import FoundationEssentials
import Glibc
import Logging
import ThemeContract

/// The lean path's per-app files (docs/dbus-api.md, "Per-app delivery"): for every app (or app
/// context) with overrides, `$XDG_RUNTIME_DIR/themeswitch/apps/<app_id>[@<context>].json` holds
/// its set in the format of `tokens.json`, replaced atomically before its `AppTokensChanged`
/// goes out, and removed when its last override goes. Apps without overrides have no file.
public struct AppSnapshotFiles: Sendable {
    /// The directory, or nil when `XDG_RUNTIME_DIR` is unset (then nothing is written).
    public let directory: URL?
    private let sender: String
    private let logger: Logger

    /// `sender` is the daemon's unique bus name, which each file names as its writer.
    public init(environment: [String: String], sender: String, logger: Logger) {
        directory = TokenSnapshotFile.path(runtimeDirectory: environment["XDG_RUNTIME_DIR"]).map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("apps")
        }
        self.sender = sender
        self.logger = logger
    }

    /// The file's name for a scope: the app id, then `@` and the context with every byte outside
    /// `A-Z a-z 0-9 _ -` written `%XX`, then `.json`.
    static func fileName(of scope: OverrideScope) -> String {
        guard !scope.context.isEmpty else { return scope.appID + ".json" }
        let context = scope.context.utf8.map { byte in
            let safe = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            return safe ? String(UnicodeScalar(byte)) : "%" + hexadecimal(byte, digits: 2, uppercase: true)
        }.joined()
        return "\(scope.appID)@\(context).json"
    }

    /// Removes every file a previous daemon left, so that only apps with overrides now have one.
    public func removeAll() {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasSuffix(".json") {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// Writes the scope's set, or removes its file when `tokens` is nil; throws a sentence naming the file and why.
    public func update(_ scope: OverrideScope, to tokens: AppTokens?) throws(OutputError) {
        guard let directory else { return }
        let file = directory.appendingPathComponent(AppSnapshotFiles.fileName(of: scope))
        guard let tokens else {
            if unlink(file.path) != 0, errno != ENOENT {
                throw OutputError("could not remove \(file.path): \(String(cString: strerror(errno)))")
            }
            return
        }
        let contents = TokenSnapshotFile.Contents(
            serial: tokens.serial, themeID: tokens.themeID, scheme: tokens.resolvedScheme.rawValue, tokens: tokens.tokens, sender: sender)
        do {
            try AtomicFile.write(TokenSnapshotFile.encode(contents), to: file, mode: 0o600, durable: false)
        } catch {
            throw OutputError("could not write \(file.path): \(error.systemReason)")
        }
    }
}
