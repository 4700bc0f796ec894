extension ContrastRequirement {
    /// The colors that are the brand accent itself, fixed by FR-BT-01.
    static let brandColors: Set<SemanticColor> = [.accent, .accentHover, .categoryPrimary]

    /// Whether one side of the pair is the brand accent.
    public var involvesBrandAccent: Bool {
        Self.brandColors.contains(foreground) || Self.brandColors.contains(background)
    }
}
