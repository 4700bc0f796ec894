/// The semantic colors of a token set (`color.*`), by name: `tokens.color.accent`.
public struct ColorTokens: Sendable, Hashable {
    let tokenSet: TokenSet

    /// The color of a semantic role; fully transparent when the set lacks it.
    public subscript(_ role: SemanticColor) -> RGBAColor {
        tokenSet.color(role.key) ?? ThemeTokens.missingColor
    }

    /// The avatar palette (`color.avatar.0` … `color.avatar.9`).
    public var avatarPalette: [RGBAColor] { SemanticColor.avatarPalette.map { self[$0] } }

    /// `background` (background).
    public var background: RGBAColor { self[.background] }
    /// `surface` (surface).
    public var surface: RGBAColor { self[.surface] }
    /// `surfaceElevated` (surface elevated).
    public var surfaceElevated: RGBAColor { self[.surfaceElevated] }
    /// `surfaceSelected` (surface selected).
    public var surfaceSelected: RGBAColor { self[.surfaceSelected] }
    /// `textPrimary` (text primary).
    public var textPrimary: RGBAColor { self[.textPrimary] }
    /// `textSecondary` (text secondary).
    public var textSecondary: RGBAColor { self[.textSecondary] }
    /// `textTertiary` (text tertiary).
    public var textTertiary: RGBAColor { self[.textTertiary] }
    /// `textInverse` (text inverse).
    public var textInverse: RGBAColor { self[.textInverse] }
    /// `accent` (accent).
    public var accent: RGBAColor { self[.accent] }
    /// `accentMuted` (accent muted).
    public var accentMuted: RGBAColor { self[.accentMuted] }
    /// `accentHover` (accent hover).
    public var accentHover: RGBAColor { self[.accentHover] }
    /// `destructive` (destructive).
    public var destructive: RGBAColor { self[.destructive] }
    /// `destructiveMuted` (destructive muted).
    public var destructiveMuted: RGBAColor { self[.destructiveMuted] }
    /// `success` (success).
    public var success: RGBAColor { self[.success] }
    /// `successMuted` (success muted).
    public var successMuted: RGBAColor { self[.successMuted] }
    /// `warning` (warning).
    public var warning: RGBAColor { self[.warning] }
    /// `warningMuted` (warning muted).
    public var warningMuted: RGBAColor { self[.warningMuted] }
    /// `separator` (separator).
    public var separator: RGBAColor { self[.separator] }
    /// `border` (border).
    public var border: RGBAColor { self[.border] }
    /// `disabled` (disabled).
    public var disabled: RGBAColor { self[.disabled] }
    /// `shimmer` (shimmer).
    public var shimmer: RGBAColor { self[.shimmer] }
    /// `unreadDot` (unread dot).
    public var unreadDot: RGBAColor { self[.unreadDot] }
    /// `starred` (starred).
    public var starred: RGBAColor { self[.starred] }
    /// `categoryPrimary` (category primary).
    public var categoryPrimary: RGBAColor { self[.categoryPrimary] }
    /// `categoryPrimaryMuted` (category primary muted).
    public var categoryPrimaryMuted: RGBAColor { self[.categoryPrimaryMuted] }
    /// `categorySocial` (category social).
    public var categorySocial: RGBAColor { self[.categorySocial] }
    /// `categorySocialMuted` (category social muted).
    public var categorySocialMuted: RGBAColor { self[.categorySocialMuted] }
    /// `categoryPromotions` (category promotions).
    public var categoryPromotions: RGBAColor { self[.categoryPromotions] }
    /// `categoryPromotionsMuted` (category promotions muted).
    public var categoryPromotionsMuted: RGBAColor { self[.categoryPromotionsMuted] }
    /// `categoryUpdates` (category updates).
    public var categoryUpdates: RGBAColor { self[.categoryUpdates] }
    /// `categoryUpdatesMuted` (category updates muted).
    public var categoryUpdatesMuted: RGBAColor { self[.categoryUpdatesMuted] }
    /// `categoryForums` (category forums).
    public var categoryForums: RGBAColor { self[.categoryForums] }
    /// `categoryForumsMuted` (category forums muted).
    public var categoryForumsMuted: RGBAColor { self[.categoryForumsMuted] }
    /// `categoryUncategorized` (category uncategorized).
    public var categoryUncategorized: RGBAColor { self[.categoryUncategorized] }
    /// `categoryUncategorizedMuted` (category uncategorized muted).
    public var categoryUncategorizedMuted: RGBAColor { self[.categoryUncategorizedMuted] }
    /// `chat.sentMessage`: a sent message's bubble (seed 004, issue 20 §3).
    public var chatSentMessage: RGBAColor { self[.chatSentMessage] }
    /// `chat.sentQuote`: a quote inside a sent message.
    public var chatSentQuote: RGBAColor { self[.chatSentQuote] }
    /// `chat.receivedMessage`: a received message's bubble.
    public var chatReceivedMessage: RGBAColor { self[.chatReceivedMessage] }
    /// `chat.receivedQuote`: a quote inside a received message.
    public var chatReceivedQuote: RGBAColor { self[.chatReceivedQuote] }
    /// `chat.title`: chat titles on the background.
    public var chatTitle: RGBAColor { self[.chatTitle] }
}
