/// A theme with its four semantic variants (light/dark × normal/high contrast) computed once,
/// so resolving a token set only flattens. High contrast moves the accent as
/// ``HighContrastAccent`` says; a theme's own semantic values are then applied like a layer.
struct CompiledTheme: Sendable {
    let info: ThemeInfo
    private let variants: [SemanticTokens]

    init(_ definition: ThemeDefinition) {
        let variants = ColorScheme.allCases.flatMap { scheme in
            let accent = definition.accent[scheme]
            let hover = definition.accentHover?[scheme] ?? ColorAdjustment.hover(of: accent, scheme: scheme)
            var normal = SemanticTokens(scheme: scheme, accent: accent, accentHover: hover, highContrast: false)
            var highContrast = SemanticTokens(
                scheme: scheme, accent: accent, accentHover: ColorAdjustment.hover(of: accent, scheme: scheme),
                highContrast: true)
            HighContrastAccent.adjust(&highContrast, scheme: scheme)
            normal.apply(definition.values[scheme], scheme: scheme, highContrast: false)
            highContrast.apply(definition.values[scheme], scheme: scheme, highContrast: true)
            return [normal, highContrast]
        }
        self.variants = variants
        info = ThemeInfo(id: definition.id, displayName: definition.displayName,
                         previewColor: variants[0][.accent], isBuiltIn: definition.isBuiltIn,
                         category: definition.category)
    }

    func semantic(scheme: ColorScheme, highContrast: Bool) -> SemanticTokens {
        variants[(scheme == .light ? 0 : 2) + (highContrast ? 1 : 0)]
    }
}
