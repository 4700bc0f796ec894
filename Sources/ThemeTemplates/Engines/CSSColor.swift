/// The CSS colors matugen's `to_color` reads (it uses csscolorparser): `#rgb`, `#rgba`,
/// `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()` with commas or spaces, and the
/// sixteen basic color names and `transparent`.
enum CSSColor {
    private static let names: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "white": 0xFFFFFF, "maroon": 0x800000, "red": 0xFF0000,
        "purple": 0x800080, "fuchsia": 0xFF00FF, "green": 0x008000, "lime": 0x00FF00, "olive": 0x808000, "yellow": 0xFFFF00,
        "navy": 0x000080, "blue": 0x0000FF, "teal": 0x008080, "aqua": 0x00FFFF,
    ]

    /// The color `text` names, or nil.
    static func parse(_ text: String) -> MatugenColor? {
        let css = text.trimmingCharacters(in: " \t").lowercased()
        if css == "transparent" { return .rgb(red: 0, green: 0, blue: 0, alpha: 0) }
        if let rgb = names[css] {
            return .rgb(red: Double(rgb >> 16), green: Double((rgb >> 8) & 0xFF), blue: Double(rgb & 0xFF), alpha: 1)
        }
        if css.hasPrefix("#") { return hex(css.dropFirst()) }
        guard let open = css.firstIndex(of: "("), css.hasSuffix(")") else { return nil }
        let function = css[..<open].trimmingCharacters(in: " ")
        let parts = css[css.index(after: open)..<css.index(before: css.endIndex)]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func value(_ part: String, whole: Double) -> Double? {
            part.hasSuffix("%") ? Double(part.dropLast()).map { $0 / 100 * whole } : Double(part)
        }
        let alpha = parts.count == 4 ? value(parts[3], whole: 1) : 1
        switch function {
        case "rgb", "rgba":
            guard let red = value(parts[0], whole: 255), let green = value(parts[1], whole: 255),
                  let blue = value(parts[2], whole: 255), let alpha else { return nil }
            return .rgb(red: MatugenColor.clamp(red, 255), green: MatugenColor.clamp(green, 255),
                        blue: MatugenColor.clamp(blue, 255), alpha: MatugenColor.clamp(alpha, 1))
        case "hsl", "hsla":
            guard let hue = Double(parts[0].replacing("deg", with: "")), let saturation = value(parts[1], whole: 100),
                  let lightness = value(parts[2], whole: 100), let alpha else { return nil }
            let turned = hue.truncatingRemainder(dividingBy: 360)
            return MatugenColor.hsl(hue: turned < 0 ? turned + 360 : turned, saturation: MatugenColor.clamp(saturation, 100),
                                    lightness: MatugenColor.clamp(lightness, 100), alpha: MatugenColor.clamp(alpha, 1)).asRGB
        default:
            return nil
        }
    }

    private static func hex(_ digits: Substring) -> MatugenColor? {
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count else { return nil }
        let channels: [Int]
        switch values.count {
        case 3, 4: channels = values.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default: return nil
        }
        return .rgb(red: Double(channels[0]), green: Double(channels[1]), blue: Double(channels[2]),
                    alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
