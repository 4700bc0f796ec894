/// A user theme as the daemon holds it (`GetTheme`): its working copy and edit state.
public struct UserThemeState: Sendable, Hashable {
    /// The working copy as `.theme` JSON (docs/themes.md).
    public let json: String
    /// The working copy.
    public let theme: UserTheme
    /// Whether it has edits that are not saved.
    public let isDirty: Bool
    /// Whether an edit can be undone.
    public let canUndo: Bool
    /// Whether an undone edit can be redone.
    public let canRedo: Bool

    /// A state from its parts.
    public init(json: String, theme: UserTheme, isDirty: Bool, canUndo: Bool, canRedo: Bool) {
        self.json = json
        self.theme = theme
        self.isDirty = isDirty
        self.canUndo = canUndo
        self.canRedo = canRedo
    }
}
