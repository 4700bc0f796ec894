/// The contrast of every text/background pair a token set implies, against its minimum.
///
/// Minimums: the seed's per-token figures (FR-CO-01: textPrimary 7:1, textSecondary 4.5:1,
/// textTertiary 3:1) and NFR-ACC-01 for everything else (4.5:1 normal text, 3:1 non-text);
/// 7:1 for all text in high contrast. FR-BT-01 fixes the brand accents exactly, and some cannot
/// carry normal text at 4.5:1 (#2596BE with white labels is 3.4:1): in the default variant
/// such pairs are reported as ``Status/brandException``, and high contrast fixes them.
public struct ContrastAudit: Sendable, Hashable {
    /// The verdict on one pair.
    public enum Status: String, Sendable, Hashable {
        /// At or above the minimum.
        case pass
        /// Below 4.5:1 only because the brand accent is fixed by FR-BT-01 (default variant only).
        case brandException
        /// Below the minimum.
        case fail
        /// A color of the pair is not in the token set.
        case missingToken
    }

    /// One audited pair.
    public struct Entry: Sendable, Hashable {
        /// The pair and its default minimum.
        public let requirement: ContrastRequirement
        /// The measured ratio, 0 when a token is missing.
        public let ratio: Double
        /// The minimum that applies in the audited variant.
        public let minimum: Double
        /// The verdict.
        public let status: Status
    }

    /// Text needs this much in high contrast (WCAG 1.4.6, AAA).
    public static let highContrastTextMinimum = 7.0

    /// Every pair, in ``requirements`` order.
    public let entries: [Entry]

    /// Audits `tokens`, a set resolved with or without high contrast.
    public init(tokens: TokenSet, highContrast: Bool) {
        entries = Self.requirements.map { requirement in
            let minimum = requirement.minimum(highContrast: highContrast)
            guard let ratio = requirement.ratio({ tokens.color($0.key) }) else {
                return Entry(requirement: requirement, ratio: 0, minimum: minimum, status: .missingToken)
            }
            return Entry(requirement: requirement, ratio: ratio, minimum: minimum,
                         status: Self.status(requirement, ratio: ratio, minimum: minimum, highContrast: highContrast))
        }
    }

    /// The verdict on a measured pair.
    static func status(_ requirement: ContrastRequirement, ratio: Double, minimum: Double, highContrast: Bool) -> Status {
        if ratio >= minimum {
            .pass
        } else if !highContrast, requirement.usage == .text, requirement.involvesBrandAccent {
            .brandException
        } else {
            .fail
        }
    }

    /// Whether every pair of `requirements` passes (or is a brand exception) in `semantic`, a
    /// semantic level before flattening — the cheap check ``WallpaperTints`` runs per resolve.
    static func passes(_ semantic: SemanticTokens, highContrast: Bool, requirements: [ContrastRequirement]) -> Bool {
        requirements.allSatisfy { requirement in
            guard let ratio = requirement.ratio({ semantic[$0] }) else { return false }
            let minimum = requirement.minimum(highContrast: highContrast)
            return status(requirement, ratio: ratio, minimum: minimum, highContrast: highContrast) != .fail
        }
    }

    /// The pairs below their minimum that no exception covers (empty for every built-in theme).
    public var failures: [Entry] { entries.filter { $0.status == .fail || $0.status == .missingToken } }

    /// The pairs below 4.5:1 because of a brand accent.
    public var brandExceptions: [Entry] { entries.filter { $0.status == .brandException } }

    /// The text colors with their seed minimums (FR-CO-01) and where they are used.
    static let textLevels: [(color: SemanticColor, minimum: Double, context: String)] = [
        (.textPrimary, 7, "headings, sender names"),
        (.textSecondary, 4.5, "body text, subjects, section headers"),
        (.textTertiary, 3, "timestamps, snippets, placeholders"),
    ]

    /// Every pair the tokens imply.
    public static let requirements: [ContrastRequirement] = {
        func text(_ foreground: SemanticColor, on background: SemanticColor, over backdrop: SemanticColor? = nil,
                  minimum: Double = 4.5, _ context: String) -> ContrastRequirement {
            ContrastRequirement(foreground: foreground, background: background, backdrop: backdrop,
                                usage: .text, minimum: minimum, context: context)
        }
        var all: [ContrastRequirement] = []
        for (foreground, minimum, context) in textLevels {
            all.append(text(foreground, on: .background, minimum: minimum, context))
            all.append(text(foreground, on: .surface, minimum: minimum, context))
            all.append(text(foreground, on: .surfaceElevated, minimum: minimum, context + " on sheets, search bar"))
            all.append(text(foreground, on: .surfaceSelected, over: .surface, minimum: minimum,
                            context + " on unread rows"))
        }
        all += [
            text(.textPrimary, on: .accentMuted, over: .surface, minimum: 7, "chip label"),
            text(.textInverse, on: .accent, "primary button, selected chip and tab labels"),
            text(.textInverse, on: .accentHover, "pressed primary button label"),
            text(.accent, on: .background, "links"),
            text(.accent, on: .surface, "secondary button label"),
            text(.categoryPrimary, on: .categoryPrimaryMuted, over: .surface, "Primary category badge"),
            text(.categorySocial, on: .categorySocialMuted, over: .surface, "Social category badge"),
            text(.categoryPromotions, on: .categoryPromotionsMuted, over: .surface, "Promotions category badge"),
            text(.categoryUpdates, on: .categoryUpdatesMuted, over: .surface, "Updates category badge"),
            text(.categoryForums, on: .categoryForumsMuted, over: .surface, "Forums category badge"),
            text(.categoryUncategorized, on: .categoryUncategorizedMuted, over: .surface, minimum: 3,
                 "Uncategorized badge (textTertiary on shimmer)"),
            ContrastRequirement(foreground: .accent, background: .surface, backdrop: nil, usage: .nonText,
                                minimum: 3, context: "button and selected chip fills"),
            ContrastRequirement(foreground: .unreadDot, background: .surfaceSelected, backdrop: .surface,
                                usage: .nonText, minimum: 3, context: "unread dot on an unread row"),
        ]
        // Seed 004's chat colors (ChatColors): message text on each bubble, its time and status on the
        // message bubbles, the title on the background.
        all += [
            text(.textPrimary, on: .chatSentMessage, minimum: 7, "text of a sent message"),
            text(.textSecondary, on: .chatSentMessage, "time and status of a sent message"),
            text(.textPrimary, on: .chatSentQuote, minimum: 7, "quoted text and its sender in a sent message"),
            text(.textPrimary, on: .chatReceivedMessage, minimum: 7, "text of a received message"),
            text(.textSecondary, on: .chatReceivedMessage, "time of a received message"),
            text(.textPrimary, on: .chatReceivedQuote, minimum: 7, "quoted text and its sender in a received message"),
        ]
        all.append(text(.chatTitle, on: .background, "chat titles"))
        return all + ContrastRequirement.toolkit
    }()
}
