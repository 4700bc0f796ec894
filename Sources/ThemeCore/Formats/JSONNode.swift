/// A JSON value with ordered object members, printed with two-space indentation;
/// ``JSONReader`` reads numbers as `number`.
indirect enum JSONNode: Sendable {
    case object([(String, JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case integer(Int64)
    case bool(Bool)
    case null

    /// The value as indented JSON text (no trailing newline).
    func printed(indent: String = "") -> String {
        switch self {
        case .string(let text): return JSONText.string(text)
        case .number(let value): return JSONText.number(value)
        case .integer(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.printed() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.printed(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + JSONText.string($0.0) + ": " + $0.1.printed(indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .integer, .bool, .null: true
        }
    }
}
