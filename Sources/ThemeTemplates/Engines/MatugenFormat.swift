/// matugen 4's color formats, the last word of `colors.<role>.<scheme>.<format>` and the
/// argument of its `format` filter, printed as matugen prints them (lowercase `hex` through
/// colorsys, uppercase `hex_alpha` and kin, `rgb` channels truncated, `rgba` and `hsl` rounded).
enum MatugenFormat {
    /// Every format's name, in matugen's order.
    static let names = [
        "hex", "hex_stripped", "hex_alpha", "hex_alpha_stripped", "alpha_hex", "alpha_hex_stripped", "rgb", "rgba",
        "hsl", "hsla", "red", "green", "blue", "alpha", "hue", "saturation", "lightness",
    ]

    /// `color` in `format`, or nil for a name that is not a format.
    static func value(_ color: MatugenColor, _ format: String) -> MatugenValue? {
        let (red, green, blue) = color.channels
        let alpha = color.alpha
        func hsl() -> (Double, Double, Double) {
            guard case .hsl(let hue, let saturation, let lightness, _) = color.asRGB.asHSL else { return (0, 0, 0) }
            return (hue, saturation, lightness)
        }
        let truncated = [red, green, blue].map(MatugenColor.truncatedByte)
        let alphaByte = alpha <= 1 ? Int((MatugenColor.clamp(alpha, 1) * 255).rounded()) : Int(min(alpha, 255).rounded())
        let roundedAlpha = MatugenValue.rustFloat((alpha * 100).rounded() / 100)
        switch format {
        case "hex", "hex_stripped":
            let digits = [red, green, blue].map { lowerHex(Int(MatugenColor.byte($0))) }.joined()
            return .text(format == "hex" ? "#" + digits : digits)
        case "hex_alpha", "hex_alpha_stripped":
            let digits = (truncated + [alphaByte]).map(upperHex).joined()
            return .text(format == "hex_alpha" ? "#" + digits : digits)
        case "alpha_hex", "alpha_hex_stripped":
            let digits = ([alphaByte] + truncated).map(upperHex).joined()
            return .text(format == "alpha_hex" ? "#" + digits : digits)
        case "rgb": return .text("rgb(\(truncated[0]), \(truncated[1]), \(truncated[2]))")
        case "rgba": return .text("rgba(\(whole(red)), \(whole(green)), \(whole(blue)), \(roundedAlpha))")
        case "hsl":
            let (hue, saturation, lightness) = hsl()
            return .text("hsl(\(whole(hue)), \(whole(saturation))%, \(whole(lightness))%)")
        case "hsla":
            let (hue, saturation, lightness) = hsl()
            return .text("hsla(\(whole(hue)), \(whole(saturation))%, \(whole(lightness))%, \(roundedAlpha))")
        case "red": return .int(Int(red.rounded(.towardZero)))
        case "green": return .int(Int(green.rounded(.towardZero)))
        case "blue": return .int(Int(blue.rounded(.towardZero)))
        case "alpha": return .float(alpha)
        case "hue": return .int(Int(hsl().0.rounded(.towardZero)))
        case "saturation": return .int(Int(hsl().1.rounded(.towardZero)))
        case "lightness": return .int(Int(hsl().2.rounded(.towardZero)))
        default: return nil
        }
    }

    /// Rust's `{:.0}`: rounded to a whole number, ties to even.
    private static func whole(_ value: Double) -> String {
        String(Int(value.rounded(.toNearestOrEven)))
    }

    private static func lowerHex(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[(value >> 4) & 0xF], digits[value & 0xF]])
    }

    private static func upperHex(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[(value >> 4) & 0xF], digits[value & 0xF]])
    }
}
