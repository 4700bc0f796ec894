import FoundationEssentials
import ThemeConfiguration
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

    /// `drafts` in the state directory (``ConfigurationPaths/stateDirectory``).
    static func directory(environment: [String: String]) -> URL {
        ConfigurationPaths(environment: environment).stateDirectory.appendingPathComponent("drafts")
    }
}
