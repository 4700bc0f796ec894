/// Apple's XML property list (the `.itermcolors` format): `<plist>` holding one value of
/// `<dict>` (`<key>` then value), `<array>`, `<string>`, `<real>`, `<integer>`, `<true/>`,
/// `<false/>`, `<data>`, `<date>`, with the XML declaration, doctype, comments and the five
/// entities plus character references. Anything else (a binary plist, other XML) is refused
/// with the first thing wrong.
enum PropertyListXML {
    indirect enum Value {
        case dictionary([(String, Value)])
        case array([Value])
        case string(String)
        case real(Double)
        case integer(Int64)
        case bool(Bool)

        /// A number, real or integer.
        var number: Double? {
            switch self {
            case .real(let value): value
            case .integer(let value): Double(value)
            default: nil
            }
        }
    }

    /// Why a text is not an XML property list, in a few words.
    struct SyntaxError: Error {
        let reason: String
    }

    /// The value in `text`.
    static func parse(_ text: String) throws(SyntaxError) -> Value {
        var reader = Reader(bytes: Array(text.utf8))
        if text.hasPrefix("bplist") { throw SyntaxError(reason: "it is a binary property list; expected XML (plutil -convert xml1 converts it)") }
        reader.skipProlog()
        guard let root = try reader.tag(), root.name == "plist", !root.isClosing else {
            throw SyntaxError(reason: "it has no <plist> element")
        }
        let value = try reader.value(depth: 0)
        guard let end = try reader.tag(), end.name == "plist", end.isClosing else {
            throw SyntaxError(reason: "<plist> holds more than one value")
        }
        reader.skipMisc()
        guard reader.atEnd else { throw SyntaxError(reason: "text follows </plist>") }
        return value
    }

    private struct Tag {
        let name: String
        let isClosing: Bool
        let isEmpty: Bool
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        static let maximumDepth = 16

        var atEnd: Bool { position >= bytes.count }

        func starts(with prefix: String) -> Bool {
            let utf8 = Array(prefix.utf8)
            return bytes.count - position >= utf8.count && Array(bytes[position..<position + utf8.count]) == utf8
        }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func skip(past terminator: String) {
            let utf8 = Array(terminator.utf8)
            while position < bytes.count, !starts(with: terminator) { position += 1 }
            position = min(bytes.count, position + utf8.count)
        }

        /// Whitespace, comments, processing instructions and the doctype.
        mutating func skipMisc() {
            while true {
                skipWhitespace()
                if starts(with: "<!--") { skip(past: "-->") } else if starts(with: "<?") { skip(past: "?>") } else if starts(with: "<!DOCTYPE") {
                    skip(past: ">")
                } else {
                    return
                }
            }
        }

        mutating func skipProlog() {
            if starts(with: "\u{FEFF}") { position += 3 }
            skipMisc()
        }

        /// The next tag, after whitespace and comments; nil at the end.
        mutating func tag() throws(SyntaxError) -> Tag? {
            skipMisc()
            guard !atEnd else { return nil }
            guard bytes[position] == UInt8(ascii: "<") else { throw SyntaxError(reason: "text stands where an element was expected") }
            position += 1
            let isClosing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
            if isClosing { position += 1 }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
            guard position < bytes.count else { throw SyntaxError(reason: "a tag is not closed") }
            var inner = bytes[start..<position]
            position += 1
            let isEmpty = inner.last == UInt8(ascii: "/")
            if isEmpty { inner = inner.dropLast() }
            let name = inner.prefix { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return Tag(name: String(decoding: name, as: UTF8.self), isClosing: isClosing, isEmpty: isEmpty)
        }

        /// The character data up to `</name>`, entities decoded.
        mutating func text(closing name: String) throws(SyntaxError) -> String {
            var result: [UInt8] = []
            while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
                if bytes[position] == UInt8(ascii: "&") {
                    guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ";")), end - position <= 10 else {
                        throw SyntaxError(reason: "an '&' starts no entity")
                    }
                    let entity = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
                    let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
                    if let text = named[entity] {
                        result += Array(text.utf8)
                    } else if entity.hasPrefix("#"), let code = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst()),
                              let scalar = Unicode.Scalar(code) {
                        result += Array(String(Character(scalar)).utf8)
                    } else {
                        throw SyntaxError(reason: "unknown entity '&\(entity.prefix(10));'")
                    }
                    position = end + 1
                } else {
                    result.append(bytes[position])
                    position += 1
                }
            }
            guard let end = try tag(), end.isClosing, end.name == name else { throw SyntaxError(reason: "<\(name)> is not closed") }
            return String(decoding: result, as: UTF8.self)
        }

        mutating func value(depth: Int) throws(SyntaxError) -> Value {
            guard depth < Self.maximumDepth else { throw SyntaxError(reason: "values are nested more than \(Self.maximumDepth) deep") }
            guard let tag = try tag(), !tag.isClosing else { throw SyntaxError(reason: "a value is missing") }
            switch tag.name {
            case "true", "false":
                if !tag.isEmpty { _ = try text(closing: tag.name) }
                return .bool(tag.name == "true")
            case "dict":
                var members: [(String, Value)] = []
                if tag.isEmpty { return .dictionary(members) }
                while true {
                    guard let next = try self.tag() else { throw SyntaxError(reason: "<dict> is not closed") }
                    if next.isClosing, next.name == "dict" { return .dictionary(members) }
                    guard next.name == "key", !next.isClosing else { throw SyntaxError(reason: "<\(next.name.prefix(20))> stands where a <key> was expected in a <dict>") }
                    let key = next.isEmpty ? "" : try text(closing: "key")
                    members.append((key, try value(depth: depth + 1)))
                }
            case "array":
                var items: [Value] = []
                if tag.isEmpty { return .array(items) }
                while true {
                    skipMisc()
                    if starts(with: "</array>") {
                        position += "</array>".utf8.count
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                }
            case "string", "data", "date":
                return .string(tag.isEmpty ? "" : try text(closing: tag.name))
            case "real", "integer":
                let text = tag.isEmpty ? "" : try text(closing: tag.name).trimmed
                if tag.name == "integer", let value = Int64(text) { return .integer(value) }
                guard let value = Double(text), value.isFinite else {
                    throw SyntaxError(reason: "<\(tag.name)>\(text.prefix(20))</\(tag.name)> is not a number")
                }
                return .real(value)
            default:
                throw SyntaxError(reason: "<\(tag.name.prefix(20))> is not a property list element")
            }
        }
    }
}
