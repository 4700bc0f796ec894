/// The tinted-theming schemes a theme was imported from (issue 36 §1) in its `.theme` file: the
/// `schemes` array, each scheme an object as spec 0.11 writes it (`system`, `name`, `author`,
/// `variant`, `palette: {"base00": "#rrggbb", …}`), so an export gives its colors back exactly.
enum ThemeSchemesNode {
    /// The array of `schemes`.
    static func node(_ schemes: [Base16Scheme]) -> JSONNode {
        .array(schemes.map { scheme in
            .object([
                ("system", .string(scheme.system.rawValue)), ("name", .string(scheme.name)), ("author", .string(scheme.author)),
                ("variant", .string(scheme.variant.rawValue)),
                ("palette", .object(scheme.palette.enumerated().map { (Base16Scheme.slotName($0.offset), .string($0.element.hex)) })),
            ])
        })
    }

    /// The schemes an array describes, or the first problem with it (its field under `schemes`).
    static func schemes(_ node: JSONNode) -> Result<[Base16Scheme], ValidationProblem> {
        guard case .array(let items) = node, items.count <= ColorScheme.allCases.count else {
            return .failure(ValidationProblem(field: "schemes", message: "field 'schemes' is not an array of at most two "
                + "objects; expected the tinted-theming schemes the theme was imported from"))
        }
        var schemes: [Base16Scheme] = []
        for (index, item) in items.enumerated() {
            guard case .object(let members) = item else {
                return .failure(ValidationProblem(field: "schemes[\(index)]", message: "scheme \(index + 1) is not an object; "
                    + "expected system, name, author, variant and palette"))
            }
            func strings(_ members: [(String, JSONNode)]) -> [String: String] {
                Dictionary(members.compactMap { key, value in
                    if case .string(let text) = value { (key, text) } else { nil }
                }, uniquingKeysWith: { first, _ in first })
            }
            let palette = members.first { $0.0 == "palette" }.flatMap { member -> [(String, JSONNode)]? in
                if case .object(let entries) = member.1 { entries } else { nil }
            }
            do throws(Base16SchemeError) {
                let scheme = try Base16SchemeFile.scheme(fields: strings(members), palette: palette.map(strings))
                guard !schemes.contains(where: { $0.variant == scheme.variant }) else {
                    return .failure(ValidationProblem(field: "schemes[\(index)]", message: "two schemes are "
                        + "\(scheme.variant.rawValue); expected at most one of each variant"))
                }
                schemes.append(scheme)
            } catch {
                return .failure(ValidationProblem(field: "schemes[\(index)]", message: error.description))
            }
        }
        return .success(schemes)
    }
}
