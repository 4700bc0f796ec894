/// Level 2: every semantic length or factor (seed 000 FR-SP-01, FR-SP-02, FR-SH-01), with its key.
public enum SemanticDimension: Int, Sendable, CaseIterable {
    /// The spacing scale (FR-SP-01).
    case xxs, xs, sm, md, lg, xl, xxl, xxxl
    /// Named component spacings (FR-SP-02).
    case listRowVertical, listRowHorizontal, listRowSpacing, sectionSpacing, cardPadding
    /// Named component sizes.
    case avatarSize, avatarSizeLarge, avatarSizeSmall, iconSize, iconSizeSmall, touchMinimum
    /// Chip, search bar and tab bar sizes.
    case chipVertical, chipHorizontal, searchBarHeight, bottomTabHeight
    /// Corner radii (FR-SH-01); `shapeFull` (9999) is a capsule.
    case shapeSmall, shapeMedium, shapeLarge, shapeExtraLarge, shapeFull
    /// Border and separator width: 1 pt, 2 pt in high contrast (NFR-ACC-04).
    case strokeBorder
    /// Multiply every animation duration by this: 1, or 0 with reduced motion.
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
