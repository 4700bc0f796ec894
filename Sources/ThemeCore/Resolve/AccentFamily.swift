/// Seed 000 FR-BT-03: the colors derived from a theme's accent. Each follows the accent
/// unless a theme or layer sets it explicitly.
enum AccentFamily {
    /// The derived colors.
    static let members: [SemanticColor] = [
        .accentMuted, .accentHover, .unreadDot, .surfaceSelected, .categoryPrimary, .categoryPrimaryMuted,
    ]

    /// `member` derived from `accent`: muted at 12 % / 15 %, selected at 8 % / 12 %, the hover
    /// shade by ``ColorAdjustment/hover(of:scheme:)``, the unread dot and Primary category the accent.
    static func derived(_ member: SemanticColor, accent: RGBAColor, scheme: ColorScheme) -> RGBAColor {
        switch member {
        case .accentMuted, .categoryPrimaryMuted: muted(accent, scheme: scheme)
        case .surfaceSelected:
            accent.withAlpha(scheme == .light ? PrimitiveOpacity.selectedLight : PrimitiveOpacity.selectedDark)
        case .accentHover: ColorAdjustment.hover(of: accent, scheme: scheme)
        default: accent
        }
    }

    /// A foreground's muted background: 12 % (light) or 15 % (dark) opacity.
    static func muted(_ color: RGBAColor, scheme: ColorScheme) -> RGBAColor {
        color.withAlpha(scheme == .light ? PrimitiveOpacity.mutedLight : PrimitiveOpacity.mutedDark)
    }

    /// Sets the accent and every member derived from it.
    static func set(_ accent: RGBAColor, in semantic: inout SemanticTokens, scheme: ColorScheme) {
        semantic[.accent] = accent
        for member in members { semantic[member] = derived(member, accent: accent, scheme: scheme) }
    }
}
