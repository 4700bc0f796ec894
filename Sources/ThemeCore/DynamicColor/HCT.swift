/// A color as hue, chroma and tone (Material's HCT): CAM16 hue and chroma with CIE L* as tone.
/// Tone alone fixes relative luminance, so two tones fix a WCAG contrast ratio whatever the
/// hues — the dynamic schemes choose tones, and contrast follows by construction.
public struct HCT: Sendable, Hashable {
    /// CAM16 hue, degrees 0..<360.
    public let hue: Double
    /// CAM16 chroma.
    public let chroma: Double
    /// L*, 0–100.
    public let tone: Double
    /// The nearest sRGB color, packed `0xRRGGBB`.
    let rgb: UInt32

    /// The HCT of an sRGB color.
    public init(_ color: RGBAColor) { self.init(rgb: color.packedRGB) }

    init(rgb: UInt32) {
        let cam = CAM16(rgb: rgb)
        hue = cam.hue
        chroma = cam.chroma
        tone = ColorSpaces.lstar(rgb)
        self.rgb = rgb
    }

    /// The sRGB color nearest to `hue`, `chroma` and `tone`: the tone is kept, and the chroma
    /// lowered as far as the gamut needs.
    public init(hue: Double, chroma: Double, tone: Double) {
        self.init(rgb: Self.solve(hue: ColorSpaces.sanitized(degrees: hue), chroma: chroma, tone: tone))
    }

    /// The color as sRGB.
    public var color: RGBAColor { RGBAColor(rgb: rgb) }

    /// The same hue and chroma at another tone.
    public func with(tone: Double) -> HCT { HCT(hue: hue, chroma: chroma, tone: tone) }

    /// The largest chroma up to `chroma` whose color at `tone` is in gamut, by bisection.
    private static func solve(hue: Double, chroma: Double, tone: Double) -> UInt32 {
        let gray = { () -> UInt32 in
            let channel = ColorSpaces.delinearized(ColorSpaces.y(fromLstar: tone))
            return ColorSpaces.pack(channel, channel, channel)
        }
        guard chroma >= 0.0001, tone > 0.0001, tone < 99.9999 else { return gray() }
        if let exact = inGamut(hue: hue, chroma: chroma, tone: tone) { return exact }
        var (low, high) = (0.0, chroma)
        var best: UInt32?
        for _ in 0..<14 {
            let middle = (low + high) / 2
            if let found = inGamut(hue: hue, chroma: middle, tone: tone) {
                best = found
                low = middle
            } else {
                high = middle
            }
        }
        return best ?? gray()
    }

    /// The color at `hue`, `chroma` and `tone` when sRGB holds it: J found by Newton's method
    /// on Y (as Material's solver does).
    private static func inGamut(hue: Double, chroma: Double, tone: Double) -> UInt32? {
        let y = ColorSpaces.y(fromLstar: tone)
        var j = y.squareRoot() * 11
        for iteration in 0..<6 {
            let (x, yJ, z) = CAM16.xyz(j: j, chroma: chroma, hue: hue)
            let linear = ColorSpaces.linearRGB(x: x, y: yJ, z: z)
            guard linear.0 >= -0.01, linear.1 >= -0.01, linear.2 >= -0.01, yJ > 0 else { return nil }
            if iteration == 5 || abs(yJ - y) < 0.002 {
                guard linear.0 <= 100.01, linear.1 <= 100.01, linear.2 <= 100.01 else { return nil }
                return ColorSpaces.rgb(linear: linear)
            }
            j -= (yJ - y) * j / (2 * yJ)
        }
        return nil
    }
}
