/// A Windows Terminal color scheme: the JSON object of its settings' `schemes` list (`name`,
/// `black`…`white` with `purple` for magenta, `brightBlack`…`brightWhite`, `background`,
/// `foreground`, `cursorColor`, `selectionBackground`), alone or as a settings file whose
/// `schemes` holds one.
enum WindowsTerminalScheme {
    private static let names = ["black", "red", "green", "yellow", "blue", "purple", "cyan", "white"]
    private static let keys: [String: String] = {
        var keys = ["background": "background", "foreground": "foreground", "cursorColor": "cursor",
                    "selectionBackground": "selectionBackground"]
        for (index, name) in names.enumerated() {
            keys[name] = "color\(index)"
            keys["bright" + name.prefix(1).uppercased() + name.dropFirst()] = "color\(index + 8)"
        }
        return keys
    }()

    static func read(_ text: String) throws(TerminalSchemeError) -> TerminalScheme {
        let root: JSONNode
        do throws(JSONSyntaxError) { root = try JSONReader.parse(text) } catch {
            throw TerminalSchemeError(.windowsTerminal, "is not JSON (\(error)); expected a scheme object")
        }
        guard case .object(var members) = root else {
            throw TerminalSchemeError(.windowsTerminal, "is not a JSON object; expected a scheme with name, black … brightWhite, background and foreground")
        }
        if case .array(let schemes)? = members.first(where: { $0.0 == "schemes" })?.1 {
            guard schemes.count == 1, case .object(let scheme) = schemes[0] else {
                throw TerminalSchemeError(.windowsTerminal, "settings hold \(schemes.count) schemes in 'schemes'; import one scheme object")
            }
            members = scheme
        }
        var colors: [String: RGBAColor] = [:]
        var name: String?
        for (key, value) in members {
            if key == "name", case .string(let text) = value { name = text }
            guard let canonical = keys[key] else { continue }
            guard case .string(let text) = value, let color = TerminalScheme.color(text) else {
                throw TerminalSchemeError(.windowsTerminal, "sets '\(key)' to something other than a color like \"#1e1e2e\"")
            }
            colors[canonical] = color
        }
        return try TerminalScheme.make(.windowsTerminal, name: name, colors: colors) { canonical in
            "'" + (keys.first { $0.value == canonical }?.key ?? canonical) + "'"
        }
    }

    static func render(_ scheme: TerminalScheme) -> String {
        var members: [(String, JSONNode)] = [("name", .string(scheme.name))]
        for (index, name) in names.enumerated() { members.append((name, .string(TerminalScheme.hex(scheme.ansi[index])))) }
        for (index, name) in names.enumerated() {
            members.append(("bright" + name.prefix(1).uppercased() + name.dropFirst(), .string(TerminalScheme.hex(scheme.ansi[index + 8]))))
        }
        members += [("background", .string(TerminalScheme.hex(scheme.background))),
                    ("foreground", .string(TerminalScheme.hex(scheme.foreground))),
                    ("cursorColor", .string(TerminalScheme.hex(scheme.cursorColor))),
                    ("selectionBackground", .string(TerminalScheme.hex(scheme.selectionBackgroundColor)))]
        return JSONNode.object(members).printed() + "\n"
    }
}
