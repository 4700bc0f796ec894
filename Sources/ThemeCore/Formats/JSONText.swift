/// Small pieces of JSON text, written by hand so ThemeCore needs no Foundation.
public enum JSONText {
    /// `text` as a quoted JSON string, escaped per RFC 8259.
    public static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + hexadecimal(scalar.value, digits: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON number: integers without a fraction (`16`), others in Swift's shortest
    /// round-trip form (`0.5`); NaN and infinities, which JSON cannot hold, as `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
