import ThemeCore

/// A template written for matugen 4 (docs/templates.md, "matugen templates"), rendered as matugen
/// renders it: the same keywords, formats, filters, loops and conditions, the same text out. A
/// keyword that names nothing, a filter matugen does not have, a value that cannot be printed,
/// or an `include` (which names another of matugen's configured templates) is an error naming the
/// line, where matugen too refuses to write the file.
public struct MatugenTemplate: Sendable {
    /// The name errors give (the file's path).
    public let name: String
    let nodes: [MatugenNode]

    /// Parses `source`; throws the first syntax error.
    public init(name: String, source: String) throws(EngineTemplateError) {
        self.name = name
        nodes = try MatugenParser.parse(source, name: name)
    }

    /// The text for `context`.
    public func render(_ context: MatugenContext) throws(EngineTemplateError) -> String {
        var renderer = Renderer(name: name, root: context.root)
        return try renderer.render(nodes)
    }

    /// One rendering: the context and the loop variables in scope.
    private struct Renderer {
        let name: String
        let root: MatugenValue
        var scopes: [[String: MatugenValue]] = []

        init(name: String, root: MatugenValue) {
            self.name = name
            self.root = root
        }

        func error(_ line: Int, _ reason: String) -> EngineTemplateError {
            EngineTemplateError(template: name, line: line, reason: reason)
        }

        mutating func render(_ nodes: [MatugenNode]) throws(EngineTemplateError) -> String {
            var output = ""
            for node in nodes {
                switch node {
                case .text(let text):
                    output += text
                case .expression(let expression, let line):
                    let value = try evaluate(expression, formatted: true, line: line)
                    guard let printed = value.printed else {
                        throw error(line, "'\(Self.describe(expression))' is \(value.colorOfEntry == nil ? value.kind : "a color"), not a value to print (add a format such as .hex)")
                    }
                    output += printed
                case .conditional(let condition, let negated, let then, let otherwise, let line):
                    guard case .bool(let truth) = try evaluate(condition, formatted: false, line: line) else {
                        throw error(line, "the condition '\(Self.describe(condition))' is not true or false")
                    }
                    if truth != negated { output += try render(then) } else if let otherwise { output += try render(otherwise) }
                case .loop(let variables, let iterable, let body, let line):
                    output += try loop(variables, iterable, body, line: line)
                case .include(let included, let line):
                    throw error(line, "'<* include \"\(included)\" *>' names another of matugen's configured templates; Themeswitch renders each template file alone")
                }
            }
            return output
        }

        private mutating func loop(_ variables: [String], _ iterable: MatugenIterable, _ body: [MatugenNode], line: Int) throws(EngineTemplateError) -> String {
            var items: [[String: MatugenValue]] = []
            switch iterable {
            case .range(let start, let end):
                items = (start..<max(start, end)).map { [variables.first ?? "i": .int($0)] }
            case .path(let path):
                let value = try resolve(path, formatted: true, line: line)
                let pairs: [(String, MatugenValue)]
                switch value {
                case .map(let entries):
                    pairs = entries
                case .color(let color):
                    pairs = MatugenFormat.names.compactMap { format in MatugenFormat.value(color, format).map { (format, $0) } }
                case .array(let values):
                    guard variables.count == 1 else { throw error(line, "a loop over a list takes one variable") }
                    items = values.map { [variables[0]: $0] }
                    pairs = []
                default:
                    throw error(line, "'\(path.joined(separator: "."))' is \(value.kind), not something to loop over")
                }
                if case .array = value {} else {
                    guard variables.count <= 2 else { throw error(line, "a loop over a map takes one or two variables") }
                    items = pairs.map { key, value in
                        variables.count == 2 ? [variables[0]: .text(key), variables[1]: value] : [variables[0]: .text(key)]
                    }
                }
            }
            var output = ""
            for (index, var scope) in items.enumerated() {
                scope["loop"] = .map([("index", .int(index)), ("first", .bool(index == 0)), ("last", .bool(index == items.count - 1))])
                scopes.append(scope)
                defer { scopes.removeLast() }
                output += try render(body)
            }
            return output
        }

