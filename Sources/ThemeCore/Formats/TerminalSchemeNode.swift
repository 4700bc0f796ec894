/// The terminal scheme a theme was imported from (issue 40 §1) in its `.theme` file: the
/// `terminal` object, `name`, `foreground`, `background`, the cursor and selection colors the
/// file named (`cursor`, `cursorText`, `selectionBackground`, `selectionForeground`) and
/// `colors`, the 16 ANSI colors, each `#RRGGBB`; so an export gives them back exactly.
enum TerminalSchemeNode {
    private static let optional = ["cursor", "cursorText", "selectionBackground", "selectionForeground"]

    /// The `terminal` object.
    static func node(_ scheme: TerminalScheme) -> JSONNode {
        .object([("name", .string(scheme.name)), ("foreground", .string(scheme.foreground.hex)), ("background", .string(scheme.background.hex))]
            + scheme.namedExtras.map { ($0.0, .string($0.1.hex)) }
            + [("colors", .array(scheme.ansi.map { .string($0.hex) }))])
    }

    /// The scheme an object describes, or the first problem with it (its field under `terminal`).
    static func scheme(_ node: JSONNode) -> Result<TerminalScheme, ValidationProblem> {
        func problem(_ field: String, _ message: String) -> Result<TerminalScheme, ValidationProblem> {
            .failure(ValidationProblem(field: field, message: message))
        }
        guard case .object(let members) = node else {
            return problem("terminal", "field 'terminal' is not an object; expected the terminal scheme the theme was imported from")
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        let known = ["name", "foreground", "background", "colors"] + optional
        if let unknown = members.first(where: { !known.contains($0.0) }) {
            return problem("terminal.\(ShownName.field(unknown.0))", "unknown field \(ShownName.quoted(unknown.0)); expected "
                + known.joined(separator: ", "))
        }
        func color(_ node: JSONNode?) -> RGBAColor? {
            guard case .string(let text)? = node, text.utf8.count == 7 else { return nil }
            return try? RGBAColor(hex: text)
        }
        guard case .string(let name)? = fields["name"] else { return problem("terminal.name", "the terminal scheme has no name string") }
        guard let foreground = color(fields["foreground"]), let background = color(fields["background"]) else {
            return problem("terminal", "the terminal scheme's foreground or background is not a color like \"#1E1E2E\"")
        }
        guard case .array(let items)? = fields["colors"], items.count == 16 else {
            return problem("terminal.colors", "'terminal.colors' is not an array of the 16 ANSI colors")
        }
        let ansi = items.compactMap(color)
        guard ansi.count == 16 else { return problem("terminal.colors", "a color of 'terminal.colors' is not like \"#1E1E2E\"") }
        var extras: [String: RGBAColor] = [:]
        for name in optional {
            guard let node = fields[name] else { continue }
            guard let value = color(node) else { return problem("terminal.\(name)", "'terminal.\(name)' is not a color like \"#1E1E2E\"") }
            extras[name] = value
        }
        return .success(TerminalScheme(name: name, ansi: ansi, foreground: foreground, background: background, cursor: extras["cursor"],
                                       cursorText: extras["cursorText"], selectionBackground: extras["selectionBackground"],
                                       selectionForeground: extras["selectionForeground"]))
    }
}
