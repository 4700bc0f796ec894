/// Issue 18 §1: in a user theme, every color the engine derives rather than the user sets (the
/// accent family, the category palette, the muted, hover and pressed shades, the template's
/// shared text colors, the toolkit colors of ``ToolkitColors``) meets its own contrast minimum, moved in OKLCH lightness (hue kept) as
/// little as that takes, like the catalog presets' seed values (``PresetFit``). Colors the user
/// set are never moved here, so only they can cause a finding (``ContrastProblems``).
enum DerivedColorFit {
    /// The derived foregrounds, in fitting order: the accent's own (the Primary category, the
    /// unread dot), then the shared text and category colors.
    static let foregrounds: [SemanticColor] = [.categoryPrimary, .unreadDot] + ContrastFit.foregrounds

    /// Fits every color of `semantic` (a normal-variant level) that is not in `userColors`: the
    /// hover shade against the label on it, then each foreground against what it is drawn on.
    /// The brand colors of a built-in brand accent stay (FR-BT-01's exception).
    static func fit(_ semantic: inout SemanticTokens, userColors: Set<SemanticColor>, scheme: ColorScheme) {
        // A built-in brand accent (FR-BT-01) keeps its brand colors, as the built-in does (a brand exception).
        let isBrand = ThemeDefinition.builtIn.contains { $0.accent[scheme] == semantic[.accent] }
        let kept = isBrand ? userColors.union(ContrastRequirement.brandColors) : userColors
        if !kept.contains(.accentHover) {
            let requirements = ContrastAudit.requirements.filter { $0.background == .accentHover }
            let base = semantic
            let darker = WCAG.relativeLuminance(base[.accentHover]) <= WCAG.relativeLuminance(base[.textInverse])
            semantic[.accentHover] = ColorAdjustment.leastLightnessShift(of: base[.accentHover], darker: darker) {
                var trial = base
                trial[.accentHover] = $0
                return ContrastFit.passesBothWays(trial, requirements, highContrast: false)
            }
        }
        ContrastFit.fit(&semantic, colors: foregrounds.filter { !kept.contains($0) }, scheme: scheme,
                        highContrast: false, keeping: kept)
        ToolkitColors.fit(&semantic, scheme: scheme, highContrast: false, keeping: kept)
    }

    /// The colors `theme` sets as its own in `scheme`: those of its values, but for a theme
    /// imported from a scheme file only the scheme's own (``Base16Mapping/userColors(of:scheme:)``,
    /// ``TerminalSchemeMapping/userColors(of:scheme:)``).
    static func colors(of theme: UserTheme, scheme: ColorScheme) -> Set<SemanticColor> {
        Base16Mapping.userColors(of: theme, scheme: scheme) ?? TerminalSchemeMapping.userColors(of: theme, scheme: scheme)
            ?? colors(of: theme.values[scheme])
    }

    /// The colors of a user theme's values in one scheme.
    static func colors(of values: [SemanticKey: TokenValue]) -> Set<SemanticColor> {
        Set(values.keys.compactMap { key in
            if case .color(let color) = key { color } else { nil }
        })
    }
}
