/// Level 2: the three shadows of seed 000 FR-SH-02, with their keys.
public enum ShadowRole: Int, Sendable, CaseIterable {
    /// Subtle (list rows), medium (cards, bubbles), elevated (sheets, popovers).
    case subtle, medium, elevated

    /// `shadow.<name>`; the tokens are this plus `.color`, `.radius`, `.x`, `.y`.
    public var keyPrefix: String { Self.keys[rawValue].prefix }
    /// `shadow.<name>.color`.
    public var colorKey: String { Self.keys[rawValue].color }
    /// `shadow.<name>.radius`.
    public var radiusKey: String { Self.keys[rawValue].radius }
    /// `shadow.<name>.x`.
    public var xKey: String { Self.keys[rawValue].x }
    /// `shadow.<name>.y`.
    public var yKey: String { Self.keys[rawValue].y }

    private static let keys: [(prefix: String, color: String, radius: String, x: String, y: String)] =
        allCases.map { role in
            let prefix = "shadow." + String(describing: role)
            return (prefix, prefix + ".color", prefix + ".radius", prefix + ".x", prefix + ".y")
        }
}
