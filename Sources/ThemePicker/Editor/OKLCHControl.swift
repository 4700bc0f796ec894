import ThemeCore

/// One OKLCH coordinate the color picker adjusts by keys: lightness, chroma or hue.
public enum OKLCHChannel: Int, CaseIterable, Sendable {
    case lightness, chroma, hue

    /// The letter shown, `L`, `C` or `H`.
    public var letter: String {
        switch self {
        case .lightness: "L"
        case .chroma: "C"
        case .hue: "H"
        }
    }

    /// What one key press moves: 0.01 of lightness, 0.005 of chroma, 2° of hue (Shift, the
    /// capital letter or PgUp/PgDn, moves ten times as far).
    public var step: Double {
        switch self {
        case .lightness: 0.01
        case .chroma: 0.005
        case .hue: 2
        }
    }

    /// The range shown on the gradient bar; hue wraps around it.
    public var range: ClosedRange<Double> {
        switch self {
        case .lightness: 0...1
        case .chroma: 0...0.37
        case .hue: 0...360
        }
    }

    /// The coordinate's value in `color`.
    public func value(of color: OKLCH) -> Double {
        switch self {
        case .lightness: color.lightness
        case .chroma: color.chroma
        case .hue: color.hue
        }
    }

    /// `color` with this coordinate set to `value`: hue wraps into `0..<360`, lightness and
    /// chroma are clamped to their ranges.
    public func setting(_ value: Double, in color: OKLCH) -> OKLCH {
        var result = color
        switch self {
        case .lightness: result.lightness = min(max(value, 0), 1)
        case .chroma: result.chroma = min(max(value, 0), range.upperBound)
        case .hue: result.hue = (value.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        }
        return result
    }

    /// `color` moved by `steps` key presses.
    public func adjusting(_ color: OKLCH, by steps: Int) -> OKLCH {
        setting(value(of: color) + Double(steps) * step, in: color)
    }

    /// The value as shown: lightness and chroma to three decimals, hue in whole degrees.
    public func formatted(_ color: OKLCH) -> String {
        let value = value(of: color)
        if self == .hue { return "\(Int(value.rounded()) % 360)°" }
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `cells` colors across the channel's range with the other coordinates of `color`
    /// (gamut-mapped), and the cell the current value falls in: the gradient bar.
    public func gradient(of color: OKLCH, cells: Int) -> (colors: [RGBAColor], marker: Int) {
        guard cells > 0 else { return ([], 0) }
        let (low, high) = (range.lowerBound, range.upperBound)
        let colors = (0..<cells).map { cell in
            setting(low + (high - low) * (Double(cell) + 0.5) / Double(cells), in: color).rgba().quantized
        }
        let fraction = (value(of: color) - low) / (high - low)
        return (colors, min(max(Int(fraction * Double(cells)), 0), cells - 1))
    }
}
