/// A value in a matugen template: what a keyword resolves to, a literal, or a filter's result.
/// Maps keep their keys in order, as matugen's `IndexMap` does, so `<* for *>` loops run in
/// matugen's order.
indirect enum MatugenValue: Sendable, Equatable {
    case text(String)
    case int(Int)
    case float(Double)
    case bool(Bool)
    case color(MatugenColor)
    case map([(String, MatugenValue)])
    case array([MatugenValue])

    static func == (lhs: MatugenValue, rhs: MatugenValue) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.float(let a), .float(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.color(let a), .color(let b)): a == b
        case (.map(let a), .map(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.array(let a), .array(let b)): a == b
        default: false
        }
    }

    /// The entry of a map under `key`.
    subscript(key: String) -> MatugenValue? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// A color map as matugen's context holds one: `{ "color": … }`.
    static func colorEntry(_ color: MatugenColor) -> MatugenValue { .map([("color", .color(color))]) }

    /// The color of a `{ "color": … }` map.
    var colorOfEntry: MatugenColor? {
        if case .color(let color)? = self["color"] { return color }
        return nil
    }

    /// The value as a number, for arithmetic and number arguments.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .float(let value): value
        default: nil
        }
    }

    /// The value as matugen prints it; nil for a map, an array or a color (which matugen prints
    /// as a debug dump: here an error).
    var printed: String? {
        switch self {
        case .text(let text): text
        case .int(let value): String(value)
        case .float(let value): Self.matugenFloat(value)
        case .bool(let value): value ? "true" : "false"
        case .color, .map, .array: nil
        }
    }

    /// The kind of value, for error messages.
    var kind: String {
        switch self {
        case .text: "text"
        case .int, .float: "a number"
        case .bool: "true or false"
        case .color: "a color"
        case .map: "a group of values"
        case .array: "a list"
        }
    }

    /// matugen's `format_float`: integral values without a fraction, others to 2 places
    /// without trailing zeros.
    static func matugenFloat(_ value: Double) -> String {
        if value == value.rounded(.towardZero), abs(value) < 1e18 { return String(Int(value)) }
        return trimmedFixed(value, places: 2)
    }

    /// Rust's `{}` of an f64 (shortest form; integral values without `.0`).
    static func rustFloat(_ value: Double) -> String {
        if value == value.rounded(.towardZero), abs(value) < 1e18 { return String(Int(value)) }
        return "\(value)"
    }

    /// `value` to `places` decimals (ties to even, as Rust formats), trailing zeros and point dropped.
    static func trimmedFixed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        var digits = String(Int(scaled))
        if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
        var fraction = String(digits.suffix(places))
        let whole = String(digits.dropLast(places))
        while fraction.last == "0" { fraction.removeLast() }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
