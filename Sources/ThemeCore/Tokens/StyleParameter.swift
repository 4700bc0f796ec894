/// A style parameter (issue 12 §6, seed 004 §7): a component-level choice that no semantic token
/// derives — how round message bubbles are, whether they have a tail, how round avatars are.
///
/// Components otherwise only read semantic tokens, and a component key cannot be set. These few
/// are different: nothing computes them, so each is declared here with its default and range,
/// published under its component key, and may be set by a theme or an override layer like a
/// semantic token (same validation, same messages). They do not vary between themes by default.
public enum StyleParameter: Int, Sendable, Hashable, CaseIterable {
    /// `component.bubble.roundness`: 0 square corners … 1 fully rounded (SimpleX's `chatItemRoundness`).
    case bubbleRoundness
    /// `component.bubble.tail`: whether a message bubble has a tail pointing at its sender.
    case bubbleTail
    /// `component.avatar.cornerRadius`: the corner radius as a fraction of the avatar's size,
    /// 0 square … 0.5 a circle (SimpleX's profile image corner radius).
    case avatarCornerRadius

    /// The dotted key, e.g. `component.bubble.roundness`.
    public var key: String {
        switch self {
        case .bubbleRoundness: "component.bubble.roundness"
        case .bubbleTail: "component.bubble.tail"
        case .avatarCornerRadius: "component.avatar.cornerRadius"
        }
    }

    /// The value when nothing sets it: SimpleX's defaults (roundness 0.75, a tail) and seed 000's
    /// round avatars.
    public var defaultValue: TokenValue {
        switch self {
        case .bubbleRoundness: .dimension(0.75)
        case .bubbleTail: .flag(true)
        case .avatarCornerRadius: .dimension(0.5)
        }
    }

    /// The largest value accepted (the smallest is 0); `nil` for a flag.
    var maximum: Double? {
        switch self {
        case .bubbleRoundness: 1
        case .bubbleTail: nil
        case .avatarCornerRadius: 0.5
        }
    }

    /// Every parameter's default, indexed by `rawValue`.
    static let defaults: [TokenValue] = allCases.map(\.defaultValue)
}
