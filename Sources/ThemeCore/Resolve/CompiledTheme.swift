/// A theme with its four semantic variants (light/dark × normal/high contrast) computed once,
/// so resolving a token set only flattens. High contrast moves the accent as
/// ``HighContrastAccent`` says; a theme's own semantic values are then applied like a layer.
struct CompiledTheme: Sendable {
    let info: ThemeInfo
    private let variants: [SemanticTokens]
    /// Each preset's wallpaper palette for this theme, light then dark (``WallpaperTints/palette(_:themeID:accent:scheme:)``).
    private let wallpaperPalettes: [WallpaperPalette]

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
            highContrast.apply(definition.values[scheme], scheme: scheme, highContrast: true, settlesEveryPair: true)
            return [normal, highContrast]
        }
        self.variants = variants
        info = ThemeInfo(id: definition.id, displayName: definition.displayName,
                         previewColor: variants[0][.accent], isBuiltIn: definition.isBuiltIn,
                         category: definition.category)
        wallpaperPalettes = WallpaperPreset.allCases.flatMap { preset in
            ColorScheme.allCases.map { scheme in
                WallpaperTints.palette(preset, themeID: definition.id, accent: variants[scheme == .light ? 0 : 2][.accent], scheme: scheme)
            }
        }
    }

    /// The palette `preset` gives this theme in `scheme`.
    func wallpaperPalette(_ preset: WallpaperPreset, scheme: ColorScheme) -> WallpaperPalette {
        wallpaperPalettes[(WallpaperPreset.allCases.firstIndex(of: preset) ?? 0) * 2 + (scheme == .light ? 0 : 1)]
    }

    func semantic(scheme: ColorScheme, highContrast: Bool) -> SemanticTokens {
        variants[(scheme == .light ? 0 : 2) + (highContrast ? 1 : 0)]
    }
}
