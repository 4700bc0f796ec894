/// A strict JSON reader (RFC 8259) for small files, so ThemeCore needs no Foundation: no
/// comments, trailing commas, duplicate object keys, unescaped control characters or lone
/// surrogates, and at most ``maximumDepth`` nested arrays and objects. The caller checks size
/// and UTF-8 first.
enum JSONReader {
    /// The deepest nesting accepted.
    static let maximumDepth = 32

    /// The one JSON value `text` holds.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        func error(_ message: String) -> JSONSyntaxError {
            JSONSyntaxError(offset: position, message: message)
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard let byte = current else { throw error("expected a value, found the end") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a value")
            }
        }

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            for expected in word.utf8 {
                guard current == expected else { throw error("expected '\(word)'") }
                position += 1
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard depth <= JSONReader.maximumDepth else { throw error("nested deeper than \(JSONReader.maximumDepth) levels") }
            position += 1
            var members: [(String, JSONNode)] = []
            var keys: Set<String> = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a quoted object key") }
                let keyStart = position
                let key = try string()
                guard keys.insert(key).inserted else {
                    throw JSONSyntaxError(offset: keyStart, message: "duplicate object key \(JSONText.string(key))")
                }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
                position += 1
                skipWhitespace()
                members.append((key, try value(depth: depth)))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"): position += 1; return .object(members)
                default: throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard depth <= JSONReader.maximumDepth else { throw error("nested deeper than \(JSONReader.maximumDepth) levels") }
            position += 1
            var items: [JSONNode] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"): position += 1; return .array(items)
                default: throw error("expected ',' or ']' in an array")
                }
            }
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            position += 1
            var result: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string") }
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return String(decoding: result, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    position += 1
                    try escape(into: &result)
                case 0..<0x20:
                    throw error("control character in a string; expected it escaped")
                default:
                    result.append(byte)
                    position += 1
                }
            }
        }

        mutating func escape(into result: inout [UInt8]) throws(JSONSyntaxError) {
            guard let byte = current else { throw error("unterminated escape") }
            position += 1
            let simple: UInt8? = switch byte {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
            if let simple { result.append(simple); return }
            guard byte == UInt8(ascii: "u") else { throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'") }
            var scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
                else { throw error("lone surrogate in \\u escape") }
                position += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("lone surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            result += Array(String(Character(unicode)).utf8)
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw error("expected four hex digits after \\u")
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, converted by the standard library.
        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = position
            func digits(_ reader: inout Reader) -> Int {
                let from = reader.position
                while let byte = reader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    reader.position += 1
                }
                return reader.position - from
            }
            if current == UInt8(ascii: "-") { position += 1 }
            if current == UInt8(ascii: "0") {
                position += 1
            } else if digits(&self) == 0 {
                throw error("expected a digit")
            }
            if current == UInt8(ascii: ".") {
                position += 1
                guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
                throw JSONSyntaxError(offset: start, message: "number out of range")
            }
            return value
        }
    }
}
