/// Level 3: the component styles of seed 000 FR-CS-01 … FR-CS-05 and FR-TY-02, as aliases
/// of semantic tokens. Every key starts with `component.`.
public enum ComponentTokens {
    /// Every component token in a stable order.
    public static let all: [ComponentToken] = card + chip + primaryButton + secondaryButton + searchBar
        + sectionHeader + listRow + threadRow + messageBubble + categoryTab + settingsRow
        + ghostButton + badge + groupHeader + nestedCard

    /// `vmCard()`: surface, medium radius, medium shadow.
    private static let card = group("card", [
        ("background", .color(.surface)),
        ("cornerRadius", .dimension(.shapeMedium)),
        ("padding", .dimension(.cardPadding)),
        ("border", .color(.separator)),
    ]) + shadow("component.card.shadow", .medium)

    /// `vmChip(isSelected:)`: capsule, accentMuted or accent, labelMedium.
    private static let chip = group("chip", [
        ("background", .color(.accentMuted)),
        ("foreground", .color(.textPrimary)),
        ("selectedBackground", .color(.accent)),
        ("selectedForeground", .color(.textInverse)),
        ("cornerRadius", .dimension(.shapeFull)),
        ("paddingVertical", .dimension(.chipVertical)),
        ("paddingHorizontal", .dimension(.chipHorizontal)),
    ]) + font("component.chip.font", .labelMedium)

    /// `vmPrimaryButton()`: accent, textInverse, large radius, touch-minimum height.
    private static let primaryButton = group("primaryButton", [
        ("background", .color(.accent)),
        ("pressedBackground", .color(.accentHover)),
        ("disabledBackground", .color(.disabled)),
        ("foreground", .color(.textInverse)),
        ("cornerRadius", .dimension(.shapeLarge)),
        ("minHeight", .dimension(.touchMinimum)),
        ("paddingHorizontal", .dimension(.lg)),
    ]) + font("component.primaryButton.font", .labelLarge)

    /// `vmSecondaryButton()`: border stroke, accent label, large radius, touch-minimum height.
    private static let secondaryButton = group("secondaryButton", [
        ("foreground", .color(.accent)),
        ("pressedBackground", .color(.accentMuted)),
        ("border", .color(.border)),
        ("borderWidth", .dimension(.strokeBorder)),
        ("cornerRadius", .dimension(.shapeLarge)),
        ("minHeight", .dimension(.touchMinimum)),
        ("paddingHorizontal", .dimension(.lg)),
    ]) + font("component.secondaryButton.font", .labelLarge)

    /// `vmSearchBar()`: surfaceElevated, small radius, border, searchBarHeight.
    private static let searchBar = group("searchBar", [
        ("background", .color(.surfaceElevated)),
        ("foreground", .color(.textPrimary)),
        ("placeholder", .color(.textTertiary)),
        ("border", .color(.border)),
        ("borderWidth", .dimension(.strokeBorder)),
        ("cornerRadius", .dimension(.shapeSmall)),
        ("height", .dimension(.searchBarHeight)),
    ])

    /// `vmSectionHeader()`: titleSmall in textSecondary.
    private static let sectionHeader = group("sectionHeader", [
        ("foreground", .color(.textSecondary)),
    ]) + font("component.sectionHeader.font", .titleSmall)

    /// `vmListRow()`: row paddings and a separator below.
    private static let listRow = group("listRow", [
        ("paddingVertical", .dimension(.listRowVertical)),
        ("paddingHorizontal", .dimension(.listRowHorizontal)),
        ("separator", .color(.separator)),
        ("separatorWidth", .dimension(.strokeBorder)),
    ])

    /// FR-CS-02 layout and FR-TY-02 unread/read text.
    private static let threadRow = group("threadRow", [
        ("background", .color(.surface)),
        ("unreadBackground", .color(.surfaceSelected)),
        ("spacing", .dimension(.listRowSpacing)),
        ("contentSpacing", .dimension(.xs)),
        ("unreadDot", .color(.unreadDot)),
        ("unreadDotSize", .fixedDimension(6)),
        ("avatarSize", .dimension(.avatarSize)),
        ("sender", .color(.textPrimary)),
        ("subject", .color(.textSecondary)),
        ("snippet", .color(.textTertiary)),
        ("timestamp", .color(.textTertiary)),
        ("star", .color(.starred)),
    ])
        + font("component.threadRow.unread.senderFont", .titleMedium)
        + group("threadRow.unread.subjectFont", [
            ("size", .fontSize(.bodyMedium)),
            ("weight", .fixedWeight(PrimitiveType.medium)),
            ("design", .fontDesign(.bodyMedium)),
            ("lineHeight", .lineHeight(.bodyMedium)),
            ("letterSpacing", .letterSpacing(.bodyMedium)),
        ])
        + font("component.threadRow.unread.snippetFont", .bodySmall)
        + font("component.threadRow.unread.timestampFont", .caption)
        + font("component.threadRow.read.senderFont", .bodyMedium)
        + font("component.threadRow.read.subjectFont", .bodyMedium)
        + font("component.threadRow.read.snippetFont", .bodySmall)
        + font("component.threadRow.read.timestampFont", .caption)

    /// FR-CS-03: surface, medium radius, card padding, separator divider, medium shadow.
    private static let messageBubble = group("messageBubble", [
        ("background", .color(.surface)),
        ("cornerRadius", .dimension(.shapeMedium)),
        ("padding", .dimension(.cardPadding)),
        ("divider", .color(.separator)),
    ]) + shadow("component.messageBubble.shadow", .medium)

