/// Level 2: every semantic color token (seed 000 FR-CO-01, FR-CO-02, FR-CO-03), with its key.
public enum SemanticColor: Int, Sendable, CaseIterable {
    case background, surface, surfaceElevated, surfaceSelected
    case textPrimary, textSecondary, textTertiary, textInverse
    case accent, accentMuted, accentHover
    case destructive, destructiveMuted, success, successMuted, warning, warningMuted
    case separator, border, disabled, shimmer
    case unreadDot, starred
    case categoryPrimary, categoryPrimaryMuted
    case categorySocial, categorySocialMuted
    case categoryPromotions, categoryPromotionsMuted
    case categoryUpdates, categoryUpdatesMuted
    case categoryForums, categoryForumsMuted
    case categoryUncategorized, categoryUncategorizedMuted
    case avatar0, avatar1, avatar2, avatar3, avatar4, avatar5, avatar6, avatar7, avatar8, avatar9

    /// The token key, e.g. `color.textPrimary`, `color.category.socialMuted`, `color.avatar.3`.
    public var key: String { Self.keys[rawValue] }

    /// The ten avatar colors in palette order.
    public static let avatarPalette: [SemanticColor] = [
        .avatar0, .avatar1, .avatar2, .avatar3, .avatar4, .avatar5, .avatar6, .avatar7, .avatar8, .avatar9,
    ]

    private static let keys: [String] = allCases.map { color in
        let name = String(describing: color)
        if name.hasPrefix("category") {
            let rest = name.dropFirst("category".count)
            return "color.category." + rest.prefix(1).lowercased() + rest.dropFirst()
        }
        if name.hasPrefix("avatar") {
            return "color.avatar." + name.dropFirst("avatar".count)
        }
        return "color." + name
    }
}
