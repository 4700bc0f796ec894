/// Level 2: every semantic length or factor (seed 000 FR-SP-01, FR-SP-02, FR-SH-01), with its key.
public enum SemanticDimension: Int, Sendable, CaseIterable {
    // FR-SP-01
    case xxs, xs, sm, md, lg, xl, xxl, xxxl
    // FR-SP-02
    case listRowVertical, listRowHorizontal, listRowSpacing, sectionSpacing, cardPadding
    case avatarSize, avatarSizeLarge, avatarSizeSmall, iconSize, iconSizeSmall, touchMinimum
    case chipVertical, chipHorizontal, searchBarHeight, bottomTabHeight
    // FR-SH-01
    case shapeSmall, shapeMedium, shapeLarge, shapeExtraLarge, shapeFull
    // NFR-ACC-04: border and separator strokes, 1 pt, 2 pt in high contrast
    case strokeBorder
    // Reduced motion: a factor for every animation duration, 1, or 0 when reduced
    case motionScale

    /// The token key, e.g. `spacing.lg`, `shape.full`, `stroke.border`, `motion.scale`.
    public var key: String { Self.keys[rawValue] }

    private static let keys: [String] = allCases.map { dimension in
        let name = String(describing: dimension)
        for (prefix, group) in [("shape", "shape."), ("stroke", "stroke."), ("motion", "motion.")]
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            return group + rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return "spacing." + name
    }
}
