/// A Ghostty theme (its `themes/` files, iTerm2-Color-Schemes' `ghostty/`), by Ghostty's
/// documented config grammar: `key = value` lines, `#` comments, a value optionally in double
/// quotes; `palette = N=COLOR` for each ANSI color, `background`, `foreground`, `cursor-color`,
/// `cursor-text`, `selection-background`, `selection-foreground`. Other keys are left alone.
enum GhosttyTheme {
    private static let keys = ["background": "background", "foreground": "foreground", "cursor-color": "cursor",
                               "cursor-text": "cursorText", "selection-background": "selectionBackground",
                               "selection-foreground": "selectionForeground"]

    static func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        var colors: [String: RGBAColor] = [:]
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmed
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw TerminalSchemeError(.ghostty, "has '\(line.prefix(40))' on line \(number + 1); expected 'key = value'")
            }
            let key = line[..<equals].trimmed
            var value = line[line.index(after: equals)...].trimmed
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            let canonical: String
            if key == "palette" {
                let parts = value.split(separator: "=", maxSplits: 1).map(\.trimmed)
                guard parts.count == 2, let index = Int(parts[0]), (0...255).contains(index) else {
                    throw TerminalSchemeError(.ghostty, "has palette '\(value.prefix(40))' on line \(number + 1); expected N=COLOR with N from 0 to 255")
                }
                guard index < 16 else { continue }
                canonical = "color\(index)"
                value = parts[1]
            } else if let known = keys[key] {
                canonical = known
            } else {
                continue
            }
            guard let color = TerminalScheme.color(value) else {
                throw TerminalSchemeError(.ghostty, "sets \(key) to '\(value.prefix(40))' on line \(number + 1); expected a color like #1e1e2e")
            }
            colors[canonical] = color
        }
        return try TerminalScheme.make(.ghostty, name: nil, colors: colors) { canonical in
            canonical.hasPrefix("color") ? "palette = \(canonical.dropFirst(5))=…" : keys.first { $0.value == canonical }?.key ?? canonical
        }
    }

    static func render(_ scheme: TerminalScheme) -> String {
        var lines = ["# \(scheme.name)"]
        for (index, color) in scheme.ansi.enumerated() { lines.append("palette = \(index)=\(TerminalScheme.hex(color))") }
        lines += ["background = \(TerminalScheme.hex(scheme.background))", "foreground = \(TerminalScheme.hex(scheme.foreground))"]
        for (name, color) in scheme.namedExtras {
            lines.append("\(keys.first { $0.value == name }?.key ?? name) = \(TerminalScheme.hex(color))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
