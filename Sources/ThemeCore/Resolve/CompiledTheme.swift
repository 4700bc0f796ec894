/// A theme with its four semantic variants (light/dark × normal/high contrast) computed once,
/// so resolving a token set only flattens. High contrast moves the accent in OKLCH lightness
/// (darker in light mode, lighter in dark) as little as gives every text pair 7:1; the hover
/// shade is then derived from that accent by the usual rule.
struct CompiledTheme: Sendable {
    let info: ThemeInfo
    private let variants: [SemanticTokens]

    init(_ definition: ThemeDefinition) {
        info = ThemeInfo(id: definition.id, displayName: definition.displayName,
                         previewColor: definition.accent.light, isBuiltIn: definition.isBuiltIn)
        variants = ColorScheme.allCases.flatMap { scheme in
            let accent = definition.accent[scheme]
            let hover = definition.accentHover?[scheme] ?? ColorAdjustment.hover(of: accent, scheme: scheme)
            let normal = SemanticTokens(scheme: scheme, accent: accent, accentHover: hover, highContrast: false)
            let contrastAccent = ColorAdjustment.minimalLightnessShift(of: accent, darker: scheme == .light) {
                candidate in
                let semantic = SemanticTokens(
                    scheme: scheme, accent: candidate, accentHover: ColorAdjustment.hover(of: candidate, scheme: scheme),
                    highContrast: true)
                return [false, true].allSatisfy { reduceTransparency in
                    let flags = AccessibilityFlags(highContrast: true, reduceTransparency: reduceTransparency)
                    let tokens = TokenResolver.tokenSet(semantic, accessibility: flags)
                    return ContrastAudit(tokens: tokens, highContrast: true).failures.isEmpty
                }
            }
            let highContrast = SemanticTokens(
                scheme: scheme, accent: contrastAccent,
                accentHover: ColorAdjustment.hover(of: contrastAccent, scheme: scheme), highContrast: true)
            return [normal, highContrast]
        }
    }

    func semantic(scheme: ColorScheme, highContrast: Bool) -> SemanticTokens {
        variants[(scheme == .light ? 0 : 2) + (highContrast ? 1 : 0)]
    }
}
