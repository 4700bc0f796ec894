/// Reads a user theme from a DTCG 2025.10 document (``ThemeDTCG``): groups with `$type`
/// inheritance, `$root` tokens, aliases `{group.token}` resolved in linear time (``DTCGAliases``), colors as
/// the Color module's sRGB object or hex, dimensions in `px` or `rem`, and `typography` and
/// `shadow` composites (ThemeDTCGReader+Composites.swift). Collects every problem, each named by
/// the token's path.
struct ThemeDTCGReader {
    var problems: [ValidationProblem] = []

    struct Token {
        var path: String
        var type: String?
        var value: JSONNode
    }

    private var tokens: [String: Token] = [:]
    private var order: [String] = []
    /// The tokens' alias chains, followed once each (set when the tokens are collected).
    private var aliases = DTCGAliases(tokens: [:])
    /// The paths some alias names (as a token's value or a composite's field), relative to its
    /// scheme group or to the root (set when the tokens are collected).
    private var referenced: Set<String> = []

    /// Every path an alias in `tokens` names, as written and inside each scheme group.
    private static func referencedPaths(_ tokens: [String: Token]) -> Set<String> {
        var paths: Set<String> = []
        var pending = tokens.values.map(\.value)
        while let node = pending.popLast() {
            switch node {
            case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}") && text.utf8.count >= 2:
                let reference = String(text.dropFirst().dropLast())
                paths.insert(reference)
                for scheme in ColorScheme.allCases { paths.insert("\(scheme.rawValue).\(reference)") }
            case .object(let members): pending += members.map(\.1)
            case .array(let items): pending += items
            default: break
            }
        }
        return paths
    }

    private static let metadataMembers = ["id", "name", "description", "author", "tags", "category", "template", "wallpaper"]
    private static let types = ["color", "dimension", "number", "fontWeight", "fontFamily", "typography", "shadow"]

    /// The theme, or `nil` when the document or its metadata is unusable (see ``problems``).
    mutating func theme(_ root: JSONNode) -> UserTheme? {
        guard case .object(var members) = root else {
            problems.append(ValidationProblem(field: "(file)", message: "the file is not a JSON object; expected a "
                + "DTCG document with groups of tokens"))
            return nil
        }
        if members.contains(where: { $0.0 == "resolutionOrder" }) {
            guard let pair = Self.pair(fromResolver: members) else {
                problems.append(ValidationProblem(field: "modifiers", message: "the resolver document has no "
                    + "'\(ThemeDTCG.schemeModifier)' modifier with light and dark contexts of one inline token set "
                    + "each; expected the form `themeswitch theme export --format dtcg-resolver` writes"))
                return nil
            }
            members = pair
        }
        collect(members, path: [], inherited: nil)
        if !members.contains(where: { ColorScheme(rawValue: $0.0) != nil }), members.contains(where: { $0.0 == "component" }) {
            // A whole resolved set (`themeswitch tokens --format dtcg`): its components follow from the
            // semantic values and its wallpaper is the user's, so only the semantic tokens are read.
            order.removeAll { (SemanticKey.named($0)?.isWallpaperColor ?? true) && !Self.isComposite($0) }
            tokens = tokens.filter { order.contains($0.key) }
        }
        aliases = DTCGAliases(tokens: tokens)
        referenced = Self.referencedPaths(tokens)
        if tokens.isEmpty, !members.contains(where: { $0.0 == "$extensions" }) {
            problems.append(ValidationProblem(field: "(file)", message: "the file holds no tokens and no "
                + "$extensions.\(ThemeDTCG.extensionKey) metadata; expected a DTCG document of semantic tokens"))
        }
        let theme = metadata(members)
        var values = SemanticOverrides()
        // Tokens outside `light` and `dark` set both schemes; the scheme groups then win.
        for pass in [false, true] {
            for path in order {
                guard let token = tokens[path] else { continue }
                let scheme = ColorScheme.allCases.first { path.hasPrefix($0.rawValue + ".") }
                guard (scheme != nil) == pass else { continue }
                set(token, scheme: scheme, into: &values)
            }
        }
        guard var theme else { return nil }
        theme.values = values
        return theme
    }

    /// A resolver document's `scheme` modifier as the one-file pair: the light set's
    /// `$extensions` at the root, and each context's inline set as the `light`/`dark` group.
    private static func pair(fromResolver members: [(String, JSONNode)]) -> [(String, JSONNode)]? {
        guard case .object(let modifiers)? = members.first(where: { $0.0 == "modifiers" })?.1,
              case .object(let modifier)? = modifiers.first(where: { $0.0 == ThemeDTCG.schemeModifier })?.1,
              case .object(let contexts)? = modifier.first(where: { $0.0 == "contexts" })?.1 else { return nil }
        var pair: [(String, JSONNode)] = []
        for scheme in ColorScheme.allCases {
            guard case .array(let sources)? = contexts.first(where: { $0.0 == scheme.rawValue })?.1, sources.count == 1,
                  case .object(let set) = sources[0] else { return nil }
            if scheme == .light, let extensions = set.first(where: { $0.0 == "$extensions" }) { pair.append(extensions) }
            pair.append((scheme.rawValue, .object(set.filter { $0.0 != "$extensions" })))
        }
        return pair
    }

    /// Whether `path` is a semantic `typography.<style>` or `shadow.<name>` composite.
    private static func isComposite(_ path: String) -> Bool {
        SemanticKey.named(path + ".size") != nil || SemanticKey.named(path + ".radius") != nil
    }

    // MARK: Metadata

    private mutating func metadata(_ members: [(String, JSONNode)]) -> UserTheme? {
        let prefix = "$extensions.\(ThemeDTCG.extensionKey)"
        var fields: [(String, JSONNode)] = [
            ("id", .string("imported-theme")), ("name", .string("Imported Theme")),
            ("category", .string(ThemeCategory.minimal.rawValue)), ("template", .string("default")),
        ]
        if case .object(let extensions)? = members.first(where: { $0.0 == "$extensions" })?.1,
           let node = extensions.first(where: { $0.0 == ThemeDTCG.extensionKey })?.1 {
            guard case .object(let given) = node else {
                problems.append(ValidationProblem(field: prefix, message: "'\(prefix)' is not an object; expected "
                    + "the theme's " + Self.metadataMembers.joined(separator: ", ")))
                return nil
            }
            for (name, _) in given where !Self.metadataMembers.contains(name) {
                let hint = ClosestName.hint(for: name, among: Self.metadataMembers)
                problems.append(ValidationProblem(field: "\(prefix).\(ShownName.field(name))", message: "unknown field \(ShownName.quoted(name))\(hint); "
                    + "expected " + Self.metadataMembers.joined(separator: ", ")))
            }
            fields = given.filter { Self.metadataMembers.contains($0.0) }
        }
        var reader = ThemeFileReader()
        let theme = reader.theme(.object([("format", .string(ThemeFile.format)),
                                          ("version", .number(Double(ThemeFile.version)))] + fields))
        problems += reader.problems.map {
            ValidationProblem(field: "\(prefix).\($0.field)", severity: $0.severity, message: $0.message)
        }
        return theme
    }

    // MARK: Tokens

    private mutating func collect(_ members: [(String, JSONNode)], path: [String], inherited: String?) {
        var type = inherited
        if let node = members.first(where: { $0.0 == "$type" })?.1 {
            type = typeName(node, at: path) ?? inherited
        }
        for (name, node) in members {
            let childPath = name == "$root" ? path : path + [name]
            if name.hasPrefix("$"), name != "$root" { continue }
            let dotted = childPath.joined(separator: ".")
            guard !name.contains("."), !name.contains("{"), !name.contains("}") else {
                problems.append(ValidationProblem(field: ShownName.field(dotted), message: "the name \(ShownName.quoted(name)) holds '.', '{' or '}'; "
                    + "DTCG names may not"))
                continue
            }
            guard case .object(let inner) = node else {
                problems.append(ValidationProblem(field: ShownName.field(dotted), message: "\(ShownName.quoted(dotted)) is neither a token nor a group; "
                    + "expected an object with $value, or a group"))
                continue
            }
            guard let value = inner.first(where: { $0.0 == "$value" })?.1 else {
                collect(inner, path: childPath, inherited: type)
                continue
            }
            var tokenType = type
            if let node = inner.first(where: { $0.0 == "$type" })?.1 { tokenType = typeName(node, at: childPath) }
            if tokens[dotted] == nil { order.append(dotted) }
            tokens[dotted] = Token(path: dotted, type: tokenType, value: value)
        }
    }

    private mutating func typeName(_ node: JSONNode, at path: [String]) -> String? {
        guard case .string(let name) = node else {
            problems.append(ValidationProblem(field: path.joined(separator: "."), message: "$type is not a string; "
                + "expected one of " + Self.types.joined(separator: ", ")))
            return nil
        }
        return name
    }

    /// The token an alias chain ends at (``DTCGAliases``), or `nil` after reporting a broken chain.
    mutating func resolved(_ token: Token) -> Token? {
        let (resolved, problem) = aliases.resolve(token)
        if let problem { problems.append(problem) }
        return resolved
    }

    private mutating func set(_ token: Token, scheme: ColorScheme?, into values: inout SemanticOverrides) {
        let key = scheme.map { String(token.path.dropFirst($0.rawValue.count + 1)) } ?? token.path
        if setComposite(token, key: key, scheme: scheme, into: &values) { return }
        // A token other tokens alias (a palette entry) need not be a semantic key; tell that
        // before naming the closest key, which costs a comparison with every key.
        if SemanticKey.named(key) == nil, referenced.contains(token.path) { return }
        let semanticKey: SemanticKey
        switch SemanticKey.lookup(key) {
        case .success(let found): semanticKey = found
        case .failure(let problem):
            // A token other tokens alias (a palette entry) need not be a semantic key.
            guard !referenced.contains(token.path) else { return }
            let shown = ShownName.field(token.path)
            problems.append(ValidationProblem(field: shown, severity: problem.severity, message: shown == token.path
                ? problem.message : "\(ShownName.quoted(key)) is not a semantic key"))
            return
        }
        guard let token = resolved(token) else { return }
        let expected = ThemeDTCG.type(of: semanticKey)
        guard let type = token.type else {
            problems.append(ValidationProblem(field: token.path, message: "the token has no $type, on it or a group "
                + "above; expected '\(expected)'"))
            return
        }
        guard type == expected else {
            problems.append(ValidationProblem(field: token.path, message: "the token has $type '\(type)'; "
                + "'\(key)' expects '\(expected)'"))
            return
        }
        guard let input = input(token.value, type: type, path: token.path) else { return }
        set(key, input, path: token.path, scheme: scheme, into: &values)
    }

    /// Sets one parsed value, reporting a value out of range by `path`.
    mutating func set(_ key: String, _ input: ThemeValueInput, path: String, scheme: ColorScheme?,
                      into values: inout SemanticOverrides) {
        do throws(ValidationProblem) {
            try values.set(key, input, for: scheme.map { $0 == .light ? SchemeSelection.light : .dark } ?? .both)
        } catch {
            problems.append(ValidationProblem(field: path, severity: error.severity, message: error.message))
        }
    }

    // MARK: Values

    mutating func input(_ value: JSONNode, type: String, path: String) -> ThemeValueInput? {
        let result: Result<ThemeValueInput, ValidationProblem> = switch type {
        case "color": Self.color(value, path)
        case "dimension": Self.dimension(value, path)
        case "number": Self.number(value, path, "a number")
        case "fontWeight": Self.fontWeight(value, path)
        default: Self.fontFamily(value, path)
        }
        switch result {
        case .success(let input): return input
        case .failure(let problem):
            problems.append(problem)
            return nil
        }
    }

    private static func color(_ value: JSONNode, _ path: String) -> Result<ThemeValueInput, ValidationProblem> {
        if case .string(let hex) = value { return .success(.string(hex)) }
        let expected = "expected {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a} or a hex string"
        guard case .object(let members) = value else {
            return .failure(ValidationProblem(field: path, message: "the color is neither an object nor a string; \(expected)"))
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        guard case .string(let space)? = fields["colorSpace"], space == "srgb" else {
            return .failure(ValidationProblem(field: path, message: "the color is not in colorSpace 'srgb'; \(expected)"))
        }
        guard case .array(let items)? = fields["components"], items.count == 3 else {
            return .failure(ValidationProblem(field: path, message: "the color has no three components; \(expected)"))
        }
        var channels: [Double] = []
        for item in items {
            guard let number = item.numberValue, (0...1).contains(number) else {
                return .failure(ValidationProblem(field: path, message: "a color component is not a number from 0 "
                    + "to 1; \(expected)"))
            }
            channels.append(number)
        }
        var alpha = 1.0
        if let node = fields["alpha"] {
            guard let number = node.numberValue, (0...1).contains(number) else {
                return .failure(ValidationProblem(field: path, message: "the alpha is not a number from 0 to 1; \(expected)"))
            }
            alpha = number
        }
        let color = RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha).quantized
        return .success(.string(color.hex))
    }

    private static func dimension(_ value: JSONNode, _ path: String) -> Result<ThemeValueInput, ValidationProblem> {
        let expected = "expected {\"value\": number, \"unit\": \"px\" or \"rem\"}"
        guard case .object(let members) = value else {
            return .failure(ValidationProblem(field: path, message: "the dimension is not an object; \(expected)"))
        }
        let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
        guard let number = fields["value"]?.numberValue else {
            return .failure(ValidationProblem(field: path, message: "the dimension has no number value; \(expected)"))
        }
        switch fields["unit"] {
        case .string("px")?: return .success(.number(number))
        case .string("rem")?: return .success(.number(number * ThemeDTCG.pixelsPerRem))
        default: return .failure(ValidationProblem(field: path, message: "the dimension's unit is not px or rem; \(expected)"))
        }
    }

    private static func number(_ value: JSONNode, _ path: String, _ expected: String) -> Result<ThemeValueInput, ValidationProblem> {
        guard let number = value.numberValue else {
            return .failure(ValidationProblem(field: path, message: "the value is not a number; expected \(expected)"))
        }
        return .success(.number(number))
    }

    private static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
    ]

    private static func fontWeight(_ value: JSONNode, _ path: String) -> Result<ThemeValueInput, ValidationProblem> {
        if case .string(let name) = value {
            guard let weight = weightNames[name] else {
                let hint = ClosestName.hint(for: name, among: weightNames.keys.sorted())
                return .failure(ValidationProblem(field: path, message: "unknown font weight '\(name)'\(hint); "
                    + "expected a number from 100 to 900 or a weight name such as bold"))
            }
            return .success(.number(weight))
        }
        return number(value, path, "a number from 100 to 900 or a weight name such as bold")
    }

    private static func fontFamily(_ value: JSONNode, _ path: String) -> Result<ThemeValueInput, ValidationProblem> {
        let first: String? = switch value {
        case .string(let name): name
        case .array(let items): if case .string(let name)? = items.first { name } else { nil }
        default: nil
        }
        let designs = FontDesign.allCases
        guard let first, let design = designs.first(where: {
            $0.rawValue == first || FontFamilies.families($0).first == first
        }) else {
            let names = designs.flatMap { [$0.rawValue] + FontFamilies.families($0).prefix(1) }
            return .failure(ValidationProblem(field: path, message: "the font family is not one Themeswitch knows; "
                + "expected one of " + names.joined(separator: ", ")))
        }
        return .success(.string(design.rawValue))
    }
}

extension JSONNode {
    /// The number an integer or a number node holds.
    var numberValue: Double? {
        switch self {
        case .number(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }
}
