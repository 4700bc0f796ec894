#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Linear-light sRGB: the gamma curve removed, so channels add like light.
/// Channels may leave `0...1` for colors outside the sRGB gamut.
public struct LinearSRGB: Sendable, Hashable {
    /// Linear red.
    public var red: Double
    /// Linear green.
    public var green: Double
    /// Linear blue.
    public var blue: Double

    /// Linear channels, unclamped.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Decodes the sRGB transfer curve (IEC 61966-2-1); alpha is dropped.
    public init(_ color: RGBAColor) {
        self.init(red: Self.decode(color.red), green: Self.decode(color.green), blue: Self.decode(color.blue))
    }

    /// Whether every channel is inside `0...1` (within a rounding tolerance).
    public var isInGamut: Bool {
        let range = -1e-7...(1 + 1e-7)
        return range.contains(red) && range.contains(green) && range.contains(blue)
    }

    /// Re-encodes to gamma sRGB; out-of-gamut channels are clamped, so map first.
    public func rgba(alpha: Double = 1) -> RGBAColor {
        RGBAColor(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: alpha)
    }

    /// sRGB transfer function, encoded → linear.
    public static func decode(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, linear → encoded.
    public static func encode(_ value: Double) -> Double {
        let clamped = min(max(value, 0), 1)
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    }
}
