/// A color in the sRGB color space with straight (non-premultiplied) alpha.
/// Every component is in `0...1`; initialisers clamp, and NaN becomes 0.
public struct RGBAColor: Sendable, Hashable {
    /// Red channel, gamma-encoded sRGB, `0...1`.
    public var red: Double
    /// Green channel, gamma-encoded sRGB, `0...1`.
    public var green: Double
    /// Blue channel, gamma-encoded sRGB, `0...1`.
    public var blue: Double
    /// Opacity, `0...1`, 1 is opaque.
    public var alpha: Double

    /// A color from components; each is clamped to `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A color from a 24-bit `0xRRGGBB` literal, for the primitive palette.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    /// Anything else, including surrounding whitespace, throws a ``ColorParseError``.
    public init(hex: String) throws(ColorParseError) {
        var utf8 = hex.utf8[...]
        guard utf8.first == UInt8(ascii: "#") else {
            throw ColorParseError(input: hex, reason: .missingHash)
        }
        utf8 = utf8.dropFirst()
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in utf8 {
            guard let nibble = Self.nibble(byte) else {
                let bad = hex.dropFirst().first { $0.hexDigitValue == nil || !$0.isASCII } ?? "?"
                throw ColorParseError(input: hex, reason: .notAHexDigit(bad))
            }
            nibbles.append(nibble)
        }
        func byte(_ high: UInt8, _ low: UInt8) -> Double { Double(high << 4 | low) / 255 }
        switch nibbles.count {
        case 3:
            self.init(red: byte(nibbles[0], nibbles[0]), green: byte(nibbles[1], nibbles[1]),
                      blue: byte(nibbles[2], nibbles[2]))
        case 6:
            self.init(red: byte(nibbles[0], nibbles[1]), green: byte(nibbles[2], nibbles[3]),
                      blue: byte(nibbles[4], nibbles[5]))
        case 8:
            self.init(red: byte(nibbles[0], nibbles[1]), green: byte(nibbles[2], nibbles[3]),
                      blue: byte(nibbles[4], nibbles[5]), alpha: byte(nibbles[6], nibbles[7]))
        default:
            throw ColorParseError(input: hex, reason: .wrongDigitCount(nibbles.count))
        }
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA`; uppercase, each channel rounded to 8 bits.
    public var hex: String {
        String(unsafeUninitializedCapacity: 9) { writeHex(to: $0) }
    }

    /// Appends ``hex``'s bytes, without making a string: for encoders of many colors.
    public func appendHex(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
            bytes.append(contentsOf: buffer[..<writeHex(to: buffer)])
        }
    }

    /// Writes ``hex`` into `buffer` (9 bytes at least); returns how many bytes it wrote.
    private func writeHex(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        buffer[0] = UInt8(ascii: "#")
        var count = 1
        func put(_ channel: Double) {
            let value = Self.byte(channel)
            buffer[count] = Self.hexDigit(value >> 4)
            buffer[count + 1] = Self.hexDigit(value & 0xF)
            count += 2
        }
        put(red)
        put(green)
        put(blue)
        if !isOpaque { put(alpha) }
        return count
    }

    /// Whether the color is fully opaque once rounded to 8 bits.
    public var isOpaque: Bool { Self.byte(alpha) == 255 }

    /// The same color with another opacity.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color each channel rounded to 8 bits: exactly what ``hex`` encodes.
    public var quantized: RGBAColor {
        RGBAColor(red: Double(Self.byte(red)) / 255, green: Double(Self.byte(green)) / 255,
                  blue: Double(Self.byte(blue)) / 255, alpha: Double(Self.byte(alpha)) / 255)
    }

    /// The uppercase hex digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// A channel in 8 bits, rounded half away from zero as `rounded()` does, without its libm call
    /// (this runs for every color of every published set): the scaled value is at most 255, so
    /// its integer part and the fraction left are exact.
    private static func byte(_ component: Double) -> UInt8 {
        let scaled = clamp(component) * 255
        let whole = UInt8(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