    /// FR-CS-04: capsule tabs, accent when selected, with an unread count.
    private static let categoryTab = group("categoryTab", [
        ("background", .color(.surfaceElevated)),
        ("foreground", .color(.textPrimary)),
        ("selectedBackground", .color(.accent)),
        ("selectedForeground", .color(.textInverse)),
        ("cornerRadius", .dimension(.shapeFull)),
        ("spacing", .dimension(.xs)),
        ("paddingHorizontal", .dimension(.chipHorizontal)),
        ("paddingVertical", .dimension(.chipVertical)),
        ("countPaddingHorizontal", .dimension(.xs)),
        ("countPaddingVertical", .dimension(.xxs)),
    ]) + font("component.categoryTab.font", .labelMedium)
        + font("component.categoryTab.countFont", .labelSmall)

    /// FR-CS-05: settings rows.
    private static let settingsRow = group("settingsRow", [
        ("description", .color(.textSecondary)),
        ("iconTint", .color(.accent)),
        ("iconSize", .dimension(.iconSize)),
    ]) + font("component.settingsRow.labelFont", .bodyLarge)
        + font("component.settingsRow.descriptionFont", .bodySmall)

    /// Seed 003's ghost button: no fill or border, an accent label, the secondary button's shape.
    private static let ghostButton = group("button.ghost", [
        ("foreground", .color(.accent)),
        ("pressedBackground", .color(.accentMuted)),
        ("cornerRadius", .dimension(.shapeLarge)),
        ("minHeight", .dimension(.touchMinimum)),
        ("paddingHorizontal", .dimension(.lg)),
    ]) + font("component.button.ghost.font", .labelLarge)

    /// Seed 003's badge: a capsule in labelSmall; neutral on the elevated surface, the others on
    /// their muted color with a border in the full one. Labels are `textPrimary` (the seed's status
    /// color as text reaches 2:1 on its own tint; the audit holds `textPrimary` there to 7:1).
    private static let badge = group("badge", [
        ("cornerRadius", .dimension(.shapeFull)),
        ("paddingVertical", .dimension(.xs)),
        ("paddingHorizontal", .dimension(.sm)),
        ("neutral.background", .color(.surfaceElevated)),
        ("neutral.border", .color(.border)),
        ("neutral.foreground", .color(.textSecondary)),
    ]) + font("component.badge.font", .labelSmall)
        + badgeVariant("accent", .accent, muted: .accentMuted)
        + badgeVariant("success", .success, muted: .successMuted)
        + badgeVariant("warning", .warning, muted: .warningMuted)
        + badgeVariant("destructive", .destructive, muted: .destructiveMuted)
        + badgeVariant("info", .info, muted: .infoMuted)

    /// Seed 003's group header: a title over the elevated surface with a count badge in the accent's tint.
    private static let groupHeader = group("groupHeader", [
        ("background", .color(.surfaceElevated)),
        ("foreground", .color(.textPrimary)),
        ("countForeground", .color(.textPrimary)),
        ("countBackground", .color(.accentMuted)),
        ("countBorder", .color(.accent)),
        ("cornerRadius", .dimension(.shapeSmall)),
        ("paddingVertical", .dimension(.sm)),
        ("paddingHorizontal", .dimension(.lg)),
    ]) + font("component.groupHeader.font", .titleSmall)
        + font("component.groupHeader.countFont", .labelSmall)

    /// Seed 003's nested card: a card on a card, one level up, with the default border.
    private static let nestedCard = group("card.nested", [
        ("background", .color(.surfaceElevated)),
        ("border", .color(.border)),
        ("cornerRadius", .dimension(.shapeSmall)),
        ("padding", .dimension(.md)),
    ]) + shadow("component.card.nested.shadow", .level1)

    private static func badgeVariant(_ name: String, _ color: SemanticColor, muted: SemanticColor) -> [ComponentToken] {
        group("badge.\(name)", [
            ("background", .color(muted)),
            ("border", .color(color)),
            ("foreground", .color(.textPrimary)),
        ])
    }

    private static func group(_ name: String, _ entries: [(String, ComponentToken.Source)]) -> [ComponentToken] {
        entries.map { ComponentToken(key: "component.\(name).\($0.0)", source: $0.1) }
    }

    private static func font(_ prefix: String, _ role: TypographyRole) -> [ComponentToken] {
        [
            ComponentToken(key: prefix + ".size", source: .fontSize(role)),
            ComponentToken(key: prefix + ".weight", source: .fontWeight(role)),
            ComponentToken(key: prefix + ".design", source: .fontDesign(role)),
            ComponentToken(key: prefix + ".lineHeight", source: .lineHeight(role)),
            ComponentToken(key: prefix + ".letterSpacing", source: .letterSpacing(role)),
        ]
    }

    private static func shadow(_ prefix: String, _ role: ShadowRole) -> [ComponentToken] {
        [
            ComponentToken(key: prefix + ".color", source: .shadowColor(role)),
            ComponentToken(key: prefix + ".radius", source: .shadowRadius(role)),
            ComponentToken(key: prefix + ".x", source: .shadowX(role)),
            ComponentToken(key: prefix + ".y", source: .shadowY(role)),
        ]
    }
}
