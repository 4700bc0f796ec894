extension SemanticColors {
    /// FR-CO-01, FR-CO-02, FR-CO-03, FR-BT-02, FR-BT-03, with the documented seed adjustments.
    static func base(scheme: ColorScheme, accent: RGBAColor, accentHover: RGBAColor,
                     highContrast: Bool) -> SemanticColors {
        let light = scheme == .light
        let muted = light ? PrimitiveOpacity.mutedLight : PrimitiveOpacity.mutedDark
        let label = light ? PrimitiveColors.labelBase : PrimitiveColors.labelBaseDark
        let chrome = light ? PrimitiveColors.labelBase : PrimitiveColors.separatorBaseDark
        let textSecondary = highContrast ? 1 : (light ? PrimitiveOpacity.textSecondaryLight : PrimitiveOpacity.textSecondarySeed)
        let textTertiary = highContrast ? 1 : (light ? PrimitiveOpacity.textTertiaryLight : PrimitiveOpacity.textTertiaryDark)
        let categories = CategoryPalette.palette(scheme: scheme, highContrast: highContrast)
        let avatars: [RGBAColor] = light
            ? [PrimitiveColors.blue, PrimitiveColors.green, PrimitiveColors.orange, PrimitiveColors.purple,
               PrimitiveColors.pink, PrimitiveColors.red, PrimitiveColors.teal, PrimitiveColors.indigo,
               PrimitiveColors.mint, PrimitiveColors.cyan]
            : [PrimitiveColors.blueDark, PrimitiveColors.greenDark, PrimitiveColors.orangeDark,
               PrimitiveColors.purpleDark, PrimitiveColors.pinkDark, PrimitiveColors.redDark,
               PrimitiveColors.tealDark, PrimitiveColors.indigoDark, PrimitiveColors.mintDark,
               PrimitiveColors.cyanDark]
        let destructive = light ? PrimitiveColors.red : PrimitiveColors.redDark
        let success = light ? PrimitiveColors.green : PrimitiveColors.greenDark
        let warning = light ? PrimitiveColors.orange : PrimitiveColors.orangeDark
        let info = light ? PrimitiveColors.blue : PrimitiveColors.blueDark

        return SemanticColors { color in
            switch color {
            case .background: light ? PrimitiveColors.white : PrimitiveColors.black
            case .surface: light ? PrimitiveColors.white : PrimitiveColors.gray6Dark
            case .surfaceElevated: light ? PrimitiveColors.gray6 : PrimitiveColors.gray5Dark
            case .textPrimary: light ? PrimitiveColors.black : PrimitiveColors.white
            case .textSecondary: label.withAlpha(textSecondary)
            case .textTertiary, .categoryUncategorized: label.withAlpha(textTertiary)
            case .textInverse: light ? PrimitiveColors.white : PrimitiveColors.black
            case .accent: accent
            case .accentMuted, .categoryPrimaryMuted, .surfaceSelected, .unreadDot, .categoryPrimary:
                AccentFamily.derived(color, accent: accent, scheme: scheme)
            case .accentHover: accentHover
            case .destructive: destructive
            case .destructiveMuted: destructive.withAlpha(muted)
            case .success: success
            case .successMuted: success.withAlpha(muted)
            case .warning: warning
            case .warningMuted: warning.withAlpha(muted)
            case .separator:
                chrome.withAlpha(light ? PrimitiveOpacity.separatorLight : PrimitiveOpacity.separatorDark)
            case .border: chrome.withAlpha(light ? PrimitiveOpacity.borderLight : PrimitiveOpacity.borderDark)
            case .disabled:
                chrome.withAlpha(light ? PrimitiveOpacity.disabledLight : PrimitiveOpacity.disabledDark)
            case .shimmer, .categoryUncategorizedMuted:
                chrome.withAlpha(light ? PrimitiveOpacity.shimmerLight : PrimitiveOpacity.shimmerDark)
            case .starred: PrimitiveColors.yellowDark
            case .categorySocial: categories.social
            case .categorySocialMuted: categories.social.withAlpha(muted)
            case .categoryPromotions: categories.promotions
            case .categoryPromotionsMuted: categories.promotions.withAlpha(muted)
            case .categoryUpdates: categories.updates
            case .categoryUpdatesMuted: categories.updates.withAlpha(muted)
            case .categoryForums: categories.forums
            case .categoryForumsMuted: categories.forums.withAlpha(muted)
            case .avatar0: avatars[0]
            case .avatar1: avatars[1]
            case .avatar2: avatars[2]
            case .avatar3: avatars[3]
            case .avatar4: avatars[4]
            case .avatar5: avatars[5]
            case .avatar6: avatars[6]
            case .avatar7: avatars[7]
            case .avatar8: avatars[8]
            case .avatar9: avatars[9]
            case .info: info
            case .scrim: PrimitiveColors.black.withAlpha(PrimitiveOpacity.scrim)
            // Derived from the colors above when the semantic level is built (ToolkitColors).
            case .focusRing, .link, .linkVisited, .selection: accent
            case .textDisabled, .borderStrong, .onSelection: light ? PrimitiveColors.black : PrimitiveColors.white
            case .infoMuted: info.withAlpha(muted)
            // Placeholders: SemanticTokens derives them once every color is known (ChatColors).
            case .chatSentMessage, .chatSentQuote, .chatReceivedMessage, .chatReceivedQuote, .chatTitle:
                light ? PrimitiveColors.white : PrimitiveColors.gray6Dark
            }
        }
    }
}
