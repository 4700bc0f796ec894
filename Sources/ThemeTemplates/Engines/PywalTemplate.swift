import ThemeCore

/// A template written for pywal (docs/templates.md, "pywal templates"), rendered as pywal16's
/// `export.template` renders it: on each line every `{marker}` not inside `{{ }}` is replaced
/// (`{color1}`, `{color1.strip}`, `{color1.lighten(20).rgb}`, `{background.alpha}`…), then `{{`
/// and `}}` become `{` and `}` throughout. A marker that is not pywal's syntax, or that names a
/// color, function or property pywal does not have, is an error naming the line (pywal logs it
/// and writes the file with the marker left in, or not at all).
public struct PywalTemplate: Sendable {
    /// The name errors give (the file's path).
    public let name: String
    private let lines: [Substring]

    /// The template's text (parsed as it renders: pywal reads markers line by line).
    public init(name: String, source: String) {
        self.name = name
        var lines: [Substring] = []
        var start = source.startIndex
        for index in source.indices where source[index] == "\n" {
            lines.append(source[start...index])
            start = source.index(after: index)
        }
        if start < source.endIndex { lines.append(source[start...]) }
        self.lines = lines
    }

    /// The text for `context`.
    public func render(_ context: PywalContext) throws(EngineTemplateError) -> String {
        var output = ""
        for (number, original) in lines.enumerated() {
            var line = String(original)
            for marker in Self.markers(in: original) {
                let value = try evaluate(String(marker), context, line: number + 1)
                if let range = line.firstRange(of: "{\(marker)}") { line.replaceSubrange(range, with: value) }
            }
            output += line
        }
        return output.replacing("{{", with: "{").replacing("}}", with: "}")
    }

    /// The contents of each `{…}` on `line` without braces inside, not preceded by `{` nor
    /// followed by `}` (pywal's `(?<=(?<!\{))(\{([^{}]+)\})(?=(?!\}))`).
    static func markers(in line: Substring) -> [Substring] {
        var markers: [Substring] = []
        var index = line.startIndex
        while let open = line[index...].firstIndex(of: "{") {
            let after = line.index(after: open)
            guard open == line.startIndex || line[line.index(before: open)] != "{" else { index = after; continue }
            guard let close = line[after...].firstIndex(where: { $0 == "{" || $0 == "}" }) else { break }
            if line[close] == "{" || close == after { index = close == after ? line.index(after: close) : close; continue }
            let next = line.index(after: close)
            if next < line.endIndex, line[next] == "}" { index = next; continue }
            markers.append(line[after..<close])
            index = next
        }
        return markers
    }

    /// `color ('.' function '(' numbers ')')* ('.' property)?`, evaluated.
    private func evaluate(_ marker: String, _ context: PywalContext, line: Int) throws(EngineTemplateError) -> String {
        func fail(_ reason: String) -> EngineTemplateError { EngineTemplateError(template: name, line: line, reason: reason) }
        let parts = Self.split(marker)
        guard let first = parts.first, Self.isName(first) else {
            throw fail("'{\(marker)}' is not a pywal marker (write literal braces as '{{' and '}}')")
        }
        guard var color = context.colors[first] else {
            throw fail("unknown color '\(first)' in '{\(marker)}'\(ClosestName.hint(for: first, among: context.names))")
        }
        for (position, part) in parts.enumerated().dropFirst() {
            if let open = part.firstIndex(of: "("), part.hasSuffix(")") {
                let function = String(part[..<open])
                let inside = part[part.index(after: open)..<part.index(before: part.endIndex)]
                var arguments: [PywalArgument] = []
                for text in inside.split(separator: ",", omittingEmptySubsequences: false) where !inside.allSatisfy({ $0 == " " }) {
                    guard let argument = PywalArgument(text) else { throw fail("'{\(marker)}': '\(function)' takes numbers") }
                    arguments.append(argument)
                }
                guard Self.isName(function), PywalColor.functions.contains(function) else {
                    throw fail("unknown function '\(function)' in '{\(marker)}'\(ClosestName.hint(for: function, among: PywalColor.functions))")
                }
                guard let next = color.calling(function, arguments) else { throw fail("'\(function)' does not apply in '{\(marker)}'") }
                color = next
            } else {
                guard position == parts.count - 1, Self.isName(part) else {
                    throw fail("'{\(marker)}' is not a pywal marker (a property such as .strip comes last)")
                }
                guard PywalColor.properties.contains(part) else {
                    throw fail("unknown property '\(part)' in '{\(marker)}'\(ClosestName.hint(for: part, among: PywalColor.properties))")
                }
                guard let text = color.property(part) else { throw fail("'\(part)' does not apply to '\(first)' in '{\(marker)}'") }
                return text
            }
        }
        return color.hex
    }

    /// The marker split at the dots outside parentheses.
    private static func split(_ marker: String) -> [String] {
        var parts: [String] = [""]
        var depth = 0
        for character in marker {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ".", depth == 0 { parts.append("") } else { parts[parts.count - 1].append(character) }
        }
        return parts
    }

    /// pywal's name: `[a-zA-Z][a-zA-Z0-9_]*`.
    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

/// What a pywal template sees: `color0`…`color15`, `background`, `foreground` and `cursor` from
/// the theme's `terminal.*` tokens (lowercase `#rrggbb`, as pywal writes them), `wallpaper` (the
/// wallpaper image's path, empty without one), `checksum` (the image copy's name, its SHA-256,
/// where pywal has the image's MD5; `none` without one) and `alpha` (100: themes are opaque).
public struct PywalContext: Sendable {
    let colors: [String: PywalColor]
    let names: [String]

    /// The context of `tokens` (one scheme's set).
    public init(tokens: TokenSet, scheme: ColorScheme) {
        let palette = TerminalPalette(tokens: tokens, scheme: scheme).tokens
        var colors: [String: PywalColor] = [:]
        func hex(_ key: String) -> String {
            guard case .color(let color)? = palette["terminal.\(key)"] else { return "#000000" }
            return color.withAlpha(1).hex.lowercased()
        }
        for key in ["background", "foreground", "cursor"] + (0..<16).map({ "color\($0)" }) {
            colors[key] = PywalColor(hex: hex(key))
        }
        var wallpaper = ""
        if case .text(let path)? = tokens[WallpaperTokens.image] { wallpaper = path }
        colors["wallpaper"] = PywalColor(hex: wallpaper)
        let file = wallpaper.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) }
        colors["checksum"] = PywalColor(hex: file ?? "none")
        colors["alpha"] = PywalColor(hex: "100")
        self.colors = colors
        names = ["wallpaper", "checksum", "alpha", "background", "foreground", "cursor"] + (0..<16).map { "color\($0)" }
    }
}
