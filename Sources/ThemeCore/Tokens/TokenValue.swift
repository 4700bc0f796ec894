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
    /// Text that is not a color or a design: a wallpaper's kind, preset, image path or color list.
    case text(String)
    /// On or off, e.g. `component.bubble.tail`.
    case flag(Bool)

    /// The kind of value, for documentation and validation.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontWeight: .fontWeight
        case .fontDesign: .fontDesign
        case .text: .text
        case .flag: .flag
        }
    }

    /// The value as a short string: hex for colors, `16.0` for dimensions, `600`, `monospaced`,
    /// the text itself, `true`/`false`.
    public var formatted: String {
        switch self {
        case .color(let color): color.hex
        case .dimension(let value): "\(value)"
        case .fontWeight(let weight): "\(weight)"
        case .fontDesign(let design): design.rawValue
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        }
    }
}
