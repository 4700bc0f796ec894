import Synchronization

/// A theme with its four semantic variants (light/dark × normal/high contrast) computed once,
/// on first use, so resolving a token set only flattens. High contrast moves the accent as
/// ``HighContrastAccent`` says; a theme's own semantic values are then applied like a layer
/// (in the normal variant with a user theme's derived colors fitted, ``DerivedColorFit``).
/// Compiling is the costly part of a theme (contrast fitting), so a catalog of thousands of
/// user themes compiles only the ones asked for; its ``info`` is known at once.
final class CompiledTheme: Sendable {
    let info: ThemeInfo
    private let definition: ThemeDefinition
    private let compiled = Mutex<Variants?>(nil)

    private struct Variants {
        let semantic: [SemanticTokens]
        /// Each preset's wallpaper palette for this theme, light then dark (``WallpaperTints/palette(_:themeID:accent:scheme:)``).
        let wallpaperPalettes: [WallpaperPalette]
        /// The `terminal.*` tokens of the scheme a user theme was imported from, light then dark;
        /// empty where the theme has none (``Base16Mapping/terminalColors(of:tokens:variant:)``,
        /// a terminal scheme's own ``TerminalScheme/tokens``).
        let terminal: [[String: TokenValue]]
    }

    init(_ definition: ThemeDefinition) {
        self.definition = definition
        // The light accent the theme sets or takes from its template (``ThemeDefinition/previewAccent``),
        // known without working out its values.
        let accent = definition.previewAccent
        info = ThemeInfo(id: definition.id, displayName: definition.displayName, previewColor: accent,
                         isBuiltIn: definition.isBuiltIn, category: definition.category)
    }

    private var variants: Variants {
        compiled.withLock { compiled in
            if let compiled { return compiled }
            let variants = Self.compile(definition)
            compiled = variants
            return variants
        }
    }

    private static func compile(_ definition: ThemeDefinition) -> Variants {
        let semantic = ColorScheme.allCases.flatMap { scheme in
            let accent = definition.accent[scheme]
            let normal = definition.normalSemantic(scheme, values: definition.values[scheme],
                                                   userColors: definition.userColors?[scheme])
            var highContrast = SemanticTokens(
                scheme: scheme, accent: accent, accentHover: ColorAdjustment.hover(of: accent, scheme: scheme),
                highContrast: true)
            HighContrastAccent.adjust(&highContrast, scheme: scheme)
            ChatColors.derive(&highContrast, scheme: scheme, highContrast: true)
            highContrast.apply(definition.values[scheme], scheme: scheme, highContrast: true, settlesEveryPair: true)
            return [normal, highContrast]
        }
        let palettes = WallpaperPreset.allCases.flatMap { preset in
            ColorScheme.allCases.map { scheme in
                WallpaperTints.palette(preset, themeID: definition.id, accent: semantic[scheme == .light ? 0 : 2][.accent], scheme: scheme)
            }
        }
        let terminal = ColorScheme.allCases.map { scheme -> [String: TokenValue] in
            if let own = definition.userValues?.theme.terminalScheme, own.variant == scheme { return own.tokens }
            guard let theme = definition.userValues?.theme, theme.schemes.contains(where: { $0.variant == scheme }) else { return [:] }
            let tokens = TokenResolver.tokenSet(semantic[scheme == .light ? 0 : 2], accessibility: AccessibilityFlags())
            return Base16Mapping.terminalColors(of: theme, tokens: tokens, variant: scheme) ?? [:]
        }
        return Variants(semantic: semantic, wallpaperPalettes: palettes, terminal: terminal)
    }

    /// The theme's own wallpaper, if it has one.
    var wallpaper: Wallpaper? { definition.wallpaper }

    /// The values the theme itself sets in `scheme`.
    func values(_ scheme: ColorScheme) -> [SemanticKey: TokenValue] { definition.values[scheme] }

    /// The palette `preset` gives this theme in `scheme`.
    func wallpaperPalette(_ preset: WallpaperPreset, scheme: ColorScheme) -> WallpaperPalette {
        variants.wallpaperPalettes[(WallpaperPreset.allCases.firstIndex(of: preset) ?? 0) * 2 + (scheme == .light ? 0 : 1)]
    }

    func semantic(scheme: ColorScheme, highContrast: Bool) -> SemanticTokens {
        variants.semantic[(scheme == .light ? 0 : 2) + (highContrast ? 1 : 0)]
    }

    /// The theme's own token set in `scheme` with `accessibility`, under no layers.
    func tokenSet(scheme: ColorScheme, accessibility: AccessibilityFlags) -> TokenSet {
        tokenSet(semantic(scheme: scheme, highContrast: accessibility.highContrast), scheme: scheme, accessibility: accessibility)
    }

    /// The token set of `semantic` (this theme's in `scheme`, under layers or not), with the
    /// terminal palette of the scheme a user theme was imported from, in the normal variant: in
    /// high contrast the scheme's own colors are fitted like every other, so its terminals' are derived.
    func tokenSet(_ semantic: SemanticTokens, scheme: ColorScheme, accessibility: AccessibilityFlags,
                  wallpaper: Wallpaper = .none, tint: RGBAColor? = nil) -> TokenSet {
        var set = TokenResolver.tokenSet(semantic, accessibility: accessibility, wallpaper: wallpaper, tint: tint)
        if !accessibility.highContrast {
            for (key, value) in variants.terminal[scheme == .light ? 0 : 1] { set[key] = value }
        }
        return set
    }
}
