/// One layer of semantic values per scheme: what a user theme sets over its template, or what
/// an override layer (global, wallpaper, per app, per context) sets over the theme below.
/// Only semantic keys can be set, and every value held has passed its key's ``ValueRule``.
/// Layers merge field by field: a field a layer does not set falls through to the layer below.
public struct SemanticOverrides: Sendable, Hashable {
    private var light: [SemanticKey: TokenValue] = [:]
    private var dark: [SemanticKey: TokenValue] = [:]

    /// No values: every field falls through.
    public init() {}

    /// Values known to pass their rules: the catalog presets' (a test checks each).
    init(light: [SemanticKey: TokenValue], dark: [SemanticKey: TokenValue]) {
        self.light = light
        self.dark = dark
    }

    /// The values set for one scheme.
    public subscript(scheme: ColorScheme) -> [SemanticKey: TokenValue] {
        switch scheme {
        case .light: light
        case .dark: dark
        }
    }

    /// Whether no value is set in either scheme.
    public var isEmpty: Bool { light.isEmpty && dark.isEmpty }

    /// Sets a checked value; throws the problem when it is of the wrong kind or out of range.
    public mutating func set(_ key: SemanticKey, _ value: TokenValue,
                             for schemes: SchemeSelection) throws(ValidationProblem) {
        if let problem = ValueRule(key).problem(with: value, key: key.key) { throw problem }
        let stored: TokenValue = if case .color(let color) = value { .color(color.quantized) } else { value }
        for scheme in schemes.schemes { update(scheme) { $0[key] = stored } }
    }

    /// Parses and sets a value as a user or file gives it; throws the problem (unknown key with
    /// the closest one, component key, wrong kind, out of range) and then changes nothing.
    public mutating func set(_ key: String, _ input: ThemeValueInput,
                             for schemes: SchemeSelection) throws(ValidationProblem) {
        let semanticKey = try SemanticKey.lookup(key).get()
        let value = try ValueRule(semanticKey).parse(input, key: key).get()
        try set(semanticKey, value, for: schemes)
    }

    /// Removes a value, so the field falls through again.
    public mutating func clear(_ key: SemanticKey, for schemes: SchemeSelection) {
        for scheme in schemes.schemes { update(scheme) { $0[key] = nil } }
    }

    /// This layer over `lower`: every field this layer sets wins, the others come from `lower`.
    public func merged(over lower: SemanticOverrides) -> SemanticOverrides {
        var result = lower
        result.light.merge(light) { _, upper in upper }
        result.dark.merge(dark) { _, upper in upper }
        return result
    }

    /// Layers in order, lowest first (`[global, wallpaper, app, context]`), merged into one.
    public static func merged(_ layers: [SemanticOverrides]) -> SemanticOverrides {
        layers.reduce(SemanticOverrides()) { lower, upper in upper.merged(over: lower) }
    }

    private mutating func update(_ scheme: ColorScheme, _ change: (inout [SemanticKey: TokenValue]) -> Void) {
        switch scheme {
        case .light: change(&light)
        case .dark: change(&dark)
        }
    }
}
