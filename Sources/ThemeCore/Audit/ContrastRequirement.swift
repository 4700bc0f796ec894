/// One foreground/background pair the tokens imply, and the contrast it needs (NFR-ACC-01).
public struct ContrastRequirement: Sendable, Hashable {
    /// Whether the pair is text (WCAG 1.4.3 / 1.4.6) or a non-text UI part (1.4.11).
    public enum Usage: String, Sendable, Hashable {
        /// Normal-size text.
        case text
        /// A fill or indicator that must stand out from what surrounds it.
        case nonText
    }

    /// The color drawn on top.
    public let foreground: SemanticColor
    /// The color under it.
    public let background: SemanticColor
    /// For a translucent background, what it is composited on first.
    public let backdrop: SemanticColor?
    /// Text or non-text.
    public let usage: Usage
    /// The minimum in the default variant.
    public let minimum: Double
    /// Where the pair appears, in a few words.
    public let context: String

    /// The minimum in a variant: text needs 7:1 in high contrast.
    public func minimum(highContrast: Bool) -> Double {
        highContrast && usage == .text ? max(minimum, ContrastAudit.highContrastTextMinimum) : minimum
    }

    /// The contrast ratio with colors read from `lookup`, or `nil` when one is missing.
    func ratio(_ lookup: (SemanticColor) -> RGBAColor?) -> Double? {
        guard let foregroundColor = lookup(foreground), let backgroundColor = ratioBackground(lookup) else { return nil }
        return WCAG.contrastRatio(foreground: foregroundColor, on: backgroundColor)
    }

    /// The background as the foreground sees it (composited over the backdrop), or `nil` when a color is missing.
    func ratioBackground(_ lookup: (SemanticColor) -> RGBAColor?) -> RGBAColor? {
        guard let backgroundColor = lookup(background) else { return nil }
        guard let backdrop else { return backgroundColor }
        return lookup(backdrop).map { backgroundColor.composited(over: $0) }
    }
}
