import ThemeCore

/// A step applied to a placeholder's value, written `{{ key | name }}` or `{{ key | name(argument) }}`.
/// Color steps (`opacity`, `flatten`) give a color; formats give text and must come last.
/// A placeholder without a format prints colors as `hex`, dimensions as numbers.
public enum TemplateFilter: Sendable, Equatable {
    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    case hex
    /// Like `hex` without the `#`: `RRGGBB` or `RRGGBBAA`.
    case bare
    /// `#AARRGGBB`, alpha first, as Qt writes colors.
    case argb
    /// `rgb(37, 150, 190)`: 0–255 channels, alpha dropped.
    case rgb
    /// `rgba(37, 150, 190, 0.122)`: 0–255 channels and alpha 0–1.
    case rgba
    /// `0.1451, 0.5882, 0.7451`: channels as 0–1 numbers.
    case floats
    /// The opacity alone, 0–1: `0.122`.
    case alpha
    /// The SGR parameters of a 24-bit foreground color, as `LS_COLORS` and terminals take them:
    /// `38;2;37;150;190` (alpha dropped).
    case sgr
    /// The same color with another opacity, 0–1: `opacity(0.5)`.
    case opacity(Double)
    /// The color composited over the context's `color.background`, so it is opaque.
    case flatten

    /// Every filter name, as written in templates.
    public static let names = ["hex", "bare", "argb", "rgb", "rgba", "floats", "alpha", "sgr", "opacity", "flatten"]

    /// Parses `name` or `name(argument)`; `nil` for an unknown name, throws for a bad argument.
    static func parse(_ text: Substring, template: String, line: Int) throws(TemplateError) -> TemplateFilter {
        var name = text
        var argument: Substring?
        if let open = text.firstIndex(of: "("), text.last == ")" {
            name = text[..<open]
            argument = text[text.index(after: open)..<text.index(before: text.endIndex)]
        }
        let filterName = String(name.trimmingSpaces)
        func bad() -> TemplateError {
            TemplateError(template: template, line: line,
                          reason: .badFilterArgument(filter: filterName, argument: String(argument ?? "")))
        }
        let plain: TemplateFilter? = switch filterName {
        case "hex": .hex
        case "bare": .bare
        case "argb": .argb
        case "rgb": .rgb
        case "rgba": .rgba
        case "floats": .floats
        case "alpha": .alpha
        case "sgr": .sgr
        case "flatten": .flatten
        default: nil
        }
        if let plain {
            guard argument == nil else { throw bad() }
            return plain
        }
        guard filterName == "opacity" else {
            throw TemplateError(template: template, line: line, reason: .unknownFilter(
                filterName, suggestion: ClosestName.closest(to: filterName, among: names, lengthDivisor: 3)))
        }
        guard let argument, let value = Double(argument.trimmingSpaces), (0...1).contains(value) else { throw bad() }
        return .opacity(value)
    }

    /// The filter's name, for error messages.
    var name: String {
        switch self {
        case .hex: "hex"
        case .bare: "bare"
        case .argb: "argb"
        case .rgb: "rgb"
        case .rgba: "rgba"
        case .floats: "floats"
        case .alpha: "alpha"
        case .sgr: "sgr"
        case .opacity: "opacity"
        case .flatten: "flatten"
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
