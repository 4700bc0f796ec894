#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A color as pywal16's `util.Color` holds it (`#rrggbb`, with the alpha `alpha_num` of 0–100),
/// and its functions and properties, each computed as pywal16's Python does (integer
/// truncation, `%.3f`, Python's float printing).
struct PywalColor: Sendable {
    /// `#rrggbb`, lowercase; for `wallpaper` and `alpha` any text.
    let hex: String
    /// The alpha, as pywal keeps it: a number of 0–100 (or 0–1) as text.
    var alphaNumber = "100"

    /// The functions a marker may call: `lighten(n)`, `darken(n)`, `saturate(n)`, `foxify(f)`,
    /// `adjust_alpha(a)`.
    static let functions = ["lighten", "darken", "saturate", "foxify", "adjust_alpha"]
    /// The properties a marker may end with.
    static let properties = [
        "rgb", "rgbspace", "xrgba", "rgba", "hex_argb", "alpha", "alpha_dec", "alpha_hex", "decimal", "decimal_strip",
        "octal", "octal_strip", "strip", "red", "green", "blue", "red_hex", "green_hex", "blue_hex", "red_dec", "green_dec",
        "blue_dec", "w3_luminance", "hex_color", "alpha_num",
    ]

    /// The three channels, or nil when the text is not a hex color (`wallpaper`).
    var channels: [Int]? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, values.count % 2 == 0, values.count >= 6 else { return nil }
        return stride(from: 0, to: 6, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    }

    private static func hexText(_ channels: [Int]) -> String {
        "#" + channels.map { PywalColor.twoDigits($0, uppercase: false) }.joined()
    }

    static func twoDigits(_ value: Int, uppercase: Bool) -> String {
        let digits = Array(uppercase ? "0123456789ABCDEF" : "0123456789abcdef")
        return String([digits[(value >> 4) & 0xF], digits[value & 0xF]])
    }

    /// pywal's `alpha_integrify`: the alpha as a whole number 0–100.
    private var alphaInteger: Int {
        var alpha = abs(Double(alphaNumber) ?? 100)
        if alpha < 1 { alpha *= 100 }
        return Int(min(alpha, 100))
    }

    /// pywal's treatment of a percentage argument: every character but digits dropped from the
    /// number as Python prints it (so `lighten(0.5)` is 5 %, `lighten(10.0)` is 100 %).
    private static func percent(_ argument: PywalArgument) -> Double {
        Double(argument.pythonText.filter(\.isNumber)).map { $0 / 100 } ?? 0
    }

    /// The color after `function(arguments)`, or nil when the function does not apply.
    func calling(_ function: String, _ arguments: [PywalArgument]) -> PywalColor? {
        if function == "adjust_alpha" {
            var adjusted = self
            adjusted.alphaNumber = arguments.first?.pythonText ?? "100"
            return adjusted
        }
        guard let channels, let argument = arguments.first, arguments.count == 1 else { return nil }
        let result: [Int]
        switch function {
        case "lighten":
            let amount = Self.percent(argument)
            result = channels.map { Int(Double($0) + Double(255 - $0) * amount) }
        case "darken":
            let amount = Self.percent(argument)
            result = channels.map { Int(Double($0) * (1 - amount)) }
        case "foxify":
            result = channels.map { min(max(0, Int(Double(max($0, 10)) + Double(max($0, 10)) * argument.value)), 255) }
        case "saturate":
            result = PythonHLS.saturated(channels, to: Self.percent(argument))
        default:
            return nil
        }
        return PywalColor(hex: Self.hexText(result.map { min(max($0, 0), 255) }), alphaNumber: alphaNumber)
    }

