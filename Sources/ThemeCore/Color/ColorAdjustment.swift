/// Lightness moves in OKLCH that keep hue, mapped back into sRGB by reducing chroma.
public enum ColorAdjustment {
    /// The OKLCH lightness step of a hover/pressed shade (FR-BT-03's "~15 %").
    ///
    /// Rule: `L' = L − 0.065` in light mode, `L' = L + 0.065` in dark mode; chroma scales with
    /// lightness (`C' = C · L'/L`, so the shade keeps its saturation); hue is kept; the result
    /// is gamut-mapped by reducing chroma. The seed's own pairs fix the step: #2596BE → #1E7FA3
    /// is −0.071 in OKLCH L, #3DAED4 → #4BC2E8 is +0.059; 0.065 is their mean, and gives
    /// #1F81A4 and #46C4EE, both within ΔE_OK 0.01 of the seed (a just-noticeable difference is about 0.02).
    public static let hoverLightnessStep = 0.065

    /// The hover/pressed shade of an accent: darker in light mode, lighter in dark mode.
    public static func hover(of accent: RGBAColor, scheme: ColorScheme) -> RGBAColor {
        let lch = OKLCH(accent)
        let step = scheme == .light ? -hoverLightnessStep : hoverLightnessStep
        let lightness = min(max(lch.lightness + step, 0), 1)
        let chroma = lch.lightness > 0 ? lch.chroma * lightness / lch.lightness : 0
        return OKLCH(lightness: lightness, chroma: chroma, hue: lch.hue).rgba(alpha: accent.alpha).quantized
    }

    /// The same hue and chroma at another OKLCH lightness, gamut-mapped, rounded to 8 bits.
    public static func withLightness(_ color: RGBAColor, _ lightness: Double) -> RGBAColor {
        var lch = OKLCH(color)
        lch.lightness = lightness
        return lch.rgba(alpha: color.alpha).quantized
    }

    /// The smallest move of `color`'s OKLCH lightness towards black (`darker`) or white
    /// that makes `passes` true, found by bisection to 1/1000 of the lightness range.
    /// Returns the color unchanged when it already passes, and black or white when nothing does.
    public static func minimalLightnessShift(
        of color: RGBAColor, darker: Bool, until passes: (RGBAColor) -> Bool
    ) -> RGBAColor {
        if passes(color) { return color }
        let start = OKLCH(color).lightness
        let limit = darker ? start : 1 - start
        func candidate(_ shift: Double) -> RGBAColor {
            withLightness(color, darker ? start - shift : start + shift)
        }
        guard passes(candidate(limit)) else { return candidate(limit) }
        var failing = 0.0
        var passing = limit
        while passing - failing > 0.001 {
            let middle = (failing + passing) / 2
            if passes(candidate(middle)) { passing = middle } else { failing = middle }
        }
        return candidate(passing)
    }

    /// ``minimalLightnessShift(of:darker:until:)``, but the color unchanged when nothing passes:
    /// a derived color is never pushed to black or white in vain (issue 36 §1).
    public static func leastLightnessShift(of color: RGBAColor, darker: Bool, until passes: (RGBAColor) -> Bool) -> RGBAColor {
        let shifted = minimalLightnessShift(of: color, darker: darker, until: passes)
        return passes(shifted) ? shifted : color
    }
}
