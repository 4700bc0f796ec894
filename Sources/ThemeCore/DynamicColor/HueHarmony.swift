/// Material's hue harmonisation: a design color's hue turned toward the source's by half their
/// difference, at most 15°, so a status color belongs to the theme and still reads as itself
/// (red stays red, green green); chroma and tone are the caller's.
enum HueHarmony {
    /// The largest turn, degrees.
    static let maximumTurn = 15.0

    /// `hue` turned toward `source`.
    static func harmonized(_ hue: Double, toward source: Double) -> Double {
        let turn = min(ColorSpaces.difference(hue, source) * 0.5, maximumTurn)
        let direction: Double = ColorSpaces.sanitized(degrees: source - hue) <= 180 ? 1 : -1
        return ColorSpaces.sanitized(degrees: hue + turn * direction)
    }
}