        /// What `expression` gives: printed values when `formatted` (a keyword ending in a format
        /// word gives that format's text), colors left as colors otherwise.
        private func evaluate(_ expression: MatugenExpression, formatted: Bool, line: Int) throws(EngineTemplateError) -> MatugenValue {
            switch expression {
            case .literal(let value):
                return value
            case .path(let path):
                return try resolve(path, formatted: formatted, line: line)
            case .arithmetic(let left, let operation, let right):
                func operand(_ side: MatugenExpression) throws(EngineTemplateError) -> Double {
                    var value = try evaluate(side, formatted: false, line: line)
                    if case .color(let color) = value, case .path(let path) = side, let format = path.last {
                        value = MatugenFormat.value(color, format) ?? value
                    }
                    guard let number = value.number else {
                        throw error(line, "'\(Self.describe(side))' is \(value.kind), not a number to compute with")
                    }
                    return number
                }
                let (a, b) = (try operand(left), try operand(right))
                let result: Double = switch operation {
                case "+": a + b
                case "-": a - b
                case "*": a * b
                default: a / b
                }
                return result == result.rounded(.towardZero) && abs(result) < 1e18 ? .int(Int(result)) : .float(result)
            case .filtered(let base, let filters):
                var value = try evaluate(base, formatted: false, line: line)
                var format = "hex"
                var fromKeyword = false
                if case .path(let path) = base, let last = path.last {
                    format = last
                    fromKeyword = true
                }
                if case .int = value { value = .text(value.printed ?? "") }
                if case .float = value { value = .text(value.printed ?? "") }
                for filter in filters {
                    if filter.name == "set_alpha", fromKeyword, ["hex", "rgb", "hsl"].contains(format) {
                        let instead = format == "hex" ? "hex_alpha, hex_alpha_stripped, alpha_hex or alpha_hex_stripped" : format + "a"
                        throw error(filter.line, "'set_alpha' on the format '\(format)', which has no alpha (use \(instead))")
                    }
                    var arguments: [MatugenValue] = []
                    for argument in filter.arguments { arguments.append(try evaluate(argument, formatted: false, line: filter.line)) }
                    do {
                        value = try MatugenFilters.apply(filter.name, arguments, to: value, format: format)
                    } catch let failure {
                        throw error(filter.line, failure.reason)
                    }
                }
                guard formatted, case .color(let color) = value else { return value }
                guard let text = MatugenFormat.value(color, format)?.printed else {
                    throw error(line, "'\(format)' is not a color format (formats: \(MatugenFormat.names.joined(separator: ", ")))")
                }
                return .text(text)
            }
        }

        /// The value a dotted keyword names, looked up in the loop variables first, then the
        /// context; the word after a color is its format.
        private func resolve(_ path: [String], formatted: Bool, line: Int) throws(EngineTemplateError) -> MatugenValue {
            guard let first = path.first else { throw error(line, "an empty keyword") }
            guard var current = scopes.reversed().lazy.compactMap({ $0[first] }).first ?? root[first] else {
                throw unknown(path, upTo: 0, line: line)
            }
            for (position, word) in path.enumerated().dropFirst() {
                let key = word.hasPrefix("_") ? String(word.dropFirst()) : word
                let color: MatugenColor? = if case .color(let color) = current { color } else { current.colorOfEntry }
                if let color {
                    guard formatted else { current = .color(color); continue }
                    guard let value = MatugenFormat.value(color, key) else {
                        throw error(line, "'\(word)' in '\(path.joined(separator: "."))' is not a color format (formats: \(MatugenFormat.names.joined(separator: ", ")))")
                    }
                    current = value
                } else if let next = current[key] {
                    current = next
                } else {
                    throw unknown(path, upTo: position, line: line)
                }
            }
            if !formatted, let color = current.colorOfEntry { return .color(color) }
            return current
        }

        private func unknown(_ path: [String], upTo position: Int, line: Int) -> EngineTemplateError {
            var known: [String] = []
            if position == 0 {
                known = (root.mapKeys ?? []) + scopes.flatMap(\.keys)
            } else if let parent = try? resolve(Array(path.prefix(position)), formatted: false, line: line) {
                known = parent.mapKeys ?? []
            }
            let hint = ClosestName.hint(for: path[position], among: known)
            return error(line, "unknown variable '\(path.joined(separator: "."))': no '\(path[position])'\(hint)")
        }

        static func describe(_ expression: MatugenExpression) -> String {
            switch expression {
            case .path(let path): path.joined(separator: ".")
            case .literal(let value): value.printed ?? value.kind
            case .arithmetic(let left, let operation, let right): "\(describe(left)) \(operation) \(describe(right))"
            case .filtered(let base, let filters): ([describe(base)] + filters.map(\.name)).joined(separator: " | ")
            }
        }
    }
}

extension MatugenValue {
    /// A map's keys, in order.
    var mapKeys: [String]? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.map(\.0)
    }
}
