/// Issue 20 §2: the colors toolkits need beyond seed 000's set (seed 003's semantic level). Each
/// is derived from the theme's other colors unless a theme or layer sets it, then moved in OKLCH
/// lightness (hue kept) as little as gives its audited pairs their minimum (``ContrastFit``):
/// - `focusRing`: the accent, 3:1 against background and surface (WCAG 1.4.11);
/// - `link`: the accent, 4.5:1 (7:1 in high contrast) against background and surface;
/// - `linkVisited`: the link with its OKLCH hue turned by ``visitedHueTurn``, as `link`;
/// - `textDisabled`: `textPrimary` at 38 % (Material's disabled content); exempt from contrast
///   (WCAG 1.4.3 exempts text of inactive controls), so never moved;
/// - `borderStrong`: `textPrimary` at 50 % made solid over the surface, 3:1 against background
///   and surface (text field and checkbox outlines, WCAG 1.4.11);
/// - `selection`: the accent at 25 % (light) or 40 % (dark) made solid over the background — solid
///   so a terminal's selection color can take it — lightened (darkened) until `textPrimary` reaches
///   4.5:1 (7:1) on it; `onSelection`: `textPrimary`, 4.5:1 (7:1) on the selection.
///
/// `info`, `infoMuted` (seed 003's blue status color and its muted background, like the other
/// status colors) and `scrim` (seed 003's black at 60 %) come with the base values.
public enum ToolkitColors {
    /// The derived colors, in derivation order (a color after those it is derived from).
    static let derived: [SemanticColor] = [.focusRing, .link, .linkVisited, .textDisabled, .borderStrong, .infoMuted,
                                           .selection, .onSelection]

    /// The derived colors with audited pairs, which are fitted to them.
    static let fitted: Set<SemanticColor> = [.focusRing, .link, .linkVisited, .borderStrong, .onSelection]

    /// How far (degrees of OKLCH hue) a visited link turns from the link: a blue link's visited
    /// shade is violet, as browsers have it.
    public static let visitedHueTurn = 60.0

    /// The colors each derived color follows.
    static func sources(of color: SemanticColor) -> [SemanticColor] {
        switch color {
        case .focusRing, .link: [.accent]
        case .linkVisited: [.accent, .link]
        case .textDisabled, .onSelection: [.textPrimary]
        case .borderStrong: [.textPrimary, .surface]
        case .infoMuted: [.info]
        case .selection: [.accent, .background]
        default: []
        }
    }

    /// `color` derived from the other colors of `semantic`, before fitting.
    static func derivation(of color: SemanticColor, in semantic: SemanticTokens, scheme: ColorScheme) -> RGBAColor {
        let light = scheme == .light
        switch color {
        case .linkVisited:
            var lch = OKLCH(semantic[.link])
            lch.hue = (lch.hue + visitedHueTurn).truncatingRemainder(dividingBy: 360)
            return lch.rgba(alpha: semantic[.link].alpha)
        case .textDisabled: return semantic[.textPrimary].withAlpha(PrimitiveOpacity.textDisabled)
        case .borderStrong: return semantic[.textPrimary].withAlpha(0.5).composited(over: semantic[.surface])
        case .infoMuted: return AccentFamily.muted(semantic[.info], scheme: scheme)
        case .selection:
            return semantic[.accent].withAlpha(light ? PrimitiveOpacity.selectionLight : PrimitiveOpacity.selectionDark)
                .composited(over: semantic[.background])
        case .onSelection: return semantic[.textPrimary]
        default: return semantic[.accent]
        }
    }

    /// Derives and fits every toolkit color of a freshly built semantic level.
    static func derive(_ semantic: inout SemanticTokens, scheme: ColorScheme, highContrast: Bool) {
        update(&semantic, scheme: scheme, highContrast: highContrast) { _ in true }
    }

    /// After a theme's or layer's colors `set` were applied: each derived color they leave unset
    /// follows a source they set, and every fitted color they leave unset (in high contrast, every
    /// fitted color) whose pairs they changed is fitted again to what it is now drawn on. Nothing
    /// to do when they set no color (high contrast moves colors only over set ones).
    static func follow(_ set: Set<SemanticColor>, in semantic: inout SemanticTokens, scheme: ColorScheme,
                       highContrast: Bool) {
        guard !set.isEmpty else { return }
        update(&semantic, scheme: scheme, highContrast: highContrast, keeping: highContrast ? [] : set,
               touched: highContrast ? nil : set) { color in
            !set.contains(color) && sources(of: color).contains(where: set.contains)
        }
    }

