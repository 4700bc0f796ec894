import FoundationEssentials

/// The daemon's state directory, where it keeps what must outlive a run but is not a setting:
/// drafts of unsaved edits, the record of its outputs (``OutputRecordFile``), what it and `setup`
/// changed in the user's files. The daemon, `setup` and `themeswitch status` find it the same way.
public enum ThemeStateDirectory {
    /// `$STATE_DIRECTORY` (the first, when systemd gives several), else `$XDG_STATE_HOME/themeswitch`,
    /// else `~/.local/state/themeswitch`.
    public static func url(environment: [String: String]) -> URL {
        if let systemd = environment["STATE_DIRECTORY"]?.split(separator: ":").first, systemd.hasPrefix("/") {
            return URL(fileURLWithPath: String(systemd))
        }
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/state"
        return URL(fileURLWithPath: state).appendingPathComponent("themeswitch", isDirectory: true)
    }
}
