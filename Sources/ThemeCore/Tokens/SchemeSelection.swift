/// Which schemes a value is set for: light, dark or both.
public enum SchemeSelection: String, Sendable, CaseIterable {
    /// Light mode only.
    case light
    /// Dark mode only.
    case dark
    /// Both schemes.
    case both

    /// The schemes selected.
    public var schemes: [ColorScheme] {
        switch self {
        case .light: [.light]
        case .dark: [.dark]
        case .both: [.light, .dark]
        }
    }
}
