/// Issue 21: the one mapping from a Base16/Base24 palette to the whole token set, and back.
///
/// | slot | tokens |
/// |---|---|
/// | base00 | `background` |
/// | base01 | `surface`, `surfaceElevated` |
/// | base02 | `surfaceSelected` and `selection` (Base16's selection background) |
/// | base03 | `textTertiary`, `category.uncategorized` |
/// | base04 | `textSecondary` |
/// | base05 | `textPrimary` (base06, then base07, when base05 misses 7:1 and that one reaches it) |
/// | base08 | `destructive` |
/// | base09 | `category.promotions` (orange) |
/// | base0A | `warning`, `starred` |
/// | base0B | `success`, `category.social` (green) |
/// | base0C | `category.forums` (cyan) |
/// | base0D | `accent` and its family (FR-BT-03) |
/// | base0E | `category.updates` (purple), the accent's companion |
/// | base0D, 0B, 09, 0E, 0F, 08, 0C, 0A, 06, 07 | `avatar.0` … `avatar.9`, unmoved |
///
/// `textInverse` is the lightest of base00, base01, base05, base06, base07 in a light scheme (the
/// darkest in a dark one), so the accent under it moves the way high contrast moves it; muted
/// backgrounds follow their colors (FR-CO-02); `category.primary` is the accent, moved on its own
/// as far as its badge needs (4.5:1). Base24's base10–base17 map to no token (the theme keeps
/// them with its scheme, ``UserTheme/schemes``). This whole fit is for the popular palettes and a
/// variant derived from a scheme file's other one; a variant the file gives keeps its colors
/// (``values(given:scheme:)``). Fitting, in order: the primary
/// text against the backgrounds; the accent with its label, links, fills and unread dot (its text pairs may stay below 4.5:1 but not 3:1, like
/// FR-BT-01's brand accents); its hover; the selection towards the background until the primary
/// text and the unread dot reach their minimums on it; then text and category colors
/// (``ContrastFit``). Each move is the least in OKLCH lightness, hue kept, and is reported.
public enum Base16Mapping {
    /// A scheme color the fit moved or replaced.
    public struct Move: Sendable, Hashable, CustomStringConvertible {
        /// The palette slot the color came from.
        public let slot: Int
        /// The token it became.
        public let color: SemanticColor
        /// The scheme of the theme it is in.
        public let scheme: ColorScheme
        /// The scheme's value.
        public let from: RGBAColor
        /// The value in the theme.
        public let to: RGBAColor
        /// Why, in a few words.
        public let reason: String

        /// `dark base04 #585B70 → color.text.secondary #9095AF: OKLCH lightness raised; …`.
        public var description: String {
            "\(scheme.rawValue) \(Base16Scheme.slotName(slot)) \(from.hex) → \(color.key) \(to.hex): \(reason)"
        }
    }

    /// One scheme's fitted colors.
    public struct Fitted: Sendable {
        /// The fitted accent and its hover shade.
        public let accent: RGBAColor
        public let accentHover: RGBAColor
        /// The semantic values to set over the shared ones (the accent and hover included).
        public let values: [SemanticKey: TokenValue]
        /// What the fit changed, in slot order.
        public let moves: [Move]
    }

    /// The slots of the ten avatar colors, in avatar order.
    static let avatarSlots = [0x0D, 0x0B, 0x09, 0x0E, 0x0F, 0x08, 0x0C, 0x0A, 0x06, 0x07]
    static let avatars: [SemanticColor] = [
        .avatar0, .avatar1, .avatar2, .avatar3, .avatar4, .avatar5, .avatar6, .avatar7, .avatar8, .avatar9,
    ]

    /// The least contrast any accent text pair may keep in the default variant (``ContrastProblems/errorBelow``).
    private static let accentTextFloor = ContrastProblems.errorBelow

