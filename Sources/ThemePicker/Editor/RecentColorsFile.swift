import FileReading
import FoundationEssentials

/// Where the recent colors persist: `$XDG_STATE_HOME/themeswitch/recent-colors` (else
/// `~/.local/state/themeswitch/recent-colors`), one `#RRGGBB` a line, written atomically.
public struct RecentColorsFile: Sendable {
    /// The file's path; nil when neither `XDG_STATE_HOME` nor `HOME` is an absolute path.
    public let path: String?

    /// The file for an environment.
    public init(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = state + "/themeswitch/recent-colors"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            path = home + "/.local/state/themeswitch/recent-colors"
        } else {
            path = nil
        }
    }

    /// The saved colors; none when there is no file yet or it cannot be read.
    public func load() -> RecentColors {
        guard let path, let bytes = try? RegularFile.read(path, maximumBytes: 4096) else { return RecentColors() }
        return RecentColors(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Saves `recent`, creating the directory on a first run; throws when it cannot be written.
    public func save(_ recent: RecentColors) throws {
        guard let path else { return }
        try AtomicFile.write(Array(recent.text.utf8), to: URL(fileURLWithPath: path), mode: 0o600)
    }
}
