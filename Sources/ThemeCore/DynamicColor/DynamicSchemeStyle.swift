/// How a source color becomes the five tonal palettes of a scheme (Material's scheme variants,
/// issue 22). Names are the CLI's `--style` values.
public enum DynamicSchemeStyle: String, Sendable, CaseIterable {
    /// The default: a calm accent of the source's hue (chroma 36), soft secondary, tertiary 60° on.
    case tonalSpot = "tonal-spot"
    /// The source's hue at full chroma (200, as far as the gamut allows), secondary and tertiary
    /// turned a little, slightly tinted neutrals.
    case vibrant
    /// Playful: the accent's hue turned 240° from the source, secondary and tertiary further.
    case expressive
    /// Nearly gray: the source's hue at chroma 12, neutrals at 2.
    case neutral
    /// Grays only: chroma 0 everywhere but the status colors.
    case monochrome
    /// The source color itself: its chroma, and its tone as the accent's where contrast allows;
    /// tertiary is the complementary hue.
    case fidelity
    /// Like fidelity, with tertiary an analogous hue (60° on): for images whose color is the point.
    case content

    /// The palettes for `source`.
    public func palettes(source: HCT) -> DynamicPalettes {
        let hue = source.hue
        let chroma = source.chroma
        switch self {
        case .tonalSpot:
            return DynamicPalettes(primary: .init(hue: hue, chroma: 36), secondary: .init(hue: hue, chroma: 16),
                                   tertiary: .init(hue: hue + 60, chroma: 24), neutral: .init(hue: hue, chroma: 6),
                                   neutralVariant: .init(hue: hue, chroma: 8))
        case .vibrant:
            return DynamicPalettes(
                primary: .init(hue: hue, chroma: 200),
                secondary: .init(hue: Self.rotated(hue, Self.vibrantSecondary), chroma: 24),
                tertiary: .init(hue: Self.rotated(hue, Self.vibrantTertiary), chroma: 32),
                neutral: .init(hue: hue, chroma: 10), neutralVariant: .init(hue: hue, chroma: 12))
        case .expressive:
            return DynamicPalettes(
                primary: .init(hue: hue + 240, chroma: 40),
                secondary: .init(hue: Self.rotated(hue, Self.expressiveSecondary), chroma: 24),
                tertiary: .init(hue: Self.rotated(hue, Self.expressiveTertiary), chroma: 32),
                neutral: .init(hue: hue + 15, chroma: 8), neutralVariant: .init(hue: hue + 15, chroma: 12))
        case .neutral:
            return DynamicPalettes(primary: .init(hue: hue, chroma: 12), secondary: .init(hue: hue, chroma: 8),
                                   tertiary: .init(hue: hue, chroma: 16), neutral: .init(hue: hue, chroma: 2),
                                   neutralVariant: .init(hue: hue, chroma: 2))
        case .monochrome:
            let gray = TonalPalette(hue: hue, chroma: 0)
            return DynamicPalettes(primary: gray, secondary: gray, tertiary: gray, neutral: gray, neutralVariant: gray)
        case .fidelity, .content:
            return DynamicPalettes(
                primary: .init(hue: hue, chroma: chroma),
                secondary: .init(hue: hue, chroma: max(chroma - 32, chroma * 0.5)),
                tertiary: .init(hue: hue + (self == .fidelity ? 180 : 60), chroma: max(24, chroma * 0.5)),
                neutral: .init(hue: hue, chroma: chroma / 8), neutralVariant: .init(hue: hue, chroma: chroma / 8 + 4),
                accentTone: source.tone)
        }
    }

    /// Hue breakpoints of Material's rotation tables, and the turn applied from each.
    private static let hueBreakpoints: [Double] = [0, 41, 61, 101, 131, 181, 251, 301, 360]
    private static let vibrantSecondary: [Double] = [18, 15, 10, 12, 15, 18, 15, 12, 12]
    private static let vibrantTertiary: [Double] = [35, 30, 20, 25, 30, 35, 30, 25, 25]
    private static let expressiveSecondary: [Double] = [45, 95, 45, 20, 45, 90, 45, 45, 45]
    private static let expressiveTertiary: [Double] = [120, 120, 20, 45, 20, 15, 20, 120, 120]

    private static func rotated(_ hue: Double, _ rotations: [Double]) -> Double {
        for index in 0..<(hueBreakpoints.count - 1) where hue >= hueBreakpoints[index] && hue < hueBreakpoints[index + 1] {
            return ColorSpaces.sanitized(degrees: hue + rotations[index])
        }
        return hue
    }
}

/// A scheme's five palettes: accent (primary), secondary (selection), tertiary (the unread
/// dot), neutral (backgrounds, text) and neutral variant (secondary text, borders).
public struct DynamicPalettes: Sendable, Hashable {
    public let primary: TonalPalette
    public let secondary: TonalPalette
    public let tertiary: TonalPalette
    public let neutral: TonalPalette
    public let neutralVariant: TonalPalette
    /// The source's tone, for the styles whose accent keeps it (clamped to what contrast allows).
    public let accentTone: Double?

    init(primary: TonalPalette, secondary: TonalPalette, tertiary: TonalPalette, neutral: TonalPalette,
         neutralVariant: TonalPalette, accentTone: Double? = nil) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
        self.neutral = neutral
        self.neutralVariant = neutralVariant
        self.accentTone = accentTone
    }
}
