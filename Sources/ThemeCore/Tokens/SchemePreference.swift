/// What the user chose: follow the desktop, or force one scheme (seed 001).
public enum SchemePreference: String, Sendable, CaseIterable, Codable {
    /// Follow the desktop's color-scheme setting.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
}
