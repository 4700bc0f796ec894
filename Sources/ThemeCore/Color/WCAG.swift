#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// WCAG 2.1 relative luminance and contrast ratio (success criteria 1.4.3, 1.4.6, 1.4.11).
public enum WCAG {
    /// Relative luminance of the opaque color, 0 black … 1 white, with WCAG 2.1's own
    /// transfer threshold (0.03928). Alpha is ignored: composite translucent colors first.
    public static func relativeLuminance(_ color: RGBAColor) -> Double {
        func channel(_ value: Double) -> Double {
            value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter: 1 … 21. Symmetric; alpha ignored.
    public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let (a, b) = (relativeLuminance(first), relativeLuminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Contrast of `foreground` drawn on an opaque `background`; a translucent
    /// foreground is composited over the background first, as it would be seen.
    public static func contrastRatio(foreground: RGBAColor, on background: RGBAColor) -> Double {
        contrastRatio(foreground.composited(over: background), background)
    }
}
