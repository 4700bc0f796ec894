#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Björn Ottosson's OKLab: perceptual lightness `l` (0 black … 1 white) and the opponent axes `a`, `b`.
public struct OKLab: Sendable, Hashable {
    /// Perceptual lightness.
    public var l: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double

    /// A color from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts from linear sRGB.
    public init(_ rgb: LinearSRGB) {
        let lms = (
            cbrt(0.4122214708 * rgb.red + 0.5363325363 * rgb.green + 0.0514459929 * rgb.blue),
            cbrt(0.2119034982 * rgb.red + 0.6806995451 * rgb.green + 0.1073969566 * rgb.blue),
            cbrt(0.0883024619 * rgb.red + 0.2817188376 * rgb.green + 0.6299787005 * rgb.blue)
        )
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    /// Converts to linear sRGB, possibly outside the gamut.
    public var linearSRGB: LinearSRGB {
        let lp = l + 0.3963377774 * a + 0.2158037573 * b
        let mp = l - 0.1055613458 * a - 0.0638541728 * b
        let sp = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (lp * lp * lp, mp * mp * mp, sp * sp * sp)
        return LinearSRGB(
            red: 4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
            green: -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
            blue: -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc
        )
    }
}
