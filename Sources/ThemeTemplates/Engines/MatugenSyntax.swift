/// A parsed matugen 4 template (its `src/parser/engine/parser.rs`): text, `{{ expression }}`,
/// `<* for … in … *>…<* endfor *>`, `<* if [not] {{ … }} *>…[<* else *>…]<* endif *>` and
/// `<* include "name" *>`; `\{{`, `\}}`, `\<*`, `\*>` and `\\` write the text after the backslash.
indirect enum MatugenNode: Sendable {
    case text(String)
    case expression(MatugenExpression, line: Int)
    case loop(variables: [String], over: MatugenIterable, body: [MatugenNode], line: Int)
    case conditional(MatugenExpression, negated: Bool, then: [MatugenNode], otherwise: [MatugenNode]?, line: Int)
    case include(String, line: Int)
}

/// What a `<* for *>` walks: a keyword's map, list or color, or a range of integers.
enum MatugenIterable: Sendable {
    case path([String])
    case range(Int, Int)
}

/// An expression inside `{{ }}` or a filter argument.
indirect enum MatugenExpression: Sendable {
    /// `colors.primary.default.hex`: the words between the dots.
    case path([String])
    case literal(MatugenValue)
    /// `a + b`, `a - b`, `a * b`, `a / b`.
    case arithmetic(MatugenExpression, Character, MatugenExpression)
    /// `value | filter: arguments | …`.
    case filtered(MatugenExpression, [MatugenFilterCall])
}

/// One `| name: argument, …` of a filter chain.
struct MatugenFilterCall: Sendable {
    let name: String
    let arguments: [MatugenExpression]
    let line: Int
}

/// Reads matugen template text into nodes; throws the first syntax error with its line.
struct MatugenParser {
    private let chars: [Character]
    private let name: String
    /// The index of each line's first character, for error lines.
    private let lineStarts: [Int]
    private var index = 0

    static func parse(_ source: String, name: String) throws(EngineTemplateError) -> [MatugenNode] {
        var parser = MatugenParser(chars: Array(source), name: name)
        let (nodes, stop) = try parser.nodes(until: [])
        if let stop { throw parser.error("'<* \(stop) *>' closes nothing") }
        return nodes
    }

    private init(chars: [Character], name: String) {
        self.chars = chars
        self.name = name
        lineStarts = [0] + chars.indices.filter { chars[$0].isNewline }.map { $0 + 1 }
    }

