/// The four fixed category hues of FR-CO-02 (Primary follows the accent, Uncategorized the
/// tertiary text) for one scheme; in high contrast, each is moved in OKLCH lightness until
/// it reaches 7:1 on its own muted background over the surface.
struct CategoryPalette: Sendable {
    var social: RGBAColor
    var promotions: RGBAColor
    var updates: RGBAColor
    var forums: RGBAColor

    static func palette(scheme: ColorScheme, highContrast: Bool) -> CategoryPalette {
        switch (scheme, highContrast) {
        case (.light, false): light
        case (.dark, false): dark
        case (.light, true): highContrastLight
        case (.dark, true): highContrastDark
        }
    }

    private static let light = CategoryPalette(
        social: PrimitiveColors.greenText, promotions: PrimitiveColors.orangeText,
        updates: PrimitiveColors.purpleText, forums: PrimitiveColors.skyBlueText)
    private static let dark = CategoryPalette(
        social: PrimitiveColors.greenDark, promotions: PrimitiveColors.orangeDark,
        updates: PrimitiveColors.purpleTextDark, forums: PrimitiveColors.cyanDark)
    private static let highContrastLight = light.raised(to: ContrastAudit.highContrastTextMinimum, scheme: .light)
    private static let highContrastDark = dark.raised(to: ContrastAudit.highContrastTextMinimum, scheme: .dark)

    private func raised(to minimum: Double, scheme: ColorScheme) -> CategoryPalette {
        let surface = scheme == .light ? PrimitiveColors.white : PrimitiveColors.gray6Dark
        let muted = scheme == .light ? PrimitiveOpacity.mutedLight : PrimitiveOpacity.mutedDark
        func raise(_ color: RGBAColor) -> RGBAColor {
            ColorAdjustment.minimalLightnessShift(of: color, darker: scheme == .light) { candidate in
                // As published (translucent) and as reduce transparency publishes it (solid, 8-bit).
                let background = candidate.withAlpha(muted).quantized.composited(over: surface)
                return WCAG.contrastRatio(foreground: candidate, on: background) >= minimum
                    && WCAG.contrastRatio(foreground: candidate, on: background.quantized) >= minimum
            }
        }
        return CategoryPalette(social: raise(social), promotions: raise(promotions),
                               updates: raise(updates), forums: raise(forums))
    }
}