    /// The text of `property`, or nil when it does not apply.
    func property(_ name: String) -> String? {
        if name == "hex_color" { return hex }
        if name == "alpha_num" { return alphaNumber }
        let alpha = alphaInteger
        let alphaByte = alpha * 255 / 100
        let stripped = String(hex.dropFirst())
        // The properties pywal computes from the text alone, for any color (`{alpha.alpha_dec}`).
        switch name {
        case "hex_argb": return "#" + PywalColor.twoDigits(alphaByte, uppercase: true) + stripped
        case "alpha": return "[\(alpha)]\(hex)"
        case "alpha_dec": return PythonFloat.text(Double(alpha) / 100)
        case "alpha_hex": return PywalColor.twoDigits(alphaByte, uppercase: true)
        case "strip": return stripped
        case "red_hex": return String(stripped.prefix(2))
        case "green_hex": return String(stripped.dropFirst(2).prefix(2))
        case "blue_hex": return String(stripped.dropFirst(4))
        default: break
        }
        guard let channels else { return nil }
        let value = channels.reduce(0) { $0 * 256 + $1 }
        func fraction(_ channel: Int) -> String { PywalColor.fixed3(Double(channel) / 255) }
        switch name {
        case "rgb": return channels.map(String.init).joined(separator: ",")
        case "rgbspace": return channels.map(String.init).joined(separator: " ")
        case "xrgba": return channels.map { PywalColor.twoDigits($0, uppercase: false) }.joined(separator: "/") + "/ff"
        case "rgba": return "rgba(\(channels.map(String.init).joined(separator: ",")),\(PythonFloat.text(Double(alpha) / 100)))"
        case "decimal": return "#\(value)"
        case "decimal_strip": return String(value)
        case "octal": return "#" + String(value, radix: 8)
        case "octal_strip": return String(value, radix: 8)
        case "red": return fraction(channels[0])
        case "green": return fraction(channels[1])
        case "blue": return fraction(channels[2])
        case "red_dec": return String(channels[0])
        case "green_dec": return String(channels[1])
        case "blue_dec": return String(channels[2])
        case "w3_luminance":
            let linear = channels.map { channel -> Double in
                let ratio = Double(fraction(channel)) ?? 0
                return ratio <= 0.04045 ? ratio / 12.92 : pow((ratio + 0.055) / 1.055, 2.4)
            }
            return PythonFloat.text(0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2])
        default: return nil
        }
    }

    /// Python's `"%.3f" % value` for a value in 0–1 (no ties occur for n/255).
    private static func fixed3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// A number in a marker's parentheses, with the text Python would print for it.
struct PywalArgument: Sendable {
    let value: Double
    /// `str()` of the number as pywal parsed it: an int, or a float (`10.0`).
    let pythonText: String

    /// The number at the start of `text` (pywal's `^-?\d+(\.\d+)?`, the rest ignored as pywal ignores it:
    /// `darken(25%)` is 25).
    init?(_ text: Substring) {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        var end = trimmed.startIndex
        if end < trimmed.endIndex, trimmed[end] == "-" { end = trimmed.index(after: end) }
        let digitsStart = end
        while end < trimmed.endIndex, trimmed[end].isASCII, trimmed[end].isNumber { end = trimmed.index(after: end) }
        guard end > digitsStart else { return nil }
        var isFloat = false
        if end < trimmed.endIndex, trimmed[end] == "." {
            var fraction = trimmed.index(after: end)
            let fractionStart = fraction
            while fraction < trimmed.endIndex, trimmed[fraction].isASCII, trimmed[fraction].isNumber { fraction = trimmed.index(after: fraction) }
            if fraction > fractionStart { end = fraction; isFloat = true }
        }
        guard let value = Double(trimmed[..<end]) else { return nil }
        self.value = value
        pythonText = isFloat ? PythonFloat.text(value) : String(Int(value))
    }
}

/// Python's `repr` of a float: the shortest digits that read back, with `.0` on whole numbers.
enum PythonFloat {
    static func text(_ value: Double) -> String {
        value == value.rounded(.towardZero) && abs(value) < 1e16 ? "\(Int(value)).0" : "\(value)"
    }
}

/// Python's `colorsys` HLS conversions, as pywal's `saturate_color` uses them.
enum PythonHLS {
    /// `channels` with their HLS saturation set to `saturation` (0–1), truncated back to bytes.
    static func saturated(_ channels: [Int], to saturation: Double) -> [Int] {
        let (r, g, b) = (Double(channels[0]) / 255, Double(channels[1]) / 255, Double(channels[2]) / 255)
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let lightness = (minimum + maximum) / 2
        var hue = 0.0
        if maximum != minimum {
            let range = maximum - minimum
            let (rc, gc, bc) = ((maximum - r) / range, (maximum - g) / range, (maximum - b) / range)
            hue = r == maximum ? bc - gc : g == maximum ? 2 + rc - bc : 4 + gc - rc
            hue = (hue / 6).truncatingRemainder(dividingBy: 1)
            if hue < 0 { hue += 1 }
        }
        let result: (Double, Double, Double)
        if saturation == 0 {
            result = (lightness, lightness, lightness)
        } else {
            let m2 = lightness <= 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
            let m1 = 2 * lightness - m2
            result = (value(m1, m2, hue + 1.0 / 3), value(m1, m2, hue), value(m1, m2, hue - 1.0 / 3))
        }
        return [result.0, result.1, result.2].map { Int($0 * 255) }
    }

    private static func value(_ m1: Double, _ m2: Double, _ hue: Double) -> Double {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        if h < 1.0 / 6 { return m1 + (m2 - m1) * h * 6 }
        if h < 0.5 { return m2 }
        if h < 2.0 / 3 { return m1 + (m2 - m1) * (2.0 / 3 - h) * 6 }
        return m1
    }
}
