/// The value of one token. The D-Bus form is in docs/dbus-api.md, "Token keys".
public enum TokenValue: Sendable, Hashable {
    /// A color; on the wire `#RRGGBB`, or `#RRGGBBAA` when translucent.
    case color(RGBAColor)
    /// A length in points, or (for `motion.*`) a duration in seconds or a factor.
    case dimension(Double)
    /// A font weight on the CSS scale 100–900.
    case fontWeight(UInt32)
    /// A system font design.
    case fontDesign(FontDesign)

    /// The kind of value, for documentation and validation.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontWeight: .fontWeight
        case .fontDesign: .fontDesign
        }
    }

    /// The value as a short string: hex for colors, `16.0` for dimensions, `600`, `monospaced`.
    public var formatted: String {
        switch self {
        case .color(let color): color.hex
        case .dimension(let value): "\(value)"
        case .fontWeight(let weight): "\(weight)"
        case .fontDesign(let design): design.rawValue
        }
    }
}
