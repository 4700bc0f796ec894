/// A color a user set once for both schemes that is an error (below 3:1) in one of them
/// (issue 18 §1, issue 36 §1: a color that only warns stays as set): there the engine uses this counterpart instead, the set color moved in OKLCH
/// lightness (hue kept) as little as makes its own pairs pass, like seed 000 pairs a lighter
/// accent for dark. `theme show` lists them.
public struct DerivedCounterpart: Sendable, Hashable {
    /// The scheme the counterpart is used in.
    public let scheme: ColorScheme
    /// The color token, e.g. `color.accent`.
    public let key: String
    /// The color the user set for both schemes.
    public let set: RGBAColor
    /// The color used in ``scheme``.
    public let derived: RGBAColor

    /// The values a theme applies once counterparts replace the failing scheme's copies, and
    /// the counterparts.
    static func values(of theme: UserTheme, over template: ThemeDefinition) -> (SemanticOverrides, [DerivedCounterpart]) {
        let merged = theme.values.merged(over: template.values)
        var values = SchemePair(light: merged[.light], dark: merged[.dark])
        var counterparts: [DerivedCounterpart] = []
        let userColors = SchemePair(light: DerivedColorFit.colors(of: theme, scheme: .light),
                                    dark: DerivedColorFit.colors(of: theme, scheme: .dark))
        func resolved(_ scheme: ColorScheme, _ values: [SemanticKey: TokenValue], fitting: Bool = true) -> SemanticTokens {
            template.normalSemantic(scheme, values: values, userColors: fitting ? userColors[scheme] : nil)
        }
        // Each scheme resolved once, again only after a counterpart changed it.
        var current: [ColorScheme: SemanticTokens] = [:]
        func resolvedNow(_ scheme: ColorScheme) -> SemanticTokens {
            if let semantic = current[scheme] { return semantic }
            let semantic = resolved(scheme, values[scheme])
            current[scheme] = semantic
            return semantic
        }
        let fitted = Set(DerivedColorFit.foregrounds + [.accentHover]).union(ToolkitColors.fitted)
        // A scheme file's colors were given per scheme, never once for both (issue 36 §1).
        let shared = theme.values[.light].filter { key, value in
            if case .color = key, theme.schemes.isEmpty { theme.values[.dark][key] == value } else { false }
        }
        for (key, value) in shared.sorted(by: { $0.key.key < $1.key.key }) {
            guard case .color(let color) = key, case .color(let setColor) = value else { continue }
            let pairs = ContrastAudit.requirements.filter { $0.foreground == color || $0.background == color }
            // Only an error (below 3:1) calls for a counterpart; a color that merely warns stays as set (issue 36 §1).
            let failing = ColorScheme.allCases.compactMap { scheme in
                firstFailing(pairs, in: resolvedNow(scheme), below: { _ in ContrastProblems.errorBelow }).map { (scheme, $0) }
            }
            guard failing.count == 1, let (scheme, pair) = failing.first else { continue }
            let semantic = resolvedNow(scheme)
            // Trials fit the derived colors only when one of them is on the other side of a pair.
            let fitting = pairs.contains { fitted.contains($0.foreground == color ? $0.background : $0.foreground) }
            let other = pair.foreground == color
                ? semantic[pair.background].composited(over: semantic[pair.backdrop ?? pair.background])
                : semantic[pair.foreground]
            let darker = WCAG.relativeLuminance(setColor) <= WCAG.relativeLuminance(other)
            var trialValues = values[scheme]
            let counterpart = ColorAdjustment.minimalLightnessShift(of: setColor, darker: darker) { candidate in
                trialValues[key] = .color(candidate)
                return firstFailing(pairs, in: resolved(scheme, trialValues, fitting: fitting)) == nil
            }
            trialValues[key] = .color(counterpart)
            guard firstFailing(pairs, in: resolved(scheme, trialValues)) == nil else { continue }
            values = scheme == .light ? SchemePair(light: trialValues, dark: values.dark)
                : SchemePair(light: values.light, dark: trialValues)
            current[scheme] = nil
            counterparts.append(DerivedCounterpart(scheme: scheme, key: key.key, set: setColor, derived: counterpart))
        }
        return (SemanticOverrides(light: values.light, dark: values.dark), counterparts)
    }

    private static func firstFailing(_ pairs: [ContrastRequirement], in semantic: SemanticTokens,
                                     below minimum: (ContrastRequirement) -> Double = \.minimum) -> ContrastRequirement? {
        pairs.first { ($0.ratio { semantic[$0] } ?? 0) < minimum($0) }
    }
}
