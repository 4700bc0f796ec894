/// The kinds of token value (the cases of ``TokenValue``).
public enum TokenType: String, Sendable, CaseIterable {
    /// ``TokenValue/color(_:)``.
    case color
    /// ``TokenValue/dimension(_:)``.
    case dimension
    /// ``TokenValue/fontWeight(_:)``.
    case fontWeight
    /// ``TokenValue/fontDesign(_:)``.
    case fontDesign
    /// ``TokenValue/text(_:)``.
    case text
    /// ``TokenValue/flag(_:)``.
    case flag
}
