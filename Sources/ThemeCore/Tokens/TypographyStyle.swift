/// One text style: system font at a size, weight and design (seed 000 FR-TY-01), with the line
/// height and letter spacing toolkits set beside them (seed 003's `TypographyStyle`).
public struct TypographyStyle: Sendable, Hashable {
    /// Point size.
    public var size: Double
    /// CSS weight, 100–900.
    public var weight: UInt32
    /// System font design.
    public var design: FontDesign
    /// Distance between baselines in points.
    public var lineHeight: Double
    /// Extra space between letters in points (negative: tighter).
    public var letterSpacing: Double

    /// A style from its parts.
    public init(size: Double, weight: UInt32, design: FontDesign = .default, lineHeight: Double, letterSpacing: Double) {
        self.size = size
        self.weight = weight
        self.design = design
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}
