/// One hue and chroma at every tone (Material's tonal palette): tone 0 is black, 100 white,
/// and a tone's color keeps the hue with as much of the chroma as sRGB allows there.
public struct TonalPalette: Sendable, Hashable {
    /// CAM16 hue, degrees.
    public let hue: Double
    /// The chroma asked for (dark and light tones may hold less).
    public let chroma: Double

    /// A palette of `hue` and `chroma`.
    public init(hue: Double, chroma: Double) {
        self.hue = ColorSpaces.sanitized(degrees: hue)
        self.chroma = chroma
    }

    /// The color at `tone` (0–100).
    public func tone(_ tone: Double) -> RGBAColor { HCT(hue: hue, chroma: chroma, tone: tone).color }
}
