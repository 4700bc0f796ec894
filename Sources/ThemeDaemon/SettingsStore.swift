import Foundation
import ThemeCore

/// Owns `$XDG_CONFIG_HOME/themeswitch/settings.json`: reads it at start, writes it
/// atomically (temp file, fsync, rename, fsync of the directory) with mode 0600.
public struct SettingsStore: Sendable {
    /// The settings file.
    public let fileURL: URL

    public init(fileURL: URL) { self.fileURL = fileURL }

    /// The store at `$XDG_CONFIG_HOME/themeswitch/settings.json` (or `~/.config/…`).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SettingsStore {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return SettingsStore(fileURL: URL(fileURLWithPath: config).appendingPathComponent("themeswitch/settings.json"))
    }

    /// What loading found, and what it had to do about it.
    public struct Loaded: Sendable {
        public let settings: Settings
        /// One sentence per problem met: a corrupt file moved aside, a theme that no longer exists.
        public let warnings: [String]
    }

    /// Reads the settings. A missing file gives the defaults; a file that cannot be
    /// read or parsed is moved aside as `settings.json.corrupt-<UTC timestamp>` and
    /// the defaults are used; a stored theme that no longer exists falls back to `default`.
    public func load(registry: ThemeRegistry, now: Date = Date()) -> Loaded {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch CocoaError.fileReadNoSuchFile {
            return Loaded(settings: .defaults, warnings: [])
        } catch {
            return Loaded(settings: .defaults, warnings: [moveAside(because: "it cannot be read (\(error.localizedDescription))", now: now)])
        }
        var settings: Settings
        do {
            settings = try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            return Loaded(settings: .defaults, warnings: [moveAside(because: "it is not valid settings JSON", now: now)])
        }
        guard settings.schemaVersion <= Settings.currentSchemaVersion else {
            return Loaded(settings: .defaults, warnings: [moveAside(because: "it has schema version \(settings.schemaVersion), newer than this daemon's \(Settings.currentSchemaVersion)", now: now)])
        }
        var warnings: [String] = []
        let theme = registry.themeOrDefault(settings.themeID)
        if theme.id != settings.themeID {
            warnings.append("stored theme '\(settings.themeID.prefix(64))' no longer exists; using '\(theme.id)'")
            settings.themeID = theme.id
        }
        return Loaded(settings: settings, warnings: warnings)
    }

    /// Moves the unusable file aside and says so in one sentence.
    private func moveAside(because reason: String, now: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let stamp = formatter.string(from: now).replacingOccurrences(of: ":", with: "") + "Z"
        let aside = fileURL.deletingLastPathComponent().appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(stamp)")
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
            return "settings file \(fileURL.path) was moved aside to \(aside.lastPathComponent) because \(reason); starting on defaults"
        } catch {
            return "settings file \(fileURL.path) is unusable because \(reason) and could not be moved aside (\(error.localizedDescription)); starting on defaults"
        }
    }

    /// Writes the settings atomically: a reader sees the old file or the new one, never a mix.
    public func save(_ settings: Settings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(settings), to: fileURL, mode: 0o600)
    }
}
