/// What a theme picker shows about a theme (FR-TH-01, FR-SET-03).
public struct ThemeInfo: Sendable, Hashable {
    /// Stable id, `[a-z0-9][a-z0-9-]{0,63}`.
    public let id: String
    /// Name for people, e.g. "VaultMail".
    public let displayName: String
    /// The light accent, for the picker's circle.
    public let previewColor: RGBAColor
    /// Shipped with Themeswitch, as opposed to created by the user.
    public let isBuiltIn: Bool
    /// The catalog category; `nil` when the source did not say (a daemon that publishes none).
    public let category: ThemeCategory?

    /// Info from its parts.
    public init(id: String, displayName: String, previewColor: RGBAColor, isBuiltIn: Bool,
                category: ThemeCategory? = nil) {
        self.id = id
        self.displayName = displayName
        self.previewColor = previewColor
        self.isBuiltIn = isBuiltIn
        self.category = category
    }
}
