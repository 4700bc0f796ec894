/// The part of TOML 1.0 that theme files use (Alacritty's `.toml` config, Omarchy's `colors.toml`),
/// read into one flat table of dotted keys: `[colors.primary]` then `background = '#1d1f21'` is
/// `colors.primary.background`. Read: comments, `[table]` and `[[array]]` headers (the n-th
/// array entry's keys are `name.n.key`), bare, quoted and dotted keys, basic and literal strings,
/// integers, floats, booleans, arrays of those (kept as their items, `key.0`, `key.1`…) and inline
/// tables. Multi-line strings and dates refuse the file: no theme file uses them.
public struct TOMLDocument: Sendable {
    /// Each key's value, strings without their quotes, numbers and booleans as written.
    public private(set) var values: [String: String] = [:]
    /// The keys in the order the file gives them.
    public private(set) var keys: [String] = []

    /// Why a text is not TOML this reader takes: the line and what is wrong there.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        /// The 1-based line.
        public let line: Int
        /// What is wrong, a few words.
        public let reason: String
        /// `line 3: …`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The document in `text`; throws ``SyntaxError`` at the first line it cannot read.
    public init(_ text: String) throws(SyntaxError) {
        var table: [String] = []
        var arrayCounts: [String: Int] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var scanner = Scanner(line: Array(rawLine.utf8), number: index + 1)
            scanner.skipSpaces()
            if scanner.atEnd || scanner.peek == UInt8(ascii: "#") { continue }
            if scanner.peek == UInt8(ascii: "[") {
                scanner.advance()
                let isArray = scanner.peek == UInt8(ascii: "[")
                if isArray { scanner.advance() }
                let name = try scanner.key()
                try scanner.expect("]")
                if isArray { try scanner.expect("]") }
                try scanner.expectEndOfLine()
                if isArray {
                    let joined = name.joined(separator: ".")
                    let count = arrayCounts[joined, default: 0]
                    arrayCounts[joined] = count + 1
                    table = name + [String(count)]
                } else {
                    table = name
                }
                continue
            }
            let key = try scanner.key()
            try scanner.expect("=")
            try add(table + key, try scanner.value(), at: scanner.number)
            try scanner.expectEndOfLine()
        }
    }

    private mutating func add(_ path: [String], _ value: Value, at line: Int) throws(SyntaxError) {
        switch value {
        case .scalar(let text):
            let key = path.joined(separator: ".")
            guard values[key] == nil else { throw SyntaxError(line: line, reason: "key '\(key)' is defined twice") }
            values[key] = text
            keys.append(key)
        case .list(let items):
            for (offset, item) in items.enumerated() { try add(path + [String(offset)], item, at: line) }
        case .table(let members):
            for (name, item) in members { try add(path + name, item, at: line) }
        }
    }

    fileprivate indirect enum Value {
        case scalar(String)
        case list([Value])
        case table([([String], Value)])
    }

    private struct Scanner {
        let line: [UInt8]
        let number: Int
        var position = 0

        init(line: [UInt8], number: Int) {
            self.line = line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : line
            self.number = number
        }

        var atEnd: Bool { position >= line.count }
        var peek: UInt8? { atEnd ? nil : line[position] }
        mutating func advance() { position += 1 }

        func error(_ reason: String) -> SyntaxError { SyntaxError(line: number, reason: reason) }

        mutating func skipSpaces() {
            while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { advance() }
        }

        mutating func expect(_ character: Unicode.Scalar) throws(SyntaxError) {
            skipSpaces()
            guard peek == UInt8(ascii: character) else { throw error("expected '\(character)'") }
            advance()
            skipSpaces()
        }

        mutating func expectEndOfLine() throws(SyntaxError) {
            skipSpaces()
            guard atEnd || peek == UInt8(ascii: "#") else { throw error("unexpected text after the value") }
        }

        /// A bare, quoted or dotted key.
        mutating func key() throws(SyntaxError) -> [String] {
            var parts: [String] = []
            repeat {
                skipSpaces()
                if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") {
                    parts.append(try string())
                } else {
                    let start = position
                    while let byte = peek, Self.isBare(byte) { advance() }
                    guard position > start else { throw error("expected a key") }
                    parts.append(String(decoding: line[start..<position], as: UTF8.self))
                }
                skipSpaces()
                guard peek == UInt8(ascii: ".") else { break }
                advance()
            } while true
            return parts
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }

        mutating func value() throws(SyntaxError) -> Value {
            skipSpaces()
            switch peek {
            case UInt8(ascii: "\"")?, UInt8(ascii: "'")?: return .scalar(try string())
            case UInt8(ascii: "[")?:
                advance()
                var items: [Value] = []
                while true {
                    skipSpaces()
                    if peek == UInt8(ascii: "]") { advance(); break }
                    items.append(try value())
                    skipSpaces()
                    if peek == UInt8(ascii: ",") { advance(); continue }
                    guard peek == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array (arrays over several lines are not read)") }
                }
                return .list(items)
            case UInt8(ascii: "{")?:
                advance()
                var members: [([String], Value)] = []
                skipSpaces()
                if peek == UInt8(ascii: "}") { advance(); return .table([]) }
                while true {
                    let key = try key()
                    try expect("=")
                    members.append((key, try value()))
                    skipSpaces()
                    if peek == UInt8(ascii: ",") { advance(); continue }
                    guard peek == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an inline table") }
                    advance()
                    return .table(members)
                }
            default:
                let start = position
                while let byte = peek, Self.isBare(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") { advance() }
                let word = String(decoding: line[start..<position], as: UTF8.self)
                let number = word.replacing("_", with: "")
                guard word == "true" || word == "false" || Int(number) != nil || Double(number) != nil
                        || (number.hasPrefix("0x") && Int(number.dropFirst(2), radix: 16) != nil) else {
                    throw error(word.isEmpty ? "expected a value" : "'\(word.prefix(32))' is not a string, number or boolean")
                }
                return .scalar(word)
            }
        }

        /// A basic (`"…"`, with escapes) or literal (`'…'`) string on one line.
        mutating func string() throws(SyntaxError) -> String {
            guard let quote = peek else { throw error("expected a string") }
            advance()
            if peek == quote, position + 1 < line.count, line[position + 1] == quote {
                throw error("multi-line strings are not read")
            }
            var bytes: [UInt8] = []
            while let byte = peek {
                advance()
                if byte == quote { return String(decoding: bytes, as: UTF8.self) }
                guard quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") else {
                    bytes.append(byte)
                    continue
                }
                guard let escaped = peek else { break }
                advance()
                switch escaped {
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(escaped)
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let count = escaped == UInt8(ascii: "u") ? 4 : 8
                    guard position + count <= line.count,
                          let code = UInt32(String(decoding: line[position..<position + count], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { throw error("a \\u escape is not a Unicode scalar") }
                    position += count
                    bytes += Array(String(Character(scalar)).utf8)
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'")
                }
            }
            throw error("a string is not closed on its line")
        }
    }
}
