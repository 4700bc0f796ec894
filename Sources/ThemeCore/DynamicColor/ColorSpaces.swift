#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The conversions Material's color utilities build on: sRGB ⇄ linear (0–100), XYZ (D65), L*a*b*
/// and L* ⇄ Y. Colors travel as packed `0xRRGGBB`.
enum ColorSpaces {
    /// D65, Y = 100.
    static let whitePoint: (Double, Double, Double) = (95.047, 100.0, 108.883)

    /// An sRGB channel (0–255) as linear light, 0–100.
    static func linearized(_ channel: Int) -> Double { linearTable[channel] }

    /// ``linearized(_:)`` of every channel value, computed once (the quantizer converts every pixel).
    private static let linearTable: [Double] = (0...255).map { channel in
        let normalized = Double(channel) / 255
        return (normalized <= 0.040449936 ? normalized / 12.92 : pow((normalized + 0.055) / 1.055, 2.4)) * 100
    }

    /// Linear light (0–100) as an sRGB channel, rounded and clamped.
    static func delinearized(_ component: Double) -> Int {
        let normalized = component / 100
        let value = normalized <= 0.0031308 ? normalized * 12.92 : 1.055 * pow(normalized, 1 / 2.4) - 0.055
        return min(255, max(0, Int((value * 255).rounded())))
    }

    static func red(_ rgb: UInt32) -> Int { Int((rgb >> 16) & 0xFF) }
    static func green(_ rgb: UInt32) -> Int { Int((rgb >> 8) & 0xFF) }
    static func blue(_ rgb: UInt32) -> Int { Int(rgb & 0xFF) }

    static func pack(_ red: Int, _ green: Int, _ blue: Int) -> UInt32 {
        UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// XYZ (0–100) of a packed sRGB color.
    static func xyz(_ rgb: UInt32) -> (Double, Double, Double) {
        let (r, g, b) = (linearized(red(rgb)), linearized(green(rgb)), linearized(blue(rgb)))
        return (0.41233895 * r + 0.35762064 * g + 0.18051042 * b,
                0.2126 * r + 0.7152 * g + 0.0722 * b,
                0.01932141 * r + 0.11916382 * g + 0.95034478 * b)
    }

    /// Linear sRGB (0–100) of an XYZ color; components may leave 0–100 when it is out of gamut.
    static func linearRGB(x: Double, y: Double, z: Double) -> (Double, Double, Double) {
        (3.2413774792388685 * x - 1.5376652402851851 * y - 0.49885366846268053 * z,
         -0.9691452513005321 * x + 1.8758853451067872 * y + 0.04156585616912061 * z,
         0.05562093689691305 * x - 0.20395524564742123 * y + 1.0571799111220335 * z)
    }

    /// A packed sRGB color from linear components (0–100).
    static func rgb(linear: (Double, Double, Double)) -> UInt32 {
        pack(delinearized(linear.0), delinearized(linear.1), delinearized(linear.2))
    }

    /// L* (0–100) of a relative luminance Y (0–100).
    static func lstar(fromY y: Double) -> Double { 116 * labF(y / 100) - 16 }

    /// Relative luminance Y (0–100) of an L* (0–100).
    static func y(fromLstar lstar: Double) -> Double { 100 * labInvf((lstar + 16) / 116) }

    /// L* of a packed sRGB color: its HCT tone.
    static func lstar(_ rgb: UInt32) -> Double { lstar(fromY: xyz(rgb).1) }

    /// CIE L*a*b* of a packed sRGB color.
    static func lab(_ rgb: UInt32) -> (Double, Double, Double) {
        let (x, y, z) = xyz(rgb)
        let (fx, fy, fz) = (labF(x / whitePoint.0), labF(y / whitePoint.1), labF(z / whitePoint.2))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// A packed sRGB color from CIE L*a*b*.
    static func rgb(lab: (Double, Double, Double)) -> UInt32 {
        let fy = (lab.0 + 16) / 116
        let fx = lab.1 / 500 + fy
        let fz = fy - lab.2 / 200
        let (x, y, z) = (labInvf(fx) * whitePoint.0, labInvf(fy) * whitePoint.1, labInvf(fz) * whitePoint.2)
        return rgb(linear: linearRGB(x: x, y: y, z: z))
    }

    private static let epsilon = 216.0 / 24389
    private static let kappa = 24389.0 / 27

    private static func labF(_ t: Double) -> Double {
        t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }

    private static func labInvf(_ ft: Double) -> Double {
        let cubed = ft * ft * ft
        return cubed > epsilon ? cubed : (116 * ft - 16) / kappa
    }

    /// A hue in degrees moved into 0..<360.
    static func sanitized(degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    /// The shorter angle between two hues, 0–180.
    static func difference(_ first: Double, _ second: Double) -> Double {
        180 - abs(abs(first - second) - 180)
    }
}

extension RGBAColor {
    /// The color packed as `0xRRGGBB` (alpha dropped).
    var packedRGB: UInt32 {
        ColorSpaces.pack(Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }
}
