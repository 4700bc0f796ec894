/// One text style: system font at a size, weight and design (seed 000 FR-TY-01).
public struct TypographyStyle: Sendable, Hashable {
    /// Point size.
    public var size: Double
    /// CSS weight, 100–900.
    public var weight: UInt32
    /// System font design.
    public var design: FontDesign

    /// A style from its parts.
    public init(size: Double, weight: UInt32, design: FontDesign = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }
}
