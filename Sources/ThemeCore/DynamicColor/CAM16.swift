#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// CAM16 hue and chroma under Material's default viewing conditions (average surround, a gray
/// world of L* 50 at 200/π lux): the appearance model HCT takes its hue and chroma from.
struct CAM16 {
    /// Hue angle, degrees.
    let hue: Double
    /// Colorfulness relative to the white's brightness.
    let chroma: Double
    /// Lightness J.
    let j: Double

    /// The viewing conditions' derived constants.
    struct Conditions {
        let n, aw, nbb, ncb, c, nc, fl, z: Double
        let rgbD: (Double, Double, Double)

        static let standard: Conditions = {
            let white = ColorSpaces.whitePoint
            let rW = 0.401288 * white.0 + 0.650173 * white.1 - 0.051461 * white.2
            let gW = -0.250268 * white.0 + 1.204414 * white.1 + 0.045854 * white.2
            let bW = -0.002079 * white.0 + 0.048952 * white.1 + 0.953127 * white.2
            let adaptingLuminance = 200 / Double.pi * ColorSpaces.y(fromLstar: 50) / 100
            let f = 1.0  // 0.8 + surround 2.0 / 10
            let c = 0.69
            let d = min(1, max(0, f * (1 - (1 / 3.6) * exp((-adaptingLuminance - 42) / 92))))
            let rgbD = (d * (100 / rW) + 1 - d, d * (100 / gW) + 1 - d, d * (100 / bW) + 1 - d)
            let k = 1 / (5 * adaptingLuminance + 1)
            let k4 = k * k * k * k
            let k4F = 1 - k4
            let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5 * adaptingLuminance)
            let n = ColorSpaces.y(fromLstar: 50) / white.1
            let z = 1.48 + n.squareRoot()
            let nbb = 0.725 / pow(n, 0.2)
            func adapted(_ value: Double) -> Double {
                let factor = pow(fl * value / 100, 0.42)
                return 400 * factor / (factor + 27.13)
            }
            let aw = (2 * adapted(rgbD.0 * rW) + adapted(rgbD.1 * gW) + 0.05 * adapted(rgbD.2 * bW)) * nbb
            return Conditions(n: n, aw: aw, nbb: nbb, ncb: nbb, c: c, nc: f, fl: fl, z: z, rgbD: rgbD)
        }()
    }

    /// The appearance of a packed sRGB color.
    init(rgb: UInt32) {
        let vc = Conditions.standard
        let (x, y, z) = ColorSpaces.xyz(rgb)
        let rC = 0.401288 * x + 0.650173 * y - 0.051461 * z
        let gC = -0.250268 * x + 1.204414 * y + 0.045854 * z
        let bC = -0.002079 * x + 0.048952 * y + 0.953127 * z
        func adapted(_ value: Double) -> Double {
            let factor = pow(vc.fl * abs(value) / 100, 0.42)
            return (value < 0 ? -1 : 1) * 400 * factor / (factor + 27.13)
        }
        let (rA, gA, bA) = (adapted(vc.rgbD.0 * rC), adapted(vc.rgbD.1 * gC), adapted(vc.rgbD.2 * bC))
        let a = (11 * rA - 12 * gA + bA) / 11
        let b = (rA + gA - 2 * bA) / 9
        let u = (20 * rA + 20 * gA + 21 * bA) / 20
        let p2 = (40 * rA + 20 * gA + bA) / 20
        let hue = ColorSpaces.sanitized(degrees: atan2(b, a) * 180 / Double.pi)
        let j = 100 * pow(p2 * vc.nbb / vc.aw, vc.c * vc.z)
        let huePrime = hue < 20.14 ? hue + 360 : hue
        let eHue = 0.25 * (cos(huePrime * Double.pi / 180 + 2) + 3.8)
        let p1 = 50000 / 13 * eHue * vc.nc * vc.ncb
        let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
        let alpha = pow(1.64 - pow(0.29, vc.n), 0.73) * pow(t, 0.9)
        self.hue = hue
        self.j = j
        chroma = alpha * (j / 100).squareRoot()
    }

    /// XYZ (0–100) of lightness `j`, `chroma` and `hue` (degrees).
    static func xyz(j: Double, chroma: Double, hue: Double) -> (Double, Double, Double) {
        let vc = Conditions.standard
        let alpha = chroma == 0 || j == 0 ? 0 : chroma / (j / 100).squareRoot()
        let t = pow(alpha / pow(1.64 - pow(0.29, vc.n), 0.73), 1 / 0.9)
        let hueRadians = hue * Double.pi / 180
        let eHue = 0.25 * (cos(hueRadians + 2) + 3.8)
        let ac = vc.aw * pow(j / 100, 1 / vc.c / vc.z)
        let p1 = eHue * (50000 / 13) * vc.nc * vc.ncb
        let p2 = ac / vc.nbb
        let (hSin, hCos) = (sin(hueRadians), cos(hueRadians))
        let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * hCos + 108 * t * hSin)
        let a = gamma * hCos
        let b = gamma * hSin
        let rA = (460 * p2 + 451 * a + 288 * b) / 1403
        let gA = (460 * p2 - 891 * a - 261 * b) / 1403
        let bA = (460 * p2 - 220 * a - 6300 * b) / 1403
        func unadapted(_ value: Double) -> Double {
            let base = max(0, 27.13 * abs(value) / (400 - abs(value)))
            return (value < 0 ? -1 : 1) * (100 / vc.fl) * pow(base, 1 / 0.42)
        }
        let rF = unadapted(rA) / vc.rgbD.0
        let gF = unadapted(gA) / vc.rgbD.1
        let bF = unadapted(bA) / vc.rgbD.2
        return (1.8620678 * rF - 1.0112547 * gF + 0.14918678 * bF,
                0.38752654 * rF + 0.62144744 * gF - 0.00897398 * bF,
                -0.0158415 * rF - 0.03412294 * gF + 1.0499644 * bF)
    }
}
