/// A kitty theme (`.conf`, kitty-themes' and iTerm2-Color-Schemes' `kitty/`): one `name value`
/// line per setting, `#` comments, the name in a `## name: …` comment as kitty-themes writes it.
/// Read: `foreground`, `background`, `color0`…`color15`, `cursor`, `cursor_text_color`,
/// `selection_foreground`, `selection_background` (`none` or `background` there: not named);
/// every other setting of kitty.conf (`url_color`, `active_border_color`, tab colors…) is left alone.
enum KittyTheme {
    /// kitty's setting for each canonical color name.
    static let keys: [String: String] = {
        var keys = ["foreground": "foreground", "background": "background", "cursor": "cursor", "cursor_text_color": "cursorText",
                    "selection_background": "selectionBackground", "selection_foreground": "selectionForeground"]
        for index in 0..<16 { keys["color\(index)"] = "color\(index)" }
        return keys
    }()

    static func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        var colors: [String: RGBAColor] = [:]
        var name: String?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmed
            if line.hasPrefix("## name:") { name = String(line.dropFirst("## name:".count)) }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let key = String(line.prefix { !$0.isWhitespace })
            let value = line.dropFirst(key.count).trimmed
            guard let canonical = keys[key] else {
                guard !key.contains("=") else {
                    throw TerminalSchemeError(.kitty, "has '\(line.prefix(40))' on line \(number + 1); kitty settings are 'name value', without '='")
                }
                continue
            }
            if ["none", "background", "foreground"].contains(value), ["cursorText", "selectionForeground", "selectionBackground"].contains(canonical) {
                continue
            }
            guard let color = TerminalScheme.color(value) else {
                throw TerminalSchemeError(.kitty, "sets \(key) to '\(value.prefix(40))' on line \(number + 1); expected a color like #1e1e2e")
            }
            colors[canonical] = color
        }
        return try TerminalScheme.make(.kitty, name: name, colors: colors) { canonical in
            keys.first { $0.value == canonical }?.key ?? canonical
        }
    }

    static func render(_ scheme: TerminalScheme) -> String {
        var lines = ["## name: \(scheme.name)", "", "foreground \(TerminalScheme.hex(scheme.foreground))",
                     "background \(TerminalScheme.hex(scheme.background))"]
        let extras = ["cursor": "cursor", "cursorText": "cursor_text_color", "selectionBackground": "selection_background",
                      "selectionForeground": "selection_foreground"]
        for (name, color) in scheme.namedExtras { lines.append("\(extras[name] ?? name) \(TerminalScheme.hex(color))") }
        for (index, color) in scheme.ansi.enumerated() { lines.append("color\(index) \(TerminalScheme.hex(color))") }
        return lines.joined(separator: "\n") + "\n"
    }
}
