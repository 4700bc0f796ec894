/// A drop shadow (seed 000 FR-SH-02).
public struct ShadowStyle: Sendable, Hashable {
    /// Shadow color, usually translucent black.
    public var color: RGBAColor
    /// Blur radius in points; 0 draws no shadow.
    public var radius: Double
    /// Horizontal offset in points.
    public var x: Double
    /// Vertical offset in points.
    public var y: Double

    /// A shadow from its parts.
    public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