    /// Fits the fitted colors not in `kept` to their pairs, as they are.
    static func fit(_ semantic: inout SemanticTokens, scheme: ColorScheme, highContrast: Bool,
                    keeping kept: Set<SemanticColor>) {
        update(&semantic, scheme: scheme, highContrast: highContrast, keeping: kept) { _ in false }
    }

    /// What each fitted color (and the selection) is measured against.
    private static let drawnOn: [SemanticColor: Set<SemanticColor>] = {
        var sides: [SemanticColor: Set<SemanticColor>] = [.selection: [.textPrimary]]
        for requirement in ContrastRequirement.toolkit where fitted.contains(requirement.foreground) {
            sides[requirement.foreground, default: []].formUnion([requirement.background] + (requirement.backdrop.map { [$0] } ?? []))
        }
        return sides
    }()

    /// Moves the selection away from `textPrimary` (OKLCH lightness, hue kept) as little as lets
    /// `textPrimary` on it reach the selected-text minimum — in high contrast 7:1, which no label
    /// reaches on an accent at full strength.
    private static func fitSelection(_ semantic: inout SemanticTokens, highContrast: Bool) {
        let text = semantic[.textPrimary]
        let minimum = ContrastRequirement.toolkit.first { $0.foreground == .onSelection }?.minimum(highContrast: highContrast) ?? 4.5
        let darker = WCAG.relativeLuminance(text) > WCAG.relativeLuminance(semantic[.selection])
        // High contrast goes as far as it can; the normal variant never to black or white in vain.
        let shift = highContrast ? ColorAdjustment.minimalLightnessShift : ColorAdjustment.leastLightnessShift
        semantic[.selection] = shift(semantic[.selection], darker) { WCAG.contrastRatio(foreground: text, on: $0) >= minimum }
    }

    /// Each fitted color's audited pairs.
    private static let pairs: [SemanticColor: [ContrastRequirement]] = Dictionary(
        grouping: ContrastRequirement.toolkit.filter { fitted.contains($0.foreground) }, by: \.foreground)

    /// ``ContrastFit/fit(_:colors:scheme:highContrast:requirements:keeping:alsoOver:)`` for one toolkit
    /// color, measured in place: each trial reads the level without copying it, as published and with
    /// reduce transparency's solid colors (translucent ones over the surface).
    private static func fitToPairs(_ semantic: inout SemanticTokens, _ color: SemanticColor, highContrast: Bool) {
        guard let requirements = pairs[color], let first = requirements.first else { return }
        let base = semantic
        let surface = base[.surface]
        func passes(_ candidate: RGBAColor) -> Bool {
            func published(_ key: SemanticColor) -> RGBAColor { key == color ? candidate : base[key] }
            func solid(_ key: SemanticColor) -> RGBAColor {
                let value = published(key)
                return value.alpha < 1 ? value.composited(over: surface) : value
            }
            return requirements.allSatisfy { requirement in
                let minimum = requirement.minimum(highContrast: highContrast)
                return (requirement.ratio(published) ?? 0) >= minimum && (requirement.ratio(solid) ?? 0) >= minimum
            }
        }
        let under = base[first.background].composited(over: base[first.backdrop ?? first.background])
        let darker = WCAG.relativeLuminance(base[color].composited(over: base[first.background])) <= WCAG.relativeLuminance(under)
        semantic[color] = ColorAdjustment.minimalLightnessShift(of: base[color], darker: darker, until: passes)
    }

    /// Rederives the colors `rederives` names, then fits each color not in `kept` whose value or
    /// backgrounds are among the `touched` colors (every color when `nil`), in derivation order.
    private static func update(_ semantic: inout SemanticTokens, scheme: ColorScheme, highContrast: Bool,
                               keeping kept: Set<SemanticColor> = [], touched given: Set<SemanticColor>? = nil,
                               rederives: (SemanticColor) -> Bool) {
        var touched = given
        for color in derived {
            let before = semantic[color]
            if rederives(color) { semantic[color] = derivation(of: color, in: semantic, scheme: scheme) }
            let concerned = touched.map { touched in
                semantic[color] != before || touched.contains(color) || drawnOn[color, default: []].contains(where: touched.contains)
            } ?? true
            if concerned, !kept.contains(color) {
                if color == .selection { fitSelection(&semantic, highContrast: highContrast) }
                if fitted.contains(color) { fitToPairs(&semantic, color, highContrast: highContrast) }
            }
            if semantic[color] != before { touched?.insert(color) }
        }
    }
}
