/// Alacritty's colors (alacritty-theme's files, iTerm2-Color-Schemes' `alacritty/`): the
/// `colors` table of its config, TOML since 0.13 and YAML before (Debian 12 ships 0.11, which
/// reads YAML only). Both are read as dotted keys: `colors.primary.background`/`foreground`,
/// `colors.normal.<black…white>`, `colors.bright.<…>`, `colors.cursor.cursor`/`text`,
/// `colors.selection.background`/`text` (`CellForeground`/`CellBackground` there: not named).
public enum AlacrittyTheme {
    private static let keys: [String: String] = {
        var keys = ["colors.primary.background": "background", "colors.primary.foreground": "foreground",
                    "colors.cursor.cursor": "cursor", "colors.cursor.text": "cursorText",
                    "colors.selection.background": "selectionBackground", "colors.selection.text": "selectionForeground"]
        for (index, name) in TerminalScheme.colorNames.enumerated() {
            keys["colors.normal.\(name)"] = "color\(index)"
            keys["colors.bright.\(name)"] = "color\(index + 8)"
        }
        return keys
    }()

    /// The scheme of a TOML config.
    static func read(toml text: String) throws(TerminalSchemeError) -> TerminalScheme {
        let document: TOMLDocument
        do throws(TOMLDocument.SyntaxError) { document = try TOMLDocument(text) } catch {
            throw TerminalSchemeError(.alacritty, "is not TOML (\(error)); expected a [colors.primary] table and the others")
        }
        return try scheme(fields: document.values)
    }

    /// The scheme of a config's scalars by dotted key (`colors.primary.background`), from TOML or
    /// the daemon's YAML reader; keys outside `colors` are left alone.
    public static func scheme(fields: [String: String]) throws(TerminalSchemeError) -> TerminalScheme {
        var colors: [String: RGBAColor] = [:]
        for (key, value) in fields {
            guard let canonical = keys[key] else { continue }
            if ["CellForeground", "CellBackground"].contains(value) { continue }
            guard let color = TerminalScheme.color(value) else {
                throw TerminalSchemeError(.alacritty, "sets \(key) to '\(value.prefix(40))'; expected a color like '#1e1e2e'")
            }
            colors[canonical] = color
        }
        return try TerminalScheme.make(.alacritty, name: nil, colors: colors) { canonical in
            keys.filter { $0.value == canonical }.keys.sorted().first ?? canonical
        }
    }

    /// Whether a YAML text looks like an Alacritty config: a top-level `colors:` with `primary:` under it.
    public static func looksLikeYAML(_ text: String) -> Bool {
        let lines = text.split(separator: "\n")
        return lines.contains { $0.hasPrefix("colors:") } && lines.contains { $0.trimmed == "primary:" }
    }

    /// The tables in the order Alacritty's own documentation lists them, each `(table, [(key, color)])`.
    private static func tables(_ scheme: TerminalScheme) -> [(String, [(String, RGBAColor)])] {
        var cursor: [(String, RGBAColor)] = [], selection: [(String, RGBAColor)] = []
        if let color = scheme.cursorText { cursor.append(("text", color)) }
        if let color = scheme.cursor { cursor.append(("cursor", color)) }
        if let color = scheme.selectionForeground { selection.append(("text", color)) }
        if let color = scheme.selectionBackground { selection.append(("background", color)) }
        return [("primary", [("background", scheme.background), ("foreground", scheme.foreground)]), ("cursor", cursor),
                ("selection", selection),
                ("normal", TerminalScheme.colorNames.enumerated().map { ($0.element, scheme.ansi[$0.offset]) }),
                ("bright", TerminalScheme.colorNames.enumerated().map { ($0.element, scheme.ansi[$0.offset + 8]) })]
            .filter { !$0.1.isEmpty }
    }

    /// The scheme as an Alacritty 0.13+ TOML config (`import` it from alacritty.toml).
    public static func renderTOML(_ scheme: TerminalScheme) -> String {
        var lines = ["# \(scheme.name)"]
        for (table, entries) in tables(scheme) {
            lines += ["", "[colors.\(table)]"] + entries.map { "\($0.0) = '\(TerminalScheme.hex($0.1))'" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scheme as an Alacritty YAML config, for Alacritty before 0.13 (`import:` it from alacritty.yml).
    public static func renderYAML(_ scheme: TerminalScheme) -> String {
        var lines = ["# \(scheme.name)", "colors:"]
        for (table, entries) in tables(scheme) {
            lines += ["  \(table):"] + entries.map { "    \($0.0): '\(TerminalScheme.hex($0.1))'" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
