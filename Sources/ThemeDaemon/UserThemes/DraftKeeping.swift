import FoundationEssentials
import ThemeCore

/// Where and when unsaved edits are kept as drafts (issue 11 §3): each dirty user theme's
/// working copy as `<state>/drafts/<id>.theme`, written at most every ``interval`` while edits
/// come in, and on stop; a draft goes when its theme is saved, reverted or deleted.
struct DraftKeeping: Sendable {
    /// The shortest time between two writes of the drafts.
    static let interval: Duration = .seconds(2)

    /// The drafts directory; nil: drafts are not kept (a provider without a state directory).
    var store: UserThemeStore?
    /// The drafts on disk now, by theme id.
    var written: [String: UserTheme] = [:]
    /// When the drafts were last written.
    var last: ContinuousClock.Instant?
    /// The write waiting for its turn, if any.
    var pending: Task<Void, Never>?

    /// `$STATE_DIRECTORY` (the first, when systemd gives several), else
    /// `$XDG_STATE_HOME/themeswitch`, else `~/.local/state/themeswitch`; then `drafts`.
    static func directory(environment: [String: String]) -> URL {
        let state: String
        if let systemd = environment["STATE_DIRECTORY"]?.split(separator: ":").first, systemd.hasPrefix("/") {
            state = String(systemd)
        } else if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg + "/themeswitch"
        } else {
            state = (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/state/themeswitch"
        }
        return URL(fileURLWithPath: state).appendingPathComponent("drafts")
    }
}
