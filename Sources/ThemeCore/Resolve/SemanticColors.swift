/// Level 2 storage: one color per ``SemanticColor``, indexed by its raw value. Colors are
/// rounded to 8 bits on the way in, so contrast is computed on exactly what is published.
struct SemanticColors: Sendable, Hashable {
    private var storage: [RGBAColor]

    /// Builds every color from an exhaustive mapping.
    init(_ color: (SemanticColor) -> RGBAColor) {
        storage = SemanticColor.allCases.map { color($0).quantized }
    }

    subscript(color: SemanticColor) -> RGBAColor {
        get { storage[color.rawValue] }
        set { storage[color.rawValue] = newValue.quantized }
    }
}
