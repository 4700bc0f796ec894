/// A preset scheme fitted to the contrast audit (normal variant): where a seed value breaks a
/// minimum, it moves in OKLCH lightness, hue kept, as little as meets it (seeds/README.md, like
/// the seed 000 adjustments). The accent first (with its derived family), then the hover shade
/// against the label on it (the seed's, or when the accent moved the one derived from it), then
/// text and category colors (``ContrastFit``).
struct PresetFit {
    /// One changed seed value.
    struct Adjustment {
        let color: SemanticColor
        let seedValue: RGBAColor
        let reason: String
    }

    let accent: RGBAColor
    let accentHover: RGBAColor
    /// The semantic values to set: the scheme's, with every fitted color.
    let values: [SemanticKey: TokenValue]
    let adjustments: [Adjustment]

    init(_ preset: PresetScheme, scheme: ColorScheme) {
        let seedValues = preset.values
        var semantic = SemanticTokens(scheme: scheme, accent: preset.accent, accentHover: preset.accentHover,
                                      highContrast: false)
        semantic.apply(seedValues, scheme: scheme, highContrast: false)
        let before = semantic

        let family = Set(AccentFamily.members + [.accent]).subtracting([.accentHover])
        let familyRequirements = ContrastAudit.requirements.filter { requirement in
            requirement.background != .accentHover
                && (family.contains(requirement.foreground) || family.contains(requirement.background)
                    || requirement.backdrop.map(family.contains) == true)
        }
        let accent = ColorAdjustment.minimalLightnessShift(of: preset.accent, darker: scheme == .light) { candidate in
            var trial = semantic
            AccentFamily.set(candidate, in: &trial, scheme: scheme)
            return ContrastFit.passesBothWays(trial, familyRequirements, highContrast: false)
        }
        AccentFamily.set(accent, in: &semantic, scheme: scheme)
        // An adjusted accent takes the hover derived from it (FR-BT-03), not the seed's shade of the old one.
        let seedHover = accent == preset.accent.quantized ? preset.accentHover : ColorAdjustment.hover(of: accent, scheme: scheme)
        let hoverRequirements = ContrastAudit.requirements.filter { $0.background == .accentHover }
        let hover = ColorAdjustment.minimalLightnessShift(of: seedHover, darker: scheme == .light) { candidate in
            var trial = semantic
            trial[.accentHover] = candidate
            return ContrastFit.passesBothWays(trial, hoverRequirements, highContrast: false)
        }
        semantic[.accentHover] = hover
        ContrastFit.fit(&semantic, colors: ContrastFit.foregrounds, scheme: scheme, highContrast: false)

        self.accent = accent
        accentHover = hover
        var values = seedValues
        var adjustments: [Adjustment] = []
        for color in [SemanticColor.accent, .accentHover] + ContrastFit.foregrounds {
            let seed = color == .accent ? preset.accent : color == .accentHover ? preset.accentHover : before[color]
            guard semantic[color] != seed.quantized else { continue }
            if color != .accent, color != .accentHover {  // these two are the definition's own fields
                values[.color(color)] = .color(semantic[color])
                if let muted = ContrastFit.mutedPartner[color] { values[.color(muted)] = .color(semantic[muted]) }
            }
            let failing = ContrastAudit.requirements.first { requirement in
                (requirement.foreground == color || requirement.background == color)
                    && (requirement.ratio { before[$0] } ?? 0) < requirement.minimum
            } ?? ContrastAudit.requirements.first { requirement in
                requirement.foreground == color || requirement.background == color
            }
            let direction = OKLCH(semantic[color]).lightness < OKLCH(seed).lightness ? "lowered" : "raised"
            let need = failing.map { "; NFR-ACC-01 requires \(Self.ratio($0.minimum)):1 for \($0.context)" } ?? ""
            let reason = color == .accentHover && hover == seedHover && seedHover != preset.accentHover
                ? "derived from the adjusted accent (FR-BT-03)" : "OKLCH lightness \(direction)\(need)"
            adjustments.append(Adjustment(color: color, seedValue: seed, reason: reason))
        }
        self.values = values
        self.adjustments = adjustments
    }

    private static func ratio(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
