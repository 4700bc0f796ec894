import ThemeCore

/// Applies a placeholder's filters to its token value and prints the result.
enum FilterPipeline {
    /// The text for `value` after `filters`; `background` is what `flatten` composites over.
    static func render(
        _ value: TokenValue, key: String, filters: [TemplateFilter], background: RGBAColor,
        template: String, line: Int
    ) throws(TemplateError) -> String {
        var current = value
        for (index, filter) in filters.enumerated() {
            guard case .color(let color) = current else {
                throw TemplateError(template: template, line: line, reason: .filterNeedsColor(filter: filter.name, key: key))
            }
            let isLast = index == filters.count - 1
            switch filter {
            case .opacity(let alpha): current = .color(color.withAlpha(alpha))
            case .flatten: current = .color(color.composited(over: background.withAlpha(1)))
            default:
                guard isLast else {
                    let next = filters[index + 1]
                    throw TemplateError(template: template, line: line, reason: .filterNeedsColor(filter: next.name, key: key))
                }
                return format(color, as: filter)
            }
        }
        return plain(current)
    }

    /// A value printed without a format: colors as hex, integral numbers without a fraction.
    static func plain(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): color.hex
        case .dimension(let number): decimal(number, places: 4)
        case .fontWeight, .fontDesign, .text, .flag: value.formatted
        }
    }

    private static func format(_ color: RGBAColor, as filter: TemplateFilter) -> String {
        let bytes = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        let alpha = decimal((color.alpha * 255).rounded() / 255, places: 3)
        switch filter {
        case .bare: return String(color.hex.dropFirst())
        case .argb:
            let opaque = color.withAlpha(1).hex.dropFirst()
            let alphaByte = Int((color.alpha * 255).rounded())
            let hexDigits = Array("0123456789ABCDEF")
            return "#" + String([hexDigits[alphaByte >> 4], hexDigits[alphaByte & 0xF]]) + opaque
        case .rgb: return "rgb(\(bytes[0]), \(bytes[1]), \(bytes[2]))"
        case .rgba: return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(alpha))"
        case .floats: return bytes.map { decimal(Double($0) / 255, places: 4) }.joined(separator: ", ")
        case .alpha: return alpha
        case .sgr: return "38;2;\(bytes[0]);\(bytes[1]);\(bytes[2])"
        case .hex, .opacity, .flatten: return color.hex
        }
    }

    /// `value` rounded to `places` decimals, without trailing zeros: 16, 0.5, 0.1451.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return sign + String(scaled / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
