/// The part of RON (Rusty Object Notation) a COSMIC theme export uses, read into one flat table
/// of dotted keys, as ``TOMLDocument`` reads TOML: `(palette: Dark((bright_red: "#FFA09AFF")))`
/// gives `palette.bright_red` = `#FFA09AFF` and the variant `Dark` at `palette`. Read: structs
/// `(name: value, …)`, tuples `(a, b)` (items `key.0`, `key.1`…), lists `[…]` likewise, enum
/// variants `Name(…)` (the variant kept in ``variants``, the content at the same path), `Some(x)`
/// as `x`, `None` as no key, unit variants and booleans as their word, numbers, strings with
/// escapes, `//` and `/* */` comments. Maps `{…}` and raw strings refuse the text: no theme uses them.
public struct RONDocument: Sendable {
    /// Each scalar's text by dotted key, strings without their quotes.
    public private(set) var values: [String: String] = [:]
    /// The enum variant named at a key (`palette` → `Dark`).
    public private(set) var variants: [String: String] = [:]

    /// Why a text is not RON this reader takes: the byte offset and what is wrong there.
    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        /// The line, 1-based.
        public let line: Int
        /// What is wrong, a few words.
        public let reason: String
        /// `line 3: …`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The deepest nesting read; a theme export has four levels.
    static let maximumDepth = 32

    /// The document in `text`; throws ``SyntaxError`` at the first thing it cannot read.
    public init(_ text: String) throws(SyntaxError) {
        var scanner = Scanner(bytes: Array(text.utf8))
        try value(at: "", scanner: &scanner, depth: 0)
        scanner.skipBlank()
        guard scanner.atEnd else { throw scanner.error("unexpected text after the value") }
    }

    private mutating func store(_ key: String, _ text: String, scanner: Scanner) throws(SyntaxError) {
        guard values[key] == nil else { throw scanner.error("key '\(key)' is given twice") }
        values[key] = text
    }

    private static func joined(_ path: String, _ name: String) -> String { path.isEmpty ? name : path + "." + name }

    private mutating func value(at path: String, scanner: inout Scanner, depth: Int) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw scanner.error("nested deeper than \(Self.maximumDepth) levels") }
        scanner.skipBlank()
        switch scanner.peek {
        case UInt8(ascii: "\"")?: try store(path, try scanner.string(), scanner: scanner)
        case UInt8(ascii: "(")?: try group(at: path, scanner: &scanner, depth: depth)
        case UInt8(ascii: "[")?:
            scanner.advance()
            var index = 0
            while true {
                scanner.skipBlank()
                if scanner.peek == UInt8(ascii: "]") { scanner.advance(); return }
                try value(at: Self.joined(path, String(index)), scanner: &scanner, depth: depth + 1)
                index += 1
                scanner.skipBlank()
                if scanner.peek == UInt8(ascii: ",") { scanner.advance(); continue }
                guard scanner.peek == UInt8(ascii: "]") else { throw scanner.error("expected ',' or ']' in a list") }
            }
        case let byte? where Scanner.isIdentifierStart(byte):
            let word = scanner.identifier()
            scanner.skipBlank()
            if word == "None" { return }
            guard scanner.peek == UInt8(ascii: "(") else {
                try store(path, word, scanner: scanner)
                return
            }
            if word != "Some" { variants[path] = word }
            scanner.advance()
            scanner.skipBlank()
            if scanner.peek == UInt8(ascii: ")") { scanner.advance(); return }
            // A newtype variant holds one value; a tuple variant's items are `path.0`, `path.1`…
            try value(at: path, scanner: &scanner, depth: depth + 1)
            scanner.skipBlank()
            if scanner.peek == UInt8(ascii: ",") { scanner.advance(); scanner.skipBlank() }
            guard scanner.peek == UInt8(ascii: ")") else { throw scanner.error("expected ')' after '\(word)(…'") }
            scanner.advance()
        case let byte? where byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            try store(path, try scanner.number(), scanner: scanner)
        case UInt8(ascii: "{")?: throw scanner.error("maps are not read")
        default: throw scanner.error("expected a value")
        }
    }

    /// `(name: value, …)` or `(value, …)`.
    private mutating func group(at path: String, scanner: inout Scanner, depth: Int) throws(SyntaxError) {
        scanner.advance()
        var index = 0
        while true {
            scanner.skipBlank()
            if scanner.peek == UInt8(ascii: ")") { scanner.advance(); return }
            let mark = scanner.position
            var key = String(index)
            if let byte = scanner.peek, Scanner.isIdentifierStart(byte) {
                let word = scanner.identifier()
                scanner.skipBlank()
                if scanner.peek == UInt8(ascii: ":") {
                    scanner.advance()
                    key = word
                } else {
                    scanner.position = mark
                }
            }
            try value(at: Self.joined(path, key), scanner: &scanner, depth: depth + 1)
            index += 1
            scanner.skipBlank()
            if scanner.peek == UInt8(ascii: ",") { scanner.advance(); continue }
            guard scanner.peek == UInt8(ascii: ")") else { throw scanner.error("expected ',' or ')'") }
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[position] }
        mutating func advance() { position += 1 }

        func error(_ reason: String) -> SyntaxError {
            SyntaxError(line: bytes[..<min(position, bytes.count)].count { $0 == 0x0A } + 1, reason: reason)
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_")
        }

        /// Spaces, line breaks and comments.
        mutating func skipBlank() {
            while let byte = peek {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    advance()
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while let next = peek, next != 0x0A { advance() }
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        advance()
                    }
                    position = min(position + 2, bytes.count)
                } else {
                    return
                }
            }
        }

        mutating func identifier() -> String {
            let start = position
            while let byte = peek, Self.isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance() }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func number() throws(SyntaxError) -> String {
            let start = position
            while let byte = peek, Self.isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { advance() }
            let word = String(decoding: bytes[start..<position], as: UTF8.self).replacing("_", with: "")
            guard Double(word) != nil else { throw error("'\(word.prefix(32))' is not a number") }
            return word
        }

        /// A `"…"` string with RON's escapes.
        mutating func string() throws(SyntaxError) -> String {
            advance()
            var result: [UInt8] = []
            while let byte = peek {
                advance()
                if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    result.append(byte)
                    continue
                }
                guard let escaped = peek else { break }
                advance()
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "0"): result.append(0)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): result.append(escaped)
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
                }
            }
            throw error("a string is not closed")
        }
    }
}
