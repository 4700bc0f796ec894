/// Level 3: one component token, an alias of one semantic token (or, for a few sizes the
/// seed gives only inside a component, a fixed number — never a color).
public struct ComponentToken: Sendable, Hashable {
    /// Where the value comes from.
    enum Source: Sendable, Hashable {
        case semantic(SemanticKey)
        case fixedDimension(Double)
        case fixedWeight(UInt32)

        static func color(_ color: SemanticColor) -> Source { .semantic(.color(color)) }
        static func dimension(_ dimension: SemanticDimension) -> Source { .semantic(.dimension(dimension)) }
        static func fontSize(_ role: TypographyRole) -> Source { .semantic(.fontSize(role)) }
        static func fontWeight(_ role: TypographyRole) -> Source { .semantic(.fontWeight(role)) }
        static func fontDesign(_ role: TypographyRole) -> Source { .semantic(.fontDesign(role)) }
        static func lineHeight(_ role: TypographyRole) -> Source { .semantic(.lineHeight(role)) }
        static func letterSpacing(_ role: TypographyRole) -> Source { .semantic(.letterSpacing(role)) }
        static func shadowColor(_ role: ShadowRole) -> Source { .semantic(.shadowColor(role)) }
        static func shadowRadius(_ role: ShadowRole) -> Source { .semantic(.shadowRadius(role)) }
        static func shadowX(_ role: ShadowRole) -> Source { .semantic(.shadowX(role)) }
        static func shadowY(_ role: ShadowRole) -> Source { .semantic(.shadowY(role)) }
    }

    /// The key, e.g. `component.card.background`.
    public let key: String
    let source: Source

    /// The semantic key this token aliases, e.g. `color.surface`; `nil` for a fixed number.
    public var aliasOf: String? {
        if case .semantic(let semantic) = source { return semantic.key }
        return nil
    }

    /// Reads the value from the semantic level.
    func value(in semantic: SemanticTokens) -> TokenValue {
        switch source {
        case .semantic(let key): semantic[key]
        case .fixedDimension(let value): .dimension(value)
        case .fixedWeight(let weight): .fontWeight(weight)
        }
    }
}
