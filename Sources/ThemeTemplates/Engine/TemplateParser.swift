import ThemeCore

/// Turns template text into nodes. Tags are `{{ key | filter }}`, `{{#light}}`, `{{#dark}}`,
/// `{{#with light}}`, `{{#with dark}}`, their `{{/…}}` and `{{! comments }}`. A section or comment
/// tag alone on its line (spaces aside) takes the whole line with it, as in Mustache. Lines end
/// with LF or CRLF (one `Character` in Swift).
struct TemplateParser {
    private struct OpenSection {
        let opener: String
        let closer: String
        let line: Int
        let make: ([TemplateNode]) -> TemplateNode
        var nodes: [TemplateNode] = []
    }

    private let name: String
    private let chars: [Character]
    private var stack: [OpenSection]
    private var text: [Character] = []
    private var line = 1

    /// The nodes of `source`, or the first syntax error in it.
    static func parse(_ source: String, name: String) throws(TemplateError) -> [TemplateNode] {
        var parser = TemplateParser(name: name, chars: Array(source))
        return try parser.run()
    }

    private init(name: String, chars: [Character]) {
        self.name = name
        self.chars = chars
        stack = [OpenSection(opener: "", closer: "", line: 0, make: { _ in .text("") })]
    }

    private mutating func run() throws(TemplateError) -> [TemplateNode] {
        var index = 0
        var lineStart = 0
        var tagOnLine = false
        while index < chars.count {
            guard chars[index] == "{", index + 1 < chars.count, chars[index + 1] == "{" else {
                if chars[index].isNewline { line += 1; lineStart = index + 1; tagOnLine = false }
                text.append(chars[index])
                index += 1
                continue
            }
            guard let close = closingBraces(from: index + 2) else { throw error(.unterminatedTag) }
            let content = String(chars[(index + 2)..<close])[...].trimmingSpaces
            let tagLine = line
            line += content.filter(\.isNewline).count
            var next = close + 2
            let isStructural = content.first.map { "#/!".contains($0) } ?? false
            if isStructural, !tagOnLine, chars[lineStart..<index].allSatisfy({ $0 == " " || $0 == "\t" }) {
                let endOfLine = chars[next...].firstIndex(where: \.isNewline) ?? chars.count
                if chars[next..<endOfLine].allSatisfy({ $0 == " " || $0 == "\t" }) {
                    text.removeLast(index - lineStart)
                    next = min(endOfLine + 1, chars.count)
                    if endOfLine < chars.count { line += 1 }
                    lineStart = next
                    tagOnLine = false
                } else {
                    tagOnLine = true
                }
            } else {
                tagOnLine = true
            }
            flushText()
            try handleTag(content, line: tagLine)
            index = next
        }
        flushText()
        if stack.count > 1, let open = stack.last {
            throw TemplateError(template: name, line: open.line, reason: .unclosedSection(open.opener))
        }
        return stack[0].nodes
    }

    private func closingBraces(from start: Int) -> Int? {
        var index = start
        while index + 1 < chars.count {
            if chars[index] == "}", chars[index + 1] == "}" { return index }
            index += 1
        }
        return nil
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        stack[stack.count - 1].nodes.append(.text(String(text)))
        text.removeAll()
    }

    private mutating func handleTag(_ content: Substring, line tagLine: Int) throws(TemplateError) {
        switch content.first {
        case "!":
            return
        case "#":
            let section = content.dropFirst().trimmingSpaces
            let words = section.split(separator: " ", omittingEmptySubsequences: true)
            let scheme = words.last.flatMap { ColorScheme(rawValue: String($0)) }
            switch (words.count, words.first, scheme) {
            case (1, _, .some(let scheme)):
                stack.append(OpenSection(opener: String(section), closer: String(section), line: tagLine) { .when(scheme, $0) })
            case (2, "with", .some(let scheme)):
                stack.append(OpenSection(opener: "with \(words[1])", closer: "with", line: tagLine) { .with(scheme, $0) })
            default:
                throw TemplateError(template: name, line: tagLine, reason: .unknownSection(String(section)))
            }
        case "/":
            let closer = String(content.dropFirst().trimmingSpaces)
            guard stack.count > 1, let open = stack.last, open.closer == closer else {
                throw TemplateError(template: name, line: tagLine, reason: .unexpectedClose(
                    closer, expected: stack.count > 1 ? stack.last?.opener : nil))
            }
            stack.removeLast()
            stack[stack.count - 1].nodes.append(open.make(open.nodes))
        default:
            var parts = content.split(separator: "|", omittingEmptySubsequences: false).map(\.trimmingSpaces)
            let key = parts.removeFirst()
            guard !key.isEmpty else { throw TemplateError(template: name, line: tagLine, reason: .emptyPlaceholder) }
            var filters: [TemplateFilter] = []
            for part in parts { filters.append(try TemplateFilter.parse(part, template: name, line: tagLine)) }
            stack[stack.count - 1].nodes.append(.placeholder(key: String(key), filters: filters, line: tagLine))
        }
    }

    private func error(_ reason: TemplateError.Reason) -> TemplateError {
        TemplateError(template: name, line: line, reason: reason)
    }
}
