/// Level 3: one component token, an alias of one semantic token (or, for a few sizes the
/// seed gives only inside a component, a fixed number — never a color).
public struct ComponentToken: Sendable, Hashable {
    /// Where the value comes from.
    enum Source: Sendable, Hashable {
        case color(SemanticColor)
        case dimension(SemanticDimension)
        case fontSize(TypographyRole), fontWeight(TypographyRole), fontDesign(TypographyRole)
        case shadowColor(ShadowRole), shadowRadius(ShadowRole), shadowX(ShadowRole), shadowY(ShadowRole)
        case fixedDimension(Double)
        case fixedWeight(UInt32)
    }

    /// The key, e.g. `component.card.background`.
    public let key: String
    let source: Source

    /// The semantic key this token aliases, e.g. `color.surface`; `nil` for a fixed number.
    public var aliasOf: String? {
        switch source {
        case .color(let color): color.key
        case .dimension(let dimension): dimension.key
        case .fontSize(let role): role.sizeKey
        case .fontWeight(let role): role.weightKey
        case .fontDesign(let role): role.designKey
        case .shadowColor(let role): role.colorKey
        case .shadowRadius(let role): role.radiusKey
        case .shadowX(let role): role.xKey
        case .shadowY(let role): role.yKey
        case .fixedDimension, .fixedWeight: nil
        }
    }

    /// Reads the value from the semantic level.
    func value(in semantic: SemanticTokens) -> TokenValue {
        switch source {
        case .color(let color): .color(semantic[color])
        case .dimension(let dimension): .dimension(semantic[dimension])
        case .fontSize(let role): .dimension(semantic[role].size)
        case .fontWeight(let role): .fontWeight(semantic[role].weight)
        case .fontDesign(let role): .fontDesign(semantic[role].design)
        case .shadowColor(let role): .color(semantic[role].color)
        case .shadowRadius(let role): .dimension(semantic[role].radius)
        case .shadowX(let role): .dimension(semantic[role].x)
        case .shadowY(let role): .dimension(semantic[role].y)
        case .fixedDimension(let value): .dimension(value)
        case .fixedWeight(let weight): .fontWeight(weight)
        }
    }
}