    /// The palette's tokens in `scheme`, fitted to the audit's default variant.
    public static func fitted(_ palette: [RGBAColor], scheme: ColorScheme) -> Fitted {
        let p = palette.map { $0.withAlpha(1).quantized }
        let primarySlot = [5, 6, 7].first { slot in
            [p[0], p[1]].allSatisfy { WCAG.contrastRatio(foreground: p[slot], on: $0) >= 7 }
        } ?? 5
        let inverse = [p[0], p[1], p[5], p[6], p[7]].max {
            (OKLCH($0).lightness < OKLCH($1).lightness) == (scheme == .light)
        } ?? p[0]

        var semantic = SemanticTokens(scheme: scheme, accent: p[0x0D], accentHover: ColorAdjustment.hover(of: p[0x0D], scheme: scheme),
                                      highContrast: false)
        AccentFamily.set(p[0x0D], in: &semantic, scheme: scheme)
        let given: [(SemanticColor, Int)] = [
            (.background, 0), (.surface, 1), (.surfaceElevated, 1), (.surfaceSelected, 2), (.textTertiary, 3),
            (.categoryUncategorized, 3), (.textSecondary, 4), (.textPrimary, primarySlot), (.destructive, 8),
            (.categoryPromotions, 9), (.warning, 0x0A), (.starred, 0x0A), (.success, 0x0B), (.categorySocial, 0x0B),
            (.categoryForums, 0x0C), (.accent, 0x0D), (.categoryPrimary, 0x0D), (.categoryUpdates, 0x0E),
        ] + zip(avatars, avatarSlots).map { ($0, $1) }
        for (color, slot) in given { semantic[color] = p[slot] }
        semantic[.textInverse] = inverse
        for (color, muted) in ContrastFit.mutedPartner.map({ ($0.key, $0.value) })
            + [(.destructive, .destructiveMuted), (.success, .successMuted), (.warning, .warningMuted)] {
            semantic[muted] = AccentFamily.muted(semantic[color], scheme: scheme)
        }
        let before = semantic

        // The primary text against every background but the selection (fitted to it below).
        let primary = ContrastAudit.requirements.filter { $0.foreground == .textPrimary && $0.background != .surfaceSelected }
        ContrastFit.fit(&semantic, colors: [.textPrimary], scheme: scheme, highContrast: false, requirements: primary)

        // The accent with its muted tint and the unread dot, then the hover shade, brand-accent rules.
        let family: Set<SemanticColor> = [.accent, .accentMuted, .unreadDot]
        let accentPairs = ContrastAudit.requirements.filter { requirement in
            requirement.background != .accentHover && requirement.background != .surfaceSelected
                && requirement.foreground != .textPrimary
                && (family.contains(requirement.foreground) || family.contains(requirement.background))
        }
        let selection = semantic[.surfaceSelected]
        let accent = ColorAdjustment.minimalLightnessShift(of: p[0x0D], darker: scheme == .light) { candidate in
            var trial = semantic
            AccentFamily.set(candidate, in: &trial, scheme: scheme)
            return passesAsBrand(trial, accentPairs)
        }
        AccentFamily.set(accent, in: &semantic, scheme: scheme)
        semantic[.surfaceSelected] = selection
        // The Primary category's badge is text of its own: the accent moved only as far as the badge needs.
        let badge = ContrastAudit.requirements.filter { $0.foreground == .categoryPrimary }
        let primaryCategory = ColorAdjustment.minimalLightnessShift(of: accent, darker: scheme == .light) { candidate in
            var trial = semantic
            trial[.categoryPrimary] = candidate
            trial[.categoryPrimaryMuted] = AccentFamily.muted(candidate, scheme: scheme)
            return ContrastFit.passesBothWays(trial, badge, highContrast: false)
        }
        semantic[.categoryPrimary] = primaryCategory
        semantic[.categoryPrimaryMuted] = AccentFamily.muted(primaryCategory, scheme: scheme)
        let hoverPairs = ContrastAudit.requirements.filter { $0.background == .accentHover }
        semantic[.accentHover] = ColorAdjustment.minimalLightnessShift(
            of: ColorAdjustment.hover(of: accent, scheme: scheme), darker: scheme == .light
        ) { candidate in
            var trial = semantic
            trial[.accentHover] = candidate
            return passesAsBrand(trial, hoverPairs)
        }

        // The selection, towards the background, until the primary text and the unread dot stand out on it.
        let onSelection = ContrastAudit.requirements.filter {
            $0.background == .surfaceSelected && [.textPrimary, .unreadDot].contains($0.foreground)
        }
        let darker = OKLCH(semantic[.textPrimary]).lightness > OKLCH(selection).lightness
        semantic[.surfaceSelected] = ColorAdjustment.minimalLightnessShift(of: selection, darker: darker) { candidate in
            var trial = semantic
            trial[.surfaceSelected] = candidate
            return ContrastFit.passesBothWays(trial, onSelection, highContrast: false)
        }

        // The secondary colors pass over the dim dark variant's backgrounds too; the primary text is the family's own.
        ContrastFit.fit(&semantic, colors: ContrastFit.foregrounds, scheme: scheme, highContrast: false)
        let fittedOwn = semantic
        if scheme == .dark {
            ContrastFit.fit(&semantic, colors: ContrastFit.foregrounds.filter { $0 != .textPrimary }, scheme: scheme,
                            highContrast: false, alsoOver: [DimBackgrounds.colors])
        }
        let movedForDim = Set(ContrastFit.foregrounds.filter { semantic[$0] != fittedOwn[$0] })

        var values: [SemanticKey: TokenValue] = [:]
        for color in Set(given.map(\.0) + [.textInverse, .accentHover] + AccentFamily.members
                         + ContrastFit.mutedPartner.values + [.destructiveMuted, .successMuted, .warningMuted]) {
            values[.color(color)] = .color(semantic[color])
        }
        // Base16's selection background is the text selection too (issue 20 §2), fitted with the row's.
        values[.color(.selection)] = .color(semantic[.surfaceSelected].composited(over: semantic[.surface]).quantized)
        var moves: [Move] = []
        if primarySlot != 5 {
            moves.append(Move(slot: 5, color: .textPrimary, scheme: scheme, from: p[5], to: p[primarySlot],
                              reason: "replaced by the scheme's \(Base16Scheme.slotName(primarySlot)): base05 has "
                                  + "\(ratio([p[0], p[1]].map { WCAG.contrastRatio(foreground: p[5], on: $0) }.min() ?? 0)):1 "
                                  + "on base00 or base01, FR-CO-01 requires 7:1"))
        }
        for (color, slot) in given where semantic[color] != before[color] {
            moves.append(Move(slot: slot, color: color, scheme: scheme, from: before[color], to: semantic[color],
                              reason: reason(color, before: before, after: semantic, overDim: movedForDim.contains(color))))
        }
        return Fitted(accent: accent, accentHover: semantic[.accentHover], values: values,
                      moves: moves.sorted { ($0.slot, $0.color.rawValue) < ($1.slot, $1.color.rawValue) })
    }

