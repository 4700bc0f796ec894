/// The part of matugen's `config.toml` that `setup --from matugen` reads: each `[templates.NAME]`
/// table's keys. A small reader of the TOML that matugen's configs use (comments, `[table]` and
/// `[[array]]` headers, bare, quoted and dotted keys, basic, literal and multi-line strings,
/// numbers, booleans, arrays over several lines and inline tables), in Swift rather than
/// through Python: the values kept are strings and arrays of strings, the others are skipped.
struct MatugenConfigFile {
    /// A value kept: text, or a list or table of them (other values are `.other`).
    indirect enum Value: Equatable {
        case text(String)
        case list([Value])
        case table([String: Value])
        case other
    }

    /// Why the file cannot be read: the line and what is wrong there.
    struct SyntaxError: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    /// Each template's name and keys, in file order.
    private(set) var templates: [(name: String, values: [String: Value])] = []

    init(_ text: String) throws(SyntaxError) {
        var scanner = Scanner(chars: Array(text))
        var table: [String] = []
        while true {
            scanner.skipBlank()
            guard let character = scanner.peek else { break }
            if character == "[" {
                scanner.index += 1
                let isArray = scanner.peek == "["
                if isArray { scanner.index += 1 }
                table = try scanner.key()
                try scanner.expect("]")
                if isArray { try scanner.expect("]") }
                if table.count == 2, table[0] == "templates", !isArray { templates.append((table[1], [:])) }
                continue
            }
            let key = try scanner.key()
            try scanner.expect("=")
            let value = try scanner.value()
            if table.count == 2, table[0] == "templates", let last = templates.indices.last, templates[last].name == table[1] {
                templates[last].values[key.joined(separator: ".")] = value
            } else if table == ["templates"], key.count >= 2 {
                // `[templates]` then `name.input_path = …`.
                let name = key[0]
                if !templates.contains(where: { $0.name == name }) { templates.append((name, [:])) }
                if let index = templates.firstIndex(where: { $0.name == name }) {
                    templates[index].values[key.dropFirst().joined(separator: ".")] = value
                }
            }
        }
    }

    private struct Scanner {
        let chars: [Character]
        var index = 0

        var peek: Character? { index < chars.count ? chars[index] : nil }
        var line: Int { chars[..<min(index, chars.count)].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }

        func error(_ reason: String) -> SyntaxError { SyntaxError(line: line, reason: reason) }

        /// Skips spaces, tabs, line ends and comments.
        mutating func skipBlank() {
            while let character = peek {
                if character == "#" {
                    while let next = peek, next != "\n" { _ = next; index += 1 }
                } else if character.isWhitespace {
                    index += 1
                } else {
                    return
                }
            }
        }

        mutating func skipSpaces() {
            while let character = peek, character == " " || character == "\t" { index += 1 }
        }

        mutating func expect(_ character: Character) throws(SyntaxError) {
            skipSpaces()
            guard peek == character else { throw error("expected '\(character)'") }
            index += 1
        }

        mutating func key() throws(SyntaxError) -> [String] {
            var parts: [String] = []
            repeat {
                skipSpaces()
                if peek == "\"" || peek == "'" {
                    parts.append(try string())
                } else {
                    let start = index
                    while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" { index += 1 }
                    guard index > start else { throw error("expected a key") }
                    parts.append(String(chars[start..<index]))
                }
                skipSpaces()
            } while consume(".")
            return parts
        }

        mutating func consume(_ character: Character) -> Bool {
            guard peek == character else { return false }
            index += 1
            return true
        }

        mutating func value() throws(SyntaxError) -> Value {
            skipSpaces()
            switch peek {
            case "\"", "'":
                return .text(try string())
            case "[":
                index += 1
                var items: [Value] = []
                while true {
                    skipBlank()
                    if consume("]") { return .list(items) }
                    items.append(try value())
                    skipBlank()
                    if consume("]") { return .list(items) }
                    guard consume(",") else { throw error("expected ',' or ']' in an array") }
                }
            case "{":
                index += 1
                var entries: [String: Value] = [:]
                skipSpaces()
                if consume("}") { return .table(entries) }
                repeat {
                    let key = try self.key()
                    try expect("=")
                    entries[key.joined(separator: ".")] = try value()
                    skipSpaces()
                } while consume(",")
                try expect("}")
                return .table(entries)
            case nil:
                throw error("a key has no value")
            default:
                let start = index
                while let character = peek, !",]}#\n".contains(character) { index += 1 }
                guard !chars[start..<index].allSatisfy(\.isWhitespace) else { throw error("a key has no value") }
                return .other
            }
        }

        /// A basic, literal or multi-line string, its escapes read.
        mutating func string() throws(SyntaxError) -> String {
            guard let quote = peek else { throw error("expected a string") }
            let multiLine = index + 2 < chars.count && chars[index + 1] == quote && chars[index + 2] == quote
            index += multiLine ? 3 : 1
            if multiLine, peek == "\n" { index += 1 }
            var text = ""
            while true {
                guard let character = peek else { throw error("a string is never closed") }
                if character == quote {
                    if !multiLine { index += 1; return text }
                    if index + 2 < chars.count, chars[index + 1] == quote, chars[index + 2] == quote { index += 3; return text }
                }
                if character == "\n", !multiLine { throw error("a string is never closed on its line") }
                index += 1
                guard character == "\\", quote == "\"" else { text.append(character); continue }
                guard let escaped = peek else { throw error("a string is never closed") }
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "\"", "\\": text.append(escaped)
                case "u", "U":
                    let count = escaped == "u" ? 4 : 8
                    guard index + count <= chars.count, let scalar = UInt32(String(chars[index..<index + count]), radix: 16),
                          let unicode = Unicode.Scalar(scalar) else { throw error("a bad \\\(escaped) escape") }
                    text.unicodeScalars.append(unicode)
                    index += count
                case "\n" where multiLine:
                    while let next = peek, next.isWhitespace { _ = next; index += 1 }
                default: throw error("an unknown escape '\\\(escaped)'")
                }
            }
        }
    }
}
