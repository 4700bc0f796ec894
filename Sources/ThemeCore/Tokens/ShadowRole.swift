/// Level 2: the elevation levels `shadow.level0` … `shadow.level5` (issue 20 §2, Material's six
/// elevation levels), and seed 000 FR-SH-02's three shadows kept as aliases of levels 1–3.
public enum ShadowRole: Int, Sendable, CaseIterable {
    /// Flat (no shadow) up to the highest elevation: level1 list rows, level2 cards and bubbles,
    /// level3 sheets and popovers, level4 menus, level5 dialogs.
    case level0, level1, level2, level3, level4, level5
    /// Seed 000's subtle (level1), medium (level2) and elevated (level3).
    case subtle, medium, elevated

    /// The six levels, each with a value of its own.
    public static let levels: [ShadowRole] = [.level0, .level1, .level2, .level3, .level4, .level5]

    /// The level this role reads and writes: itself, or the level an alias names.
    public var level: ShadowRole {
        switch self {
        case .subtle: .level1
        case .medium: .level2
        case .elevated: .level3
        default: self
        }
    }

    /// Whether the role is an alias of a level.
    public var isAlias: Bool { level != self }

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
