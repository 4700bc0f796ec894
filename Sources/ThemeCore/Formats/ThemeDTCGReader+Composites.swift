/// DTCG 2025.10 `typography` and `shadow` composites at `typography.<style>` and
/// `shadow.<name>` (docs/themes.md, "DTCG"): each field the model holds sets its semantic key
/// (`fontFamily` → `.design`, `fontSize` → `.size`, `fontWeight` → `.weight`, `letterSpacing` →
/// `.letterSpacing`, `lineHeight` (a multiple of `fontSize`) → `.lineHeight` in points; `color`, `offsetX`
/// → `.x`, `offsetY` → `.y`, `blur` → `.radius` at ``ThemeCSS/blurPerRadius``). A field may be an
/// alias `{group.token}`, and so may the whole value. Fields the model has no token for are read
/// only at the value Themeswitch itself writes for them (``DTCGTokenFormat``); any other value,
/// an unknown field, or more than one shadow is reported by its path.
extension ThemeDTCGReader {
    /// What a composite field sets: a semantic key, or nothing, when only the value Themeswitch
    /// writes for it (and its text) can be read.
    private enum Target {
        case key(String)
        case only(Double, String)
        /// A multiple of the composite's `fontSize`, set in points.
        case timesFontSize(String)
    }

    private static func typographyFields(_ role: TypographyRole) -> [(String, (type: String, target: Target))] {
        [
            ("fontFamily", ("fontFamily", .key(role.designKey))),
            ("fontSize", ("dimension", .key(role.sizeKey))),
            ("fontWeight", ("fontWeight", .key(role.weightKey))),
            ("letterSpacing", ("dimension", .key(role.letterSpacingKey))),
            ("lineHeight", ("number", .timesFontSize(role.lineHeightKey))),
        ]
    }

    private static func shadowFields(_ role: ShadowRole) -> [(String, (type: String, target: Target))] {
        [
            ("color", ("color", .key(role.colorKey))),
            ("offsetX", ("dimension", .key(role.xKey))),
            ("offsetY", ("dimension", .key(role.yKey))),
            ("blur", ("dimension", .key(role.radiusKey))),
            ("spread", ("dimension", .only(0, "0px"))),
        ]
    }

    /// Reads `token` as a composite when `key` names a typography style or a shadow; `false`
    /// when it names neither (the caller reads it as a plain token).
    mutating func setComposite(_ token: Token, key: String, scheme: ColorScheme?,
                               into values: inout SemanticOverrides) -> Bool {
        let fields: [(String, (type: String, target: Target))]
        let expected: String
        if let role = TypographyRole.allCases.first(where: { $0.sizeKey == key + ".size" }) {
            (fields, expected) = (Self.typographyFields(role), "typography")
        } else if let role = ShadowRole.allCases.first(where: { $0.colorKey == key + ".color" }) {
            (fields, expected) = (Self.shadowFields(role), "shadow")
        } else {
            return false
        }
        guard let token = resolved(token) else { return true }
        guard token.type == expected else {
            let given = token.type.map { "has $type '\($0)'" } ?? "has no $type, on it or a group above"
            problems.append(ValidationProblem(field: token.path, message: "the token \(given); '\(key)' expects "
                + "'\(expected)' (a composite of " + fields.map(\.0).joined(separator: ", ") + ")"))
            return true
        }
        var value = token.value
        if expected == "shadow", case .array(let layers) = value {
            guard layers.count == 1 else {
                problems.append(ValidationProblem(field: token.path, message: "the shadow has \(layers.count) layers; "
                    + "Themeswitch holds one shadow per name"))
                return true
            }
            value = layers[0]
        }
        guard case .object(let members) = value else {
            let names = fields.map(\.0).joined(separator: ", ")
            problems.append(ValidationProblem(field: token.path, message: "the \(expected) value is not an object; "
                + "expected an object with \(names)"))
            return true
        }
        let known = Dictionary(fields, uniquingKeysWith: { first, _ in first })
        for (name, node) in members {
            let path = token.path + "." + name
            if expected == "shadow", name == "inset" {
                if case .bool(false) = node {} else {
                    problems.append(ValidationProblem(field: path, message: "Themeswitch has no inset shadows; "
                        + "expected false or no inset"))
                }
                continue
            }
            guard let field = known[name] else {
                let hint = ClosestName.hint(for: name, among: fields.map(\.0))
                problems.append(ValidationProblem(field: path, message: "unknown \(expected) field '\(name)'\(hint); "
                    + "expected " + fields.map(\.0).joined(separator: ", ")))
                continue
            }
            guard let part = resolved(Token(path: path, type: field.type, value: node)),
                  let input = input(part.value, type: field.type, path: path) else { continue }
            switch field.target {
            case .key(let key):
                let scaled: ThemeValueInput = if name == "blur", case .number(let blur) = input {
                    .number(blur / ThemeCSS.blurPerRadius)
                } else {
                    input
                }
                set(key, scaled, path: path, scheme: scheme, into: &values)
            case .timesFontSize(let key):
                guard case .number(let multiple) = input, let size = fontSize(members, in: token.path) else {
                    problems.append(ValidationProblem(field: path, message: "a lineHeight is a multiple of the font "
                        + "size; give the fontSize beside it"))
                    continue
                }
                // Rounded to 1/10000 pt, so a height written as a multiple reads back exactly.
                set(key, .number((multiple * size * 10_000).rounded() / 10_000), path: path, scheme: scheme, into: &values)
            case .only(let number, let text) where input != .number(number):
                problems.append(ValidationProblem(field: path, message: "Themeswitch has no \(name) token and can "
                    + "only read the \(text) it writes; remove the field or set \(text)"))
            case .only: break
            }
        }
        return true
    }

    /// The `fontSize` member of a typography composite in points, or `nil` when it is missing or
    /// not a length (reported where the member is read).
    private func fontSize(_ members: [(String, JSONNode)], in path: String) -> Double? {
        guard let node = members.first(where: { $0.0 == "fontSize" })?.1 else { return nil }
        // Read on a copy: a problem with the member is reported once, where the member itself is read.
        var quiet = self
        guard let part = quiet.resolved(Token(path: path + ".fontSize", type: "dimension", value: node)),
              case .number(let size)? = quiet.input(part.value, type: "dimension", path: path + ".fontSize") else { return nil }
        return size
    }
}
