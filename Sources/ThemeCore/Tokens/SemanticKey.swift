/// Level 2: one semantic token a theme or an override layer may set — every key of
/// docs/tokens.md outside `component.*` (components only read these).
public enum SemanticKey: Sendable, Hashable {
    /// `color.*`.
    case color(SemanticColor)
    /// `spacing.*`, `shape.*`, `stroke.border`, `motion.scale`.
    case dimension(SemanticDimension)
    /// `typography.<role>.size`, `.weight`, `.design`.
    case fontSize(TypographyRole), fontWeight(TypographyRole), fontDesign(TypographyRole)
    /// `shadow.<role>.color`, `.radius`, `.x`, `.y`.
    case shadowColor(ShadowRole), shadowRadius(ShadowRole), shadowX(ShadowRole), shadowY(ShadowRole)
    /// `component.bubble.*`, `component.avatar.cornerRadius`: the few style parameters no
    /// semantic token derives (``StyleParameter``).
    case style(StyleParameter)
    /// `wallpaper.background`, `wallpaper.tint`: derived unless a layer sets them (``WallpaperColor``).
    case wallpaperColor(WallpaperColor)

    /// The dotted key, e.g. `color.accent`, `typography.bodyLarge.size`.
    public var key: String {
        switch self {
        case .color(let color): color.key
        case .dimension(let dimension): dimension.key
        case .fontSize(let role): role.sizeKey
        case .fontWeight(let role): role.weightKey
        case .fontDesign(let role): role.designKey
        case .shadowColor(let role): role.colorKey
        case .shadowRadius(let role): role.radiusKey
        case .shadowX(let role): role.xKey
        case .shadowY(let role): role.yKey
        case .style(let parameter): parameter.key
        case .wallpaperColor(let color): color.key
        }
    }

    /// The kind of value the key holds.
    public var type: TokenType {
        switch self {
        case .color, .shadowColor, .wallpaperColor: .color
        case .dimension, .fontSize, .shadowRadius, .shadowX, .shadowY: .dimension
        case .fontWeight: .fontWeight
        case .fontDesign: .fontDesign
        case .style(let parameter): parameter.defaultValue.type
        }
    }

    /// Every semantic key in documentation order: colors, dimensions, typography, shadows,
    /// the style parameters, then the wallpaper colors.
    public static let all: [SemanticKey] = SemanticColor.allCases.map(SemanticKey.color)
        + SemanticDimension.allCases.map(SemanticKey.dimension)
        + TypographyRole.allCases.flatMap { [.fontSize($0), .fontWeight($0), .fontDesign($0)] }
        + ShadowRole.allCases.flatMap { [.shadowColor($0), .shadowRadius($0), .shadowX($0), .shadowY($0)] }
        + StyleParameter.allCases.map(SemanticKey.style)
        + WallpaperColor.allCases.map(SemanticKey.wallpaperColor)

    /// The keys a resolved token set is read back through (an exported set imported as a theme):
    /// all but the wallpaper colors, which belong to the user's wallpaper, not the theme.
    public static let resolvedSetKeys: [SemanticKey] = all.filter { !$0.isWallpaperColor }

    /// Whether this is `wallpaper.background` or `wallpaper.tint`.
    public var isWallpaperColor: Bool {
        if case .wallpaperColor = self { return true }
        return false
    }

    /// The key spelled `key`, or `nil` when there is none.
    public static func named(_ key: String) -> SemanticKey? {
        byName[key]
    }

    private static let byName: [String: SemanticKey] = Dictionary(
        all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
}
