import ThemeCore

/// One user theme as the daemon holds it: what is on disk, and the working copy with its
/// undo history. The working copy is what the catalog and the applied theme show.
struct UserThemeEntry: Equatable, Sendable {
    /// The theme as saved in its file; `nil` until it is saved the first time.
    var saved: UserTheme?
    /// What ``revert()`` goes back to: the saved theme, or the theme as created.
    var origin: UserTheme
    /// The working copy and its undo/redo steps.
    var history: EditHistory<UserTheme>

    /// A theme read from its file.
    init(saved theme: UserTheme) {
        saved = theme
        origin = theme
        history = EditHistory(theme)
    }

    /// A theme created, duplicated or restored from a draft, not saved yet (`saved` is what its file holds, if any).
    init(unsaved theme: UserTheme, saved: UserTheme? = nil) {
        self.saved = saved
        origin = saved ?? theme
        history = EditHistory(theme)
    }

    /// The working copy.
    var current: UserTheme { history.current }

    /// Whether the working copy differs from the file (or there is no file yet).
    var isDirty: Bool { saved != history.current }

    /// The working copy is now what the file holds.
    mutating func markSaved() {
        saved = current
        origin = current
    }

    /// Drops the unsaved edits and their history.
    mutating func revert() {
        history = EditHistory(origin)
    }
}
