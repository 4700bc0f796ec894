/// Reads a user theme from a `.theme` file's JSON, collecting every problem instead of
/// stopping at the first.
struct ThemeFileReader {
    private(set) var problems: [ValidationProblem] = []

    private static let members = ["format", "version", "id", "name", "description", "author", "tags", "category",
                                  "template", "light", "dark", "wallpaper", "schemes", "terminal"]

    /// The theme, or `nil` when a required part is missing or unusable (see ``problems``).
    mutating func theme(_ root: JSONNode) -> UserTheme? {
        guard case .object(let members) = root else {
            problems.append(ValidationProblem(field: "(file)", message: "the file is not a JSON object; expected "
                + "an object with format, version, id, name, category, template, light and dark"))
            return nil
        }
        guard members.isEmpty || members.contains(where: { Self.members.contains($0.0) }) else {
            // Some other file (a symlink to a system file, a config): one sentence, none of its text.
            problems.append(ValidationProblem(field: "(file)", message: "none of the file's \(members.count) fields is a "
                + "theme field, so it is not a theme file; expected " + Self.members.joined(separator: ", ")))
            return nil
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        for (name, _) in members where !Self.members.contains(name) {
            let hint = ClosestName.hint(for: name, among: Self.members)
            problems.append(ValidationProblem(field: ShownName.field(name), message: "unknown field "
                + "\(ShownName.quoted(name))\(hint); expected " + Self.members.joined(separator: ", ")))
        }
        if let format = string(fields, "format"), format != ThemeFile.format {
            problems.append(ValidationProblem(field: "format", message: "format \(ShownName.quoted(format)) is not a theme file; "
                + "expected '\(ThemeFile.format)'"))
        }
        checkVersion(fields["version"])
        let id = string(fields, "id")
        let name = string(fields, "name")
        let description = string(fields, "description", required: false)
        let author = string(fields, "author", required: false)
        let tags = tagList(fields["tags"])
        let category = category(fields)
        let template = string(fields, "template")
        if let template, template != UserTheme.blankTemplate, let problem = ThemeID.problem(with: template, field: "template") {
            problems.append(problem)
        }
        if let id, let problem = ThemeID.problem(with: id) { problems.append(problem) }
        // The metadata rules do not look at the category, so they run even when it is missing.
        let metadata = name.map { ThemeMetadata(name: $0, description: description, author: author, tags: tags,
                                                category: category ?? .minimal) }
        problems += metadata?.problems ?? []
        var values = SemanticOverrides()
        for scheme in ColorScheme.allCases { read(fields[scheme.rawValue], scheme: scheme, into: &values) }
        var wallpaper: Wallpaper?
        if let node = fields["wallpaper"] {
            switch ThemeWallpaperNode.wallpaper(node) {
            case .success(let own): wallpaper = own
            case .failure(let problem): problems.append(problem)
            }
        }
        var schemes: [Base16Scheme] = []
        if let node = fields["schemes"] {
            switch ThemeSchemesNode.schemes(node) {
            case .success(let given): schemes = given
            case .failure(let problem): problems.append(problem)
            }
        }
        var terminal: TerminalScheme?
        if let node = fields["terminal"] {
            switch TerminalSchemeNode.scheme(node) {
            case .success(let given): terminal = given
            case .failure(let problem): problems.append(problem)
            }
        }
        guard let id, let metadata, category != nil, let template else { return nil }
        return UserTheme(id: id, metadata: metadata, template: template, values: values, wallpaper: wallpaper, schemes: schemes,
                         terminalScheme: terminal)
    }

    private mutating func string(_ fields: [String: JSONNode], _ name: String, required: Bool = true) -> String? {
        switch fields[name] {
        case .string(let text): return text
        case nil where !required: return nil
        case nil: problems.append(ValidationProblem(field: name, message: "required field '\(name)' is missing; "
            + "expected a string"))
        default: problems.append(ValidationProblem(field: name, message: "field '\(name)' is not a string; "
            + "expected a string"))
        }
        return nil
    }

    private mutating func checkVersion(_ node: JSONNode?) {
        guard case .number(let number) = node, number == Double(ThemeFile.version) else {
            let found = if case .number(let number) = node { "version \(JSONText.number(number))" } else { "no version number" }
            problems.append(ValidationProblem(field: "version", message: "the file has \(found); "
                + "expected version \(ThemeFile.version)"))
            return
        }
    }

    private mutating func tagList(_ node: JSONNode?) -> [String] {
        guard let node else { return [] }
        guard case .array(let items) = node else {
            problems.append(ValidationProblem(field: "tags", message: "field 'tags' is not an array; "
                + "expected an array of strings"))
            return []
        }
        var tags: [String] = []
        for (index, item) in items.enumerated() {
            if case .string(let tag) = item {
                tags.append(tag)
            } else {
                problems.append(ValidationProblem(field: "tags[\(index)]", message: "tag \(index + 1) is not a string; "
                    + "expected a string"))
            }
        }
        return tags
    }

    private mutating func category(_ fields: [String: JSONNode]) -> ThemeCategory? {
        guard let text = string(fields, "category") else { return nil }
        if let category = ThemeCategory(rawValue: text) { return category }
        let names = ThemeCategory.allCases.map(\.rawValue)
        let hint = ClosestName.hint(for: text, among: names)
        problems.append(ValidationProblem(field: "category", message: "unknown category \(ShownName.quoted(text))\(hint); expected "
            + names.joined(separator: ", ")))
        return nil
    }

    private mutating func read(_ node: JSONNode?, scheme: ColorScheme, into values: inout SemanticOverrides) {
        let prefix = scheme.rawValue
        guard let node else { return }
        guard case .object(let members) = node else {
            problems.append(ValidationProblem(field: prefix, message: "field '\(prefix)' is not an object; "
                + "expected an object of semantic keys and values"))
            return
        }
        let selection: SchemeSelection = scheme == .light ? .light : .dark
        for (key, value) in members {
            let input: ThemeValueInput
            switch value {
            case .string(let text): input = .string(text)
            case .number(let number): input = .number(number)
            case .bool(let flag): input = .string(flag ? "true" : "false")
            default:
                problems.append(ValidationProblem(field: "\(prefix).\(ShownName.field(key))", message: "the value of \(ShownName.quoted(key)) is neither "
                    + "a string, a number nor true/false; expected a color, number, design or flag"))
                continue
            }
            do throws(ValidationProblem) {
                try values.set(key, input, for: selection)
            } catch {
                problems.append(ValidationProblem(field: "\(prefix).\(error.field)", severity: error.severity,
                                                  message: error.message))
            }
        }
    }
}
