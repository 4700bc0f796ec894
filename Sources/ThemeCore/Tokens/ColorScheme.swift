/// The appearance a token set is resolved for.
public enum ColorScheme: String, Sendable, CaseIterable, Codable {
    /// Light backgrounds, dark text.
    case light
    /// Dark backgrounds, light text.
    case dark

    /// Dark for light and light for dark.
    public var opposite: ColorScheme { self == .light ? .dark : .light }
}
