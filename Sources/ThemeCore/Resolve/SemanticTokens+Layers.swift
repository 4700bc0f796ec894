extension SemanticTokens {
    /// The text colors high contrast makes opaque.
    private static let textColors: Set<SemanticColor> = [
        .textPrimary, .textSecondary, .textTertiary, .textInverse, .categoryUncategorized,
    ]

    /// Applies one scheme's merged layer values: every value set wins; when they set the accent,
    /// each accent-family member they leave unset follows it (FR-BT-03), and `category.primaryMuted`
    /// follows an explicit `category.primary`. In high contrast the variant is applied after the
    /// values: text they set (and the Uncategorized label) becomes opaque, `stroke.border` at least 2 pt, and when they set any
    /// color the text and category colors, then the accent (the label on it first, when no accent
    /// alone can carry it), are moved until their pairs reach 7:1
    /// (``ContrastFit``, ``HighContrastAccent``) — unless `fitsContrast` is false, for a preview
    /// (the wallpaper's check) whose pairs the final apply settles anyway.
    mutating func apply(_ values: [SemanticKey: TokenValue], scheme: ColorScheme, highContrast: Bool, fitsContrast: Bool = true) {
        guard !values.isEmpty else { return }
        for (key, value) in values { self[key] = value }
        if values[.color(.accent)] != nil {
            for member in AccentFamily.members where values[.color(member)] == nil {
                self[member] = AccentFamily.derived(member, accent: self[.accent], scheme: scheme)
            }
        }
        if values[.color(.categoryPrimary)] != nil, values[.color(.categoryPrimaryMuted)] == nil {
            self[.categoryPrimaryMuted] = AccentFamily.muted(self[.categoryPrimary], scheme: scheme)
        }
        guard highContrast else { return }
        var setsColor = false
        for key in values.keys {
            switch key {
            case .color(let color):
                setsColor = true
                if Self.textColors.contains(color) { self[color] = self[color].withAlpha(1) }
            case .dimension(.strokeBorder): self[.strokeBorder] = max(self[.strokeBorder], 2)
            default: break
            }
        }
        if setsColor, fitsContrast {
            // Text first, then the accent; a darker (lighter) accent tints selected rows, so text again.
            ContrastFit.fit(&self, colors: ContrastFit.foregrounds, scheme: scheme, highContrast: true)
            let unadjusted = self
            HighContrastAccent.adjust(&self, scheme: scheme)
            if !HighContrastAccent.passes(self) {
                // The label they set holds the accent back (a dark label under a light accent): the
                // label moves first, away from the accent as it was, then the accent.
                self = unadjusted
                ContrastFit.fit(&self, colors: [.textInverse], scheme: scheme, highContrast: true)
                HighContrastAccent.adjust(&self, scheme: scheme)
            }
            ContrastFit.fit(&self, colors: ContrastFit.foregrounds, scheme: scheme, highContrast: true)
        }
    }
}
