/// Issue 36 §1: a scheme file's own colors are the user's and are kept exactly; what the engine
/// derives from them starts from the scheme's hues and is fitted when the theme resolves
/// (``DerivedColorFit``), so it can never refuse the import.
extension Base16Mapping {
    /// The tokens that hold a scheme's own colors exactly, with their slots.
    static let ownSlots: [(SemanticColor, Int)] = [
        (.background, 0), (.surface, 1), (.surfaceElevated, 1), (.surfaceSelected, 2), (.textTertiary, 3), (.textSecondary, 4),
        (.textPrimary, 5), (.destructive, 8), (.warning, 0x0A), (.starred, 0x0A), (.success, 0x0B), (.accent, 0x0D),
    ] + zip(avatars, avatarSlots).map { ($0, $1) }

    /// The colors derived from a scheme, before the engine fits them: the category hues and their
    /// muted fills, the status colors' muted fills, the selection and `textInverse` (the scheme's
    /// neutral farthest from the text).
    static func seeds(_ palette: [RGBAColor], scheme: ColorScheme) -> [SemanticColor: RGBAColor] {
        let p = palette.map { $0.withAlpha(1).quantized }
        var seeds: [SemanticColor: RGBAColor] = [
            .categoryUncategorized: p[3], .categorySocial: p[0x0B], .categoryPromotions: p[9], .categoryUpdates: p[0x0E],
            .categoryForums: p[0x0C], .categoryPrimary: p[0x0D], .selection: p[2].composited(over: p[1]).quantized,
            .textInverse: [p[0], p[1], p[5], p[6], p[7]].max { (OKLCH($0).lightness < OKLCH($1).lightness) == (scheme == .light) } ?? p[0],
        ]
        let muted = ContrastFit.mutedPartner.map { ($0.key, $0.value) }
            + [(.destructive, .destructiveMuted), (.success, .successMuted), (.warning, .warningMuted)]
        for (color, partner) in muted {
            let base = seeds[color] ?? ownSlots.first { $0.0 == color }.map { p[$0.1] } ?? p[0x0D]
            seeds[partner] = AccentFamily.muted(base, scheme: scheme)
        }
        return seeds
    }

    /// The semantic values of a scheme the file gave: its own colors exactly, and the seeds of ``seeds(_:scheme:)``.
    static func values(given palette: [RGBAColor], scheme: ColorScheme) -> [SemanticKey: TokenValue] {
        var values: [SemanticKey: TokenValue] = [:]
        for (color, slot) in ownSlots { values[.color(color)] = .color(palette[slot].withAlpha(1).quantized) }
        for (color, value) in seeds(palette, scheme: scheme) { values[.color(color)] = .color(value) }
        return values
    }

    /// The slot each of `values`' colors holds exactly in `scheme` (`base03` for `color.textTertiary`);
    /// a color the user changed since is no longer the scheme's.
    public static func slots(of scheme: Base16Scheme, in values: [SemanticKey: TokenValue]) -> [SemanticColor: String] {
        var slots: [SemanticColor: String] = [:]
        for (color, slot) in ownSlots where values[.color(color)] == .color(scheme[slot].withAlpha(1).quantized) {
            slots[color] = Base16Scheme.slotName(slot)
        }
        return slots
    }

    /// The colors of `values` in `scheme` that are the user's own: in a variant a scheme gave, all
    /// but the seeds still as derived; in a variant derived from the other, none (the engine fitted them).
    static func userColors(of theme: UserTheme, scheme: ColorScheme) -> Set<SemanticColor>? {
        guard !theme.schemes.isEmpty else { return nil }
        guard let given = theme.schemes.first(where: { $0.variant == scheme }) else { return [] }
        let values = theme.values[scheme]
        let seeds = seeds(given.palette, scheme: scheme)
        return Set(values.keys.compactMap { key -> SemanticColor? in
            guard case .color(let color) = key else { return nil }
            return seeds[color].map { values[key] == .color($0) } == true ? nil : color
        })
    }
}
