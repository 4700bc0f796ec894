extension SemanticKey {
    /// The key spelled `name`, or the problem: a component key names the semantic key it
    /// aliases; any other unknown key names the closest semantic key.
    public static func lookup(_ name: String) -> Result<SemanticKey, ValidationProblem> {
        if let key = named(name) { return .success(key) }
        let field = name
        if let component = componentAliases[name] {
            let advice = component.map { "set '\($0)', which it aliases" } ?? "its value is fixed"
            return .failure(ValidationProblem(
                field: field, message: "'\(name)' is a component token, which cannot be set; \(advice)"))
        }
        let hint = ClosestName.hint(for: name, among: allKeyNames)
        return .failure(ValidationProblem(
            field: field, message: "unknown token key '\(name)'\(hint); expected a semantic key of docs/tokens.md"))
    }

    private static let allKeyNames = all.map(\.key)

    /// Component key → the semantic key it aliases (`nil` for a fixed value).
    private static let componentAliases: [String: String?] = Dictionary(
        ComponentTokens.all.map { ($0.key, $0.aliasOf) }, uniquingKeysWith: { first, _ in first })
}
