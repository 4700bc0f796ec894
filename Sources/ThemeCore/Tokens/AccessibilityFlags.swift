/// The accessibility adaptations a token set is resolved with (seed 000 NFR-ACC-03/04, seed 003).
public struct AccessibilityFlags: Sendable, Hashable, Codable {
    /// Text at full opacity, borders 2 pt instead of 1 pt, every text pair at least 7:1.
    public var highContrast: Bool
    /// Every translucent color composited over the surface it is drawn on, so all colors are solid.
    public var reduceTransparency: Bool
    /// Every `motion.*` token becomes 0: no animation.
    public var reducedMotion: Bool
    /// Dynamic Type (seed 000 FR-TY-03): the factor text sizes are multiplied by (``TextScaling``), 1 by default.
    public var textScale: Double

    /// Flags; all off by default, text at its own size.
    public init(highContrast: Bool = false, reduceTransparency: Bool = false, reducedMotion: Bool = false, textScale: Double = 1) {
        self.highContrast = highContrast
        self.reduceTransparency = reduceTransparency
        self.reducedMotion = reducedMotion
        self.textScale = textScale
    }

    /// All eight combinations, for tests, audits and documentation.
    public static let allCombinations: [AccessibilityFlags] = [false, true].flatMap { highContrast in
        [false, true].flatMap { reduceTransparency in
            [false, true].map { reducedMotion in
                AccessibilityFlags(highContrast: highContrast, reduceTransparency: reduceTransparency,
                                   reducedMotion: reducedMotion)
            }
        }
    }
}
