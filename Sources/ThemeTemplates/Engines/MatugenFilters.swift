import ThemeCore

/// matugen 4's filters (registered in its `src/main.rs`), each as its source implements it,
/// quirks included: `lighten` on an HSL color grays it and `grayscale` on one turns its hue, as
/// matugen's do. `blend` needs CAM16-UCS mixing, which Themeswitch does not have: it is refused
/// by name.
enum MatugenFilters {
    /// Every filter's name, in matugen's order.
    static let names = [
        "set_red", "set_blue", "set_green", "set_alpha", "set_hue", "set_saturation", "set_lightness", "lighten",
        "to_color", "invert", "grayscale", "auto_lightness", "saturate", "blend", "harmonize", "format",
        "snake_case", "lower_case", "camel_case", "pascal_case", "kebab_case", "replace",
    ]

    /// `value` after the filter `name` with `arguments`; `format` is the keyword's last word (what
    /// a string filter formats a color in). Throws the reason in a few words.
    static func apply(_ name: String, _ arguments: [MatugenValue], to value: MatugenValue, format: String) throws(MatugenFilterFailure) -> MatugenValue {
        func number(_ position: Int) throws(MatugenFilterFailure) -> Double {
            guard position < arguments.count else { throw .reason("'\(name)' needs \(position + 1) argument\(position == 0 ? "" : "s")") }
            guard let value = arguments[position].number else { throw .reason("'\(name)' takes a number, not \(arguments[position].kind)") }
            return value
        }
        func text(_ position: Int) throws(MatugenFilterFailure) -> String {
            guard position < arguments.count else { throw .reason("'\(name)' needs \(position + 1) argument\(position == 0 ? "" : "s")") }
            guard case .text(let value) = arguments[position] else { throw .reason("'\(name)' takes text, not \(arguments[position].kind)") }
            return value
        }
        func color() throws(MatugenFilterFailure) -> MatugenColor {
            switch value {
            case .color(let color): return color
            case .bool: throw .reason("'\(name)' is a color filter, applied to true or false")
            default: throw .reason("'\(name)' is a color filter, applied to text (use to_color first)")
            }
        }
        switch name {
        case "set_red", "set_green", "set_blue":
            let amount = try number(0)
            return .color(try color().settingChannel(name == "set_red" ? 0 : name == "set_green" ? 1 : 2, to: amount))
        case "set_alpha": return .color(try color().settingAlpha(try number(0)))
        case "set_hue": return .color(try color().settingHSL(hue: try number(0)))
        case "set_saturation": return .color(try color().settingHSL(saturation: try number(0)))
        case "set_lightness": return .color(try color().settingHSL(lightness: try number(0)))
        case "lighten":
            let amount = try number(0)
            let original = try color()
            // matugen's `lighten` grays an HSL color (colorsys' grayscale_simple), whatever the amount.
            if case .hsl(_, _, let lightness, let alpha) = original {
                return .color(.hsl(hue: 0, saturation: 0, lightness: lightness, alpha: alpha))
            }
            return .color(original.lightened(by: amount))
        case "auto_lightness":
            let amount = try number(0)
            let original = try color()
            guard case .hsl(_, _, let lightness, _) = original.asHSL else { return .color(original) }
            return .color(original.lightened(by: lightness < 50 ? amount : -amount))
        case "saturate":
            let amount = try number(0)
            let space = try text(1)
            let original = try color()
            switch space.lowercased() {
            case "hsl":
                guard case .hsl(_, let saturation, _, _) = original.asHSL else { return .color(original) }
                let saturated = original.settingHSL(saturation: saturation + amount)
                if case .hsl = original { return .color(saturated) }
                return .color(saturated.asRGB)
            case "hsv": throw .reason("'saturate' in hsv is not implemented by matugen's color library either; use hsl")
            default: throw .reason("'saturate' takes hsl or hsv as its second argument, not '\(space)'")
            }
        case "to_color":
            switch value {
            case .color: return value
            case .text(let css):
                guard let parsed = CSSColor.parse(css) else { throw .reason("'to_color' cannot read '\(css)' as a color") }
                return .color(parsed)
            default: throw .reason("'to_color' takes text, not \(value.kind)")
            }
        case "invert":
            switch try color() {
            case .rgb(let red, let green, let blue, let alpha): return .color(.rgb(red: 255 - red, green: 255 - green, blue: 255 - blue, alpha: alpha))
            case .hsl(let hue, let saturation, let lightness, let alpha):
                return .color(.hsl(hue: MatugenColor.clamp((hue + 180).truncatingRemainder(dividingBy: 360), 360), saturation: saturation, lightness: lightness, alpha: alpha))
            }
        case "grayscale":
            switch try color() {
            case .rgb(let red, let green, let blue, let alpha):
                let gray = (max(red, green, blue) + min(red, green, blue)) / 2
                return .color(.rgb(red: gray, green: gray, blue: gray, alpha: alpha))
            case .hsl(let hue, let saturation, let lightness, let alpha):
                return .color(.hsl(hue: MatugenColor.clamp((hue + 180).truncatingRemainder(dividingBy: 360), 360), saturation: saturation, lightness: lightness, alpha: alpha))
            }
        case "harmonize":
            guard let first = arguments.first, case .color(let toward) = first else { throw .reason("'harmonize' takes a color") }
            let original = try color()
            let harmonized = harmonize(original.tokenColor, toward: toward.tokenColor)
            let result = MatugenColor(harmonized)
            if case .hsl = original { return .color(result.asHSL) }
            return .color(result)
        case "blend":
            throw .reason("'blend' (CAM16-UCS mixing) is not supported by Themeswitch's matugen engine")
        case "format":
            let format = try text(0)
            guard let formatted = MatugenFormat.value(try color(), format)?.printed else {
                throw .reason("'format' takes one of \(MatugenFormat.names.joined(separator: ", ")), not '\(format)'")
            }
            return .text(formatted)
        case "replace", "snake_case", "lower_case", "camel_case", "pascal_case", "kebab_case":
            let string: String
            switch value {
            case .color(let color):
                guard let formatted = MatugenFormat.value(color, format)?.printed else { throw .reason("'\(format)' is not a color format") }
                string = formatted
            default:
                string = value.printed ?? ""
            }
            if name == "replace" { return .text(string.replacing(try text(0), with: try text(1))) }
            return .text(CaseConversion.convert(string, to: name))
        default:
            throw .reason("unknown filter '\(name)'" + ClosestName.hint(for: name, among: names) + " (filters: \(names.joined(separator: ", ")))")
        }
    }

    /// Material's harmonization (material-colors' `harmonize`, which matugen calls): the hue
    /// turned toward `source`'s by half their difference, at most 15°, chroma and tone kept.
    private static func harmonize(_ color: RGBAColor, toward source: RGBAColor) -> RGBAColor {
        let from = HCT(color), to = HCT(source)
        let difference = 180 - abs(abs(from.hue - to.hue) - 180)
        let turn = min(difference * 0.5, 15)
        var direction = to.hue - from.hue
        direction = direction < 0 ? direction + 360 : direction
        let hue = from.hue + turn * (direction <= 180 ? 1 : -1)
        return HCT(hue: hue < 0 ? hue + 360 : hue >= 360 ? hue - 360 : hue, chroma: from.chroma, tone: from.tone).color
    }
}

/// Why a filter failed, in a few words.
struct MatugenFilterFailure: Error {
    let reason: String

    static func reason(_ reason: String) -> MatugenFilterFailure { MatugenFilterFailure(reason: reason) }
}
