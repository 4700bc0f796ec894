import ThemeCore

/// A color as matugen 4 holds it while a template runs: colorsys' `Rgb` (channels 0–255 as
/// floating point, alpha 0–1) or its `Hsl` (hue 0–360, saturation and lightness 0–100), since
/// matugen's filters give one or the other and its formats read them differently. Every setter
/// clamps to the unit's range, as colorsys' units do.
enum MatugenColor: Sendable, Equatable {
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    case hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double)

    /// An opaque color from a resolved token color.
    init(_ color: RGBAColor) {
        self = .rgb(red: (color.red * 255).rounded(), green: (color.green * 255).rounded(),
                    blue: (color.blue * 255).rounded(), alpha: color.alpha)
    }

    var alpha: Double {
        switch self {
        case .rgb(_, _, _, let alpha), .hsl(_, _, _, let alpha): alpha
        }
    }

    /// The channels as colorsys converts an `Hsl` to `Rgb`.
    var channels: (red: Double, green: Double, blue: Double) {
        switch self {
        case .rgb(let red, let green, let blue, _):
            return (red, green, blue)
        case .hsl(let hue, let saturation, let lightness, _):
            let (h, s, l) = (hue / 360, saturation / 100, lightness / 100)
            guard s != 0 else { return (255 * l, 255 * l, 255 * l) }
            let first = l < 0.5 ? l * (1 + s) : l + s - l * s
            let second = 2 * l - first
            func unit(_ value: Double) -> Double {
                var bounded = value
                if bounded < 0 { bounded += 1 }
                if bounded > 1 { bounded -= 1 }
                let result: Double
                if 6 * bounded < 1 { result = second + (first - second) * 6 * bounded }
                else if 2 * bounded < 1 { result = first }
                else if 3 * bounded < 2 { result = second + (first - second) * (2.0 / 3 - bounded) * 6 }
                else { result = second }
                return result * 255
            }
            return (unit(h + 1.0 / 3), unit(h), unit(h - 1.0 / 3))
        }
    }

    /// The color as colorsys' `Rgb`.
    var asRGB: MatugenColor {
        let (red, green, blue) = channels
        return .rgb(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color as colorsys' `Hsl` (from its `Rgb` when it is one).
    var asHSL: MatugenColor {
        if case .hsl = self { return self }
        let (red, green, blue) = channels
        let ratios = [red / 255, green / 255, blue / 255]
        let maximum = ratios.max() ?? 0, minimum = ratios.min() ?? 0
        let lightness = (maximum + minimum) / 2
        guard maximum != minimum else { return .hsl(hue: 0, saturation: 0, lightness: lightness * 100, alpha: alpha) }
        let delta = maximum - minimum
        let saturation = lightness > 0.5 ? delta / (2 - maximum - minimum) : delta / (maximum + minimum)
        let index = ratios.firstIndex(of: maximum) ?? 0
        let hue: Double = switch index {
        case 0: (ratios[1] - ratios[2]) / delta + (ratios[1] < ratios[2] ? 6 : 0)
        case 1: (ratios[2] - ratios[0]) / delta + 2
        default: (ratios[0] - ratios[1]) / delta + 4
        }
        return .hsl(hue: hue * 60, saturation: saturation * 100, lightness: lightness * 100, alpha: alpha)
    }

    /// colorsys' `lighten`: lightness raised by `amount` percentage points (clamped); an `Rgb`
    /// goes through `Hsl` and back.
    func lightened(by amount: Double) -> MatugenColor {
        guard case .hsl(let hue, let saturation, let lightness, let alpha) = asHSL else { return self }
        let lighter = MatugenColor.hsl(hue: hue, saturation: saturation, lightness: Self.clamp(lightness + amount, 100), alpha: alpha)
        if case .hsl = self { return lighter }
        return lighter.asRGB
    }

    /// The same color with an HSL component set (clamped), as an `Hsl`.
    func settingHSL(hue newHue: Double? = nil, saturation newSaturation: Double? = nil, lightness newLightness: Double? = nil) -> MatugenColor {
        guard case .hsl(let hue, let saturation, let lightness, let alpha) = asHSL else { return self }
        return .hsl(hue: newHue.map { Self.clamp($0, 360) } ?? hue, saturation: newSaturation.map { Self.clamp($0, 100) } ?? saturation,
                    lightness: newLightness.map { Self.clamp($0, 100) } ?? lightness, alpha: alpha)
    }

    /// The same color with one RGB channel (0 red, 1 green, 2 blue) set (clamped), as an `Rgb`.
    func settingChannel(_ channel: Int, to value: Double) -> MatugenColor {
        var (red, green, blue) = channels
        let clamped = Self.clamp(value, 255)
        switch channel {
        case 0: red = clamped
        case 1: green = clamped
        default: blue = clamped
        }
        return .rgb(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same color with `alpha` (clamped to 0–1).
    func settingAlpha(_ value: Double) -> MatugenColor {
        let clamped = Self.clamp(value, 1)
        switch self {
        case .rgb(let red, let green, let blue, _): return .rgb(red: red, green: green, blue: blue, alpha: clamped)
        case .hsl(let hue, let saturation, let lightness, _): return .hsl(hue: hue, saturation: saturation, lightness: lightness, alpha: clamped)
        }
    }

    /// The color as a token color (channels rounded), for the HCT filters.
    var tokenColor: RGBAColor {
        let (red, green, blue) = channels
        return RGBAColor(red: Self.byte(red) / 255, green: Self.byte(green) / 255, blue: Self.byte(blue) / 255, alpha: alpha)
    }

    static func clamp(_ value: Double, _ highest: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), highest)
    }

    /// A channel as Rust's `as u8` makes it: truncated toward zero, saturating.
    static func truncatedByte(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(min(max(value, 0), 255).rounded(.towardZero))
    }

    /// A channel rounded half up, as colorsys' hex output rounds it.
    static func byte(_ value: Double) -> Double {
        min(max(value, 0), 255).rounded(.toNearestOrAwayFromZero)
    }
}
