#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// OKLab in polar form: lightness, chroma (colorfulness) and hue angle in degrees.
public struct OKLCH: Sendable, Hashable {
    /// Perceptual lightness, 0 black … 1 white.
    public var lightness: Double
    /// Distance from the gray axis; 0 is gray, sRGB reaches about 0.37.
    public var chroma: Double
    /// Hue angle in degrees, `0..<360`.
    public var hue: Double

    /// A color from its coordinates.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// Converts an sRGB color; alpha is dropped.
    public init(_ color: RGBAColor) {
        self.init(OKLab(LinearSRGB(color)))
    }

    /// Converts from OKLab.
    public init(_ lab: OKLab) {
        lightness = lab.l
        chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let degrees = atan2(lab.b, lab.a) * 180 / Double.pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    /// The same color in OKLab.
    public var oklab: OKLab {
        let radians = hue * Double.pi / 180
        return OKLab(l: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// Whether the color is displayable in sRGB without clipping.
    public var isInSRGBGamut: Bool { oklab.linearSRGB.isInGamut }

    /// The nearest sRGB color that keeps this lightness and hue: when the color lies
    /// outside the gamut, chroma is reduced (bisection) until it fits, never clipped
    /// channel by channel (clipping shifts hue). Lightness is clamped to `0...1`.
    public func rgba(alpha: Double = 1) -> RGBAColor {
        var target = self
        target.lightness = min(max(lightness, 0), 1)
        target.chroma = max(chroma, 0)
        if target.isInSRGBGamut { return target.oklab.linearSRGB.rgba(alpha: alpha) }
        var inside = 0.0
        var outside = target.chroma
        for _ in 0..<24 {
            let middle = (inside + outside) / 2
            target.chroma = middle
            if target.isInSRGBGamut { inside = middle } else { outside = middle }
        }
        target.chroma = inside
        return target.oklab.linearSRGB.rgba(alpha: alpha)
    }
}