    /// Whether every pair passes the audit, an accent text pair allowed down to 3:1, as
    /// published and with reduce transparency.
    private static func passesAsBrand(_ semantic: SemanticTokens, _ requirements: [ContrastRequirement]) -> Bool {
        var reduced = semantic
        TokenResolver.reduceTransparency(&reduced)
        return [semantic, reduced].allSatisfy { tokens in
            ContrastAudit.passes(tokens, highContrast: false, requirements: requirements)
                && requirements.allSatisfy { ($0.ratio { tokens[$0] } ?? 0) >= min($0.minimum, accentTextFloor) }
        }
    }

    private static func reason(_ color: SemanticColor, before: SemanticTokens, after: SemanticTokens, overDim: Bool) -> String {
        let direction = OKLCH(after[color]).lightness < OKLCH(before[color]).lightness ? "lowered" : "raised"
        // The chat bubbles fit themselves to the text (ChatColors), so they are never a reason to move it.
        let failing = ContrastAudit.requirements.first { requirement in
            (requirement.foreground == color || requirement.background == color) && !ChatColors.members.contains(requirement.background)
                && (requirement.ratio { before[$0] } ?? 0) < requirement.minimum
        }
        return "OKLCH lightness \(direction)" + (failing.map { "; \(ratio($0.minimum)):1 required for \($0.context)" } ?? "")
            + (overDim ? (failing == nil ? "; " : "; moved further ") + "to pass over the dim dark variant's backgrounds too" : "")
    }

    private static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return hundredths % 100 == 0 ? String(hundredths / 100) : String(Double(hundredths) / 100)
    }
}
