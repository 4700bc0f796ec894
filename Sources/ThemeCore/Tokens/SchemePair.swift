/// One value per color scheme.
public struct SchemePair<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value in light mode.
    public var light: Value
    /// The value in dark mode.
    public var dark: Value

    /// A pair from its two values.
    public init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    /// The value for a scheme.
    public subscript(scheme: ColorScheme) -> Value {
        switch scheme {
        case .light: light
        case .dark: dark
        }
    }
}
