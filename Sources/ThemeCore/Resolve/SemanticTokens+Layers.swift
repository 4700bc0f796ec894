extension SemanticTokens {
    /// The text colors high contrast makes opaque.
    private static let textColors: Set<SemanticColor> = [
        .textPrimary, .textSecondary, .textTertiary, .textInverse, .categoryUncategorized,
    ]

    /// Applies one scheme's merged layer values: every value set wins; when they set the accent,
    /// each accent-family member they leave unset follows it (FR-BT-03), and `category.primaryMuted`
    /// follows an explicit `category.primary`. In high contrast the variant is applied after the
    /// values: text they set (and the Uncategorized label) becomes opaque, `stroke.border` at least 2 pt, and when they set any
    /// color the text and category colors, then the accent, are moved until their pairs reach 7:1
    /// (``ContrastFit``, ``HighContrastAccent``) — unless `fitsContrast` is false, for a preview
    /// (the wallpaper's check) whose pairs the final apply settles anyway.
    ///
    /// The toolkit colors then follow the colors set (``ToolkitColors/follow(_:in:scheme:highContrast:)``).
    ///
    /// `settlesEveryPair` (a theme's own values, compiled once) adds two fallbacks a per-resolve
    /// layer does without: the label on the accent moves first when no accent alone can carry it,
    /// and the surface moves when even that leaves a pair below 7:1.
    mutating func apply(_ values: [SemanticKey: TokenValue], scheme: ColorScheme, highContrast: Bool, fitsContrast: Bool = true,
                        settlesEveryPair: Bool = false) {
        guard !values.isEmpty else { return }
        defer {
            ToolkitColors.follow(DerivedColorFit.colors(of: values), in: &self, scheme: scheme, highContrast: highContrast)
        }
        // A level's own key wins over its alias (`shadow.level1.y` over `shadow.subtle.y`).
        for (key, value) in values where key.isShadowAlias { self[key] = value }
        for (key, value) in values where !key.isShadowAlias { self[key] = value }
        // The chat colors follow what they derive from, after high contrast has moved it.
        setChatColors.formUnion(ChatColors.members.filter { values[.color($0)] != nil })
        defer {
            if values.keys.contains(where: { if case .color = $0 { true } else { false } }) {
                ChatColors.derive(&self, scheme: scheme, highContrast: highContrast, keeping: setChatColors)
            }
        }
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
            let given = self
            fitHighContrast(scheme: scheme, movingTheLabel: settlesEveryPair)
            if settlesEveryPair, !ContrastFit.passesBothWays(self, ContrastAudit.requirements, highContrast: true) {
                // A surface they set too close to white text (black in light mode) for 7:1 badges on
                // their tints: the surface moves away from the text as little as lets everything pass.
                let surface = ColorAdjustment.minimalLightnessShift(of: given[.surface], darker: scheme == .dark) { candidate in
                    var trial = given
                    trial[.surface] = candidate
                    trial.fitHighContrast(scheme: scheme, movingTheLabel: true)
                    return ContrastFit.passesBothWays(trial, ContrastAudit.requirements, highContrast: true)
                }
                self = given
                self[.surface] = surface
                fitHighContrast(scheme: scheme, movingTheLabel: true)
            }
        }
    }

    /// High contrast's moves over set values: text first, then the accent (with `movingTheLabel`,
    /// the label on it first when no accent alone can carry it); a darker (lighter) accent tints
    /// selected rows, so text again.
    private mutating func fitHighContrast(scheme: ColorScheme, movingTheLabel: Bool) {
        ContrastFit.fit(&self, colors: ContrastFit.foregrounds, scheme: scheme, highContrast: true)
        let unadjusted = self
        HighContrastAccent.adjust(&self, scheme: scheme)
        if movingTheLabel, !HighContrastAccent.passes(self) {
            self = unadjusted
            ContrastFit.fit(&self, colors: [.textInverse], scheme: scheme, highContrast: true)
            HighContrastAccent.adjust(&self, scheme: scheme)
        }
        ContrastFit.fit(&self, colors: ContrastFit.foregrounds, scheme: scheme, highContrast: true)
        // A theme's own values are checked against every pair, the toolkit colors' too; a per-resolve
        // layer's toolkit colors are fitted once, after the apply (ToolkitColors.follow).
        if movingTheLabel { ToolkitColors.fit(&self, scheme: scheme, highContrast: true, keeping: []) }
    }
}
