/// Level 2: every semantic color token (seed 000 FR-CO-01, FR-CO-02, FR-CO-03), with its key.
public enum SemanticColor: Int, Sendable, CaseIterable {
    /// Backgrounds (FR-CO-01, FR-BT-02).
    case background, surface, surfaceElevated, surfaceSelected
    /// Text hierarchy.
    case textPrimary, textSecondary, textTertiary, textInverse
    /// The theme's accent family (FR-BT-03).
    case accent, accentMuted, accentHover
    /// Status colors and their muted backgrounds.
    case destructive, destructiveMuted, success, successMuted, warning, warningMuted
    /// UI chrome.
    case separator, border, disabled, shimmer
    /// Specialized.
    case unreadDot, starred
    /// Primary category: the accent (FR-CO-02).
    case categoryPrimary, categoryPrimaryMuted
    /// Social category and its muted background.
    case categorySocial, categorySocialMuted
    /// Promotions category and its muted background.
    case categoryPromotions, categoryPromotionsMuted
    /// Updates category and its muted background.
    case categoryUpdates, categoryUpdatesMuted
    /// Forums category and its muted background.
    case categoryForums, categoryForumsMuted
    /// Uncategorized: textTertiary on shimmer.
    case categoryUncategorized, categoryUncategorizedMuted
    /// The avatar palette (FR-CO-03).
    case avatar0, avatar1, avatar2, avatar3, avatar4, avatar5, avatar6, avatar7, avatar8, avatar9
    /// What toolkits (GTK, Qt, the web) need beyond the seed 000 set: seed 003's semantic level
    /// (issue 20 §2), derived by ``ToolkitColors`` unless a theme or layer sets them.
    case focusRing, link, linkVisited, textDisabled, borderStrong, info, infoMuted, scrim, selection, onSelection
    /// Chat message colors (seed 004 §5, SimpleX's `AppColors`): the sent and received bubbles,
    /// the quotes inside them, and the title color (``ChatColors``).
    case chatSentMessage, chatSentQuote, chatReceivedMessage, chatReceivedQuote, chatTitle

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
        if name.hasPrefix("chat") {
            let rest = name.dropFirst("chat".count)
            return "color.chat." + rest.prefix(1).lowercased() + rest.dropFirst()
        }
        if name.hasPrefix("avatar") {
            return "color.avatar." + name.dropFirst("avatar".count)
        }
        return "color." + name
    }
}