    /// The 1-based line of the current position.
    private var line: Int {
        var (low, high) = (0, lineStarts.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle }
        }
        return low + 1
    }

    private func error(_ reason: String) -> EngineTemplateError {
        EngineTemplateError(template: name, line: line, reason: reason)
    }

    private func looking(at text: String) -> Bool {
        var position = index
        for character in text {
            guard position < chars.count, chars[position] == character else { return false }
            position += 1
        }
        return true
    }

    private mutating func skipSpaces() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }

    private mutating func expect(_ text: String, _ what: String) throws(EngineTemplateError) {
        skipSpaces()
        guard looking(at: text) else { throw error("expected \(what)") }
        index += text.count
    }

    /// Nodes up to the end, or up to a `<* word *>` whose word is in `stops` (consumed, returned).
    private mutating func nodes(until stops: Set<String>) throws(EngineTemplateError) -> ([MatugenNode], String?) {
        var nodes: [MatugenNode] = []
        var text = ""
        func flush() {
            if !text.isEmpty { nodes.append(.text(text)); text = "" }
        }
        while index < chars.count {
            if chars[index] == "\\", let escaped = ["{{", "}}", "<*", "*>", "\\"].first(where: { looking(at: "\\" + $0) }) {
                text += escaped
                index += 1 + escaped.count
            } else if looking(at: "{{") {
                flush()
                let tagLine = line
                index += 2
                let expression = try fullExpression()
                try expect("}}", "'}}' to close '{{'")
                nodes.append(.expression(expression, line: tagLine))
            } else if looking(at: "<*") {
                flush()
                let tagLine = line
                index += 2
                skipSpaces()
                let word = identifier() ?? ""
                switch word {
                case "for":
                    nodes.append(try loop(line: tagLine))
                case "if":
                    nodes.append(try conditional(line: tagLine))
                case "include":
                    skipSpaces()
                    let included = looking(at: "\"") ? try quoted() : identifier() ?? ""
                    try expect("*>", "'*>' after the include")
                    nodes.append(.include(included, line: tagLine))
                case "else", "endif", "endfor":
                    guard stops.contains(word) else { throw error("'<* \(word) *>' closes nothing") }
                    try expect("*>", "'*>' after '\(word)'")
                    return (nodes, word)
                default:
                    throw error("unknown block '<* \(word)' (blocks: for, if, else, endif, endfor, include)")
                }
            } else {
                text.append(chars[index])
                index += 1
            }
        }
        flush()
        guard stops.isEmpty else { throw error("a block is never closed with '<* \(stops.sorted().last ?? "") *>'") }
        return (nodes, nil)
    }

    private mutating func loop(line tagLine: Int) throws(EngineTemplateError) -> MatugenNode {
        var variables: [String] = []
        repeat {
            skipSpaces()
            guard let variable = identifier() else { throw error("expected a loop variable after 'for'") }
            variables.append(variable)
            skipSpaces()
        } while consume(",")
        skipSpaces()
        guard identifier() == "in" else { throw error("expected 'in' after the loop variables") }
        skipSpaces()
        let iterable: MatugenIterable
        if let start = integer() {
            guard looking(at: ".."), consume("."), consume("."), let end = integer() else { throw error("expected a range such as 0..3") }
            iterable = .range(start, end)
        } else {
            iterable = .path(try path())
        }
        try expect("*>", "'*>' to close '<* for'")
        let (body, _) = try nodes(until: ["endfor"])
        return .loop(variables: variables, over: iterable, body: body, line: tagLine)
    }

    private mutating func conditional(line tagLine: Int) throws(EngineTemplateError) -> MatugenNode {
        skipSpaces()
        let save = index
        var negated = false
        if identifier() == "not" { negated = true } else { index = save }
        try expect("{{", "'{{' with the condition after 'if'")
        let condition = try fullExpression()
        try expect("}}", "'}}' to close the condition")
        try expect("*>", "'*>' to close '<* if'")
        let (then, stop) = try nodes(until: ["else", "endif"])
        var otherwise: [MatugenNode]?
        if stop == "else" { otherwise = try nodes(until: ["endif"]).0 }
        return .conditional(condition, negated: negated, then: then, otherwise: otherwise, line: tagLine)
    }

    private mutating func consume(_ character: Character) -> Bool {
        guard index < chars.count, chars[index] == character else { return false }
        index += 1
        return true
    }

    private mutating func identifier() -> String? {
        guard index < chars.count, chars[index] == "_" || (chars[index].isASCII && chars[index].isLetter) else { return nil }
        let start = index
        while index < chars.count, chars[index] == "_" || (chars[index].isASCII && (chars[index].isLetter || chars[index].isNumber)) { index += 1 }
        return String(chars[start..<index])
    }

    private mutating func integer() -> Int? {
        let start = index
        if index < chars.count, chars[index] == "-" || chars[index] == "+" { index += 1 }
        let digits = index
        while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        guard index > digits, let value = Int(String(chars[start..<index])) else { index = start; return nil }
        return value
    }

    /// A number literal: an integer, or a float with a fraction.
    private mutating func number() -> MatugenValue? {
        let start = index
        guard let whole = integer() else { return nil }
        if index + 1 < chars.count, chars[index] == ".", chars[index + 1].isASCII, chars[index + 1].isNumber {
            index += 1
            while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
            guard let value = Double(String(chars[start..<index])) else { index = start; return nil }
            return .float(value)
        }
        return .int(whole)
    }

    private mutating func quoted() throws(EngineTemplateError) -> String {
        index += 1
        var text = ""
        while index < chars.count, chars[index] != "\"" {
            if chars[index] == "\\", index + 1 < chars.count, chars[index + 1] == "\"" || chars[index + 1] == "\\" { index += 1 }
            text.append(chars[index])
            index += 1
        }
        guard index < chars.count else { throw error("a quoted text is never closed") }
        index += 1
        return text
    }

    /// Words separated by dots (spaces around a dot allowed, as matugen's parser allows).
    private mutating func path() throws(EngineTemplateError) -> [String] {
        var words: [String] = []
        repeat {
            skipSpaces()
            guard let word = identifier() else { throw error("expected a name after '.'") }
            words.append(word)
            let save = index
            skipSpaces()
            if !(index < chars.count && chars[index] == "." && !looking(at: "..")) { index = save; break }
            index += 1
        } while true
        return words
    }

    /// `operand [op operand] (| filter)*`.
    private mutating func fullExpression() throws(EngineTemplateError) -> MatugenExpression {
        skipSpaces()
        var expression = try arithmetic(argument: false)
        var filters: [MatugenFilterCall] = []
        while true {
            skipSpaces()
            guard consume("|") else { break }
            skipSpaces()
            let filterLine = line
            guard let filterName = identifier() else { throw error("expected a filter's name after '|'") }
            var arguments: [MatugenExpression] = []
            skipSpaces()
            if consume(":") {
                repeat {
                    skipSpaces()
                    arguments.append(try arithmetic(argument: true))
                    skipSpaces()
                } while consume(",")
            }
            filters.append(MatugenFilterCall(name: filterName, arguments: arguments, line: filterLine))
        }
        if !filters.isEmpty { expression = .filtered(expression, filters) }
        return expression
    }

    private mutating func arithmetic(argument: Bool) throws(EngineTemplateError) -> MatugenExpression {
        let left = try operand(argument: argument)
        let save = index
        skipSpaces()
        if index < chars.count, "+-*/".contains(chars[index]), !looking(at: "*>") {
            let operation = chars[index]
            index += 1
            skipSpaces()
            return .arithmetic(left, operation, try operand(argument: argument))
        }
        index = save
        return left
    }

    /// A nested `{{ … }}`, a number, a quoted text, or a keyword path; in a filter argument a bare
    /// word is text (`saturate: 20.0, hsl`), as matugen reads it.
    private mutating func operand(argument: Bool) throws(EngineTemplateError) -> MatugenExpression {
        skipSpaces()
        if looking(at: "{{") {
            index += 2
            let inner = try fullExpression()
            try expect("}}", "'}}' to close '{{'")
            return inner
        }
        if looking(at: "<*") { throw error("a block cannot stand in an expression here") }
        if looking(at: "\"") { return .literal(.text(try quoted())) }
        if let value = number() { return .literal(value) }
        if argument {
            guard let word = identifier() else { throw error("expected a filter argument") }
            return .literal(.text(word))
        }
        return .path(try path())
    }
}
