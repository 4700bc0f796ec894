/// The terminal scheme a theme was imported from (issue 40 §1) in its `.theme` file: the
/// `terminal` object, `name`, `foreground`, `background`, the cursor and selection colors the
/// file named (`cursor`, `cursorText`, `selectionBackground`, `selectionForeground`), the
/// `accent` a file that names one apart from the cursor gave (Omarchy, Tinted8, COSMIC), the
/// `variant` a file declared (`light` or `dark`), and
/// `colors`, the 16 ANSI colors, each `#RRGGBB`; so an export gives them back exactly.
enum TerminalSchemeNode {
    private static let optional = ["cursor", "cursorText", "selectionBackground", "selectionForeground", "accent"]

    /// The `terminal` object.
    static func node(_ scheme: TerminalScheme) -> JSONNode {
        .object([("name", .string(scheme.name)), ("foreground", .string(scheme.foreground.hex)), ("background", .string(scheme.background.hex))]
            + (scheme.namedExtras + (scheme.accent.map { [("accent", $0)] } ?? [])).map { ($0.0, .string($0.1.hex)) }
            + (scheme.declaredVariant.map { [("variant", JSONNode.string($0.rawValue))] } ?? [])
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
        let known = ["name", "foreground", "background", "colors", "variant"] + optional
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
        var declared: ColorScheme?
        if let node = fields["variant"] {
            guard case .string(let text) = node, let variant = ColorScheme(rawValue: text) else {
                return problem("terminal.variant", "'terminal.variant' is not \"light\" or \"dark\"")
            }
            declared = variant
        }
        var scheme = TerminalScheme(name: name, ansi: ansi, foreground: foreground, background: background, cursor: extras["cursor"],
                                    cursorText: extras["cursorText"], selectionBackground: extras["selectionBackground"],
                                    selectionForeground: extras["selectionForeground"], accent: extras["accent"])
        scheme.declaredVariant = declared
        return .success(scheme)
    }
}
