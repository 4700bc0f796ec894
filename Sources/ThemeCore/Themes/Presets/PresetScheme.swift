/// One scheme of a catalog preset (seed 003 Part 5) in our semantic keys. The seed's
/// `interactivePrimary`/`Hover` are the accent and its hover; `backgroundBase`, `backgroundElevated1`
/// and `backgroundElevated2` the background, surface and elevated surface (translucent ones
/// composited over the background, as they are drawn); the three text levels keep their names;
/// `textOnInteractive` is `textInverse`, the label on the accent; `borderDefault` is the border.
/// Status, category and avatar colors stay the shared ones (FR-BT-02).
struct PresetScheme: Sendable {
    let accent: RGBAColor
    let accentHover: RGBAColor
    let background: RGBAColor
    let surface: RGBAColor
    let surfaceElevated: RGBAColor
    let textPrimary: RGBAColor
    let textSecondary: RGBAColor
    let textTertiary: RGBAColor
    let textInverse: RGBAColor
    let border: RGBAColor

    /// The semantic values besides the accent family.
    var values: [SemanticKey: TokenValue] {
        let colors: [SemanticColor: RGBAColor] = [
            .background: background,
            .surface: surface.composited(over: background).quantized,
            .surfaceElevated: surfaceElevated.composited(over: background).quantized,
            .textPrimary: textPrimary, .textSecondary: textSecondary, .textTertiary: textTertiary,
            .textInverse: textInverse, .border: border,
        ]
        return Dictionary(uniqueKeysWithValues: colors.map { (SemanticKey.color($0.key), TokenValue.color($0.value)) })
    }
}
