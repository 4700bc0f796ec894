import FileReading
import FoundationEssentials
import Glibc
import ThemeCore
import ThemeContract

/// Owns `$XDG_CONFIG_HOME/themeswitch/settings.json`: reads it at start, writes it
/// atomically (temp file, fsync, rename, fsync of the directory) with mode 0600.
public struct SettingsStore: Sendable {
    /// The settings file.
    public let fileURL: URL

    public init(fileURL: URL) { self.fileURL = fileURL }

    /// The store at `$XDG_CONFIG_HOME/themeswitch/settings.json` (or `~/.config/…`).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SettingsStore {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.config")
        return SettingsStore(fileURL: URL(fileURLWithPath: config).appendingPathComponent("themeswitch/settings.json"))
    }

    /// What loading found, and what it had to do about it.
    public struct Loaded: Sendable {
        public let settings: Settings
        /// One sentence per problem met: a corrupt file moved aside, a theme that no longer exists.
        public let warnings: [String]
    }

    /// The largest settings file read; a real one is a few hundred bytes.
    static let maximumBytes = 1 << 20

    /// Reads the settings. A missing file gives the defaults. A file missing some keys, or
    /// with keys this daemon does not know, keeps its valid keys and defaults the rest, with
    /// a warning each. A file that cannot be read (a directory, a symlink loop, unreadable,
    /// over ``maximumBytes``), is not a JSON object, or has a newer schema is moved aside as
    /// `settings.json.corrupt-<UTC timestamp>` and the defaults are used, with a serial above any
    /// the file still records. A stored theme that
    /// no longer exists falls back to `default`.
    public func load(registry: ThemeRegistry, now: Date = Date()) -> Loaded {
        let data: Data
        switch read() {
        case .missing:
            return Loaded(settings: .defaults, warnings: [])
        case .unusable(let reason):
            return Loaded(settings: .defaults, warnings: [moveAside(because: reason, now: now)])
        case .contents(let contents):
            data = contents
        }
        // A file moved aside keeps its serial: the defaults resume above it (SerialFloor).
        let defaults = SerialFloor.resume(.defaults, above: SerialFloor.recorded(in: Array(data)))
        let document: SettingsDocument
        do {
            document = try JSONDecoder().decode(SettingsDocument.self, from: data)
        } catch {
            return Loaded(settings: defaults, warnings: [moveAside(because: "it is not a JSON object", now: now)])
        }
        var settings = document.settings
        guard settings.schemaVersion <= Settings.currentSchemaVersion else {
            return Loaded(settings: defaults, warnings: [moveAside(because: "it has schema version \(settings.schemaVersion), newer than this daemon's \(Settings.currentSchemaVersion)", now: now)])
        }
        settings.schemaVersion = Settings.currentSchemaVersion
        var warnings = document.warnings.map { "settings file \(fileURL.path): \($0)" }
        let theme = registry.themeOrDefault(settings.themeID)
        if theme.id != settings.themeID {
            warnings.append("stored theme '\(settings.themeID.prefix(64))' no longer exists; using '\(theme.id)'")
            settings.themeID = theme.id
        }
        return Loaded(settings: settings, warnings: warnings)
    }

    private enum ReadOutcome {
        case missing
        case unusable(String)
        case contents(Data)
    }

    /// The file's bytes, read only when it is a regular file of a sane size.
    private func read() -> ReadOutcome {
        var status = stat()
        guard stat(fileURL.path, &status) == 0 else {
            if errno == ENOENT {
                var linkStatus = stat()
                // A dangling symlink is as good as no file: the first save writes through it.
                return lstat(fileURL.path, &linkStatus) == 0 && (linkStatus.st_mode & S_IFMT) != S_IFLNK
                    ? .unusable("it cannot be read (\(String(cString: strerror(ENOENT))))") : .missing
            }
            return .unusable("it cannot be read (\(String(cString: strerror(errno))))")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .unusable("it is not a regular file") }
        guard status.st_size <= SettingsStore.maximumBytes else {
            return .unusable("it is \(status.st_size) bytes, more than the \(SettingsStore.maximumBytes) a settings file may have")
        }
        do {
            return .contents(try Data(contentsOf: fileURL))
        } catch {
            return .unusable("it cannot be read (\(error.systemReason))")
        }
    }

    /// Moves the unusable file aside and says so in one sentence.
    private func moveAside(because reason: String, now: Date) -> String {
        let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt).format(now)
        let aside = fileURL.deletingLastPathComponent().appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(stamp)")
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
            return "settings file \(fileURL.path) was moved aside to \(aside.lastPathComponent) because \(reason); starting on defaults"
        } catch {
            return "settings file \(fileURL.path) is unusable because \(reason) and could not be moved aside (\(error.systemReason)); starting on defaults"
        }
    }

    /// Writes the settings atomically: a reader sees the old file or the new one, never a mix.
    /// `durable` also makes the new content survive a power loss (two fsyncs); without it the
    /// file still survives a crash of the daemon.
    public func save(_ settings: Settings, durable: Bool = true) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(settings), to: fileURL, mode: 0o600, durable: durable)
    }
}
