import ThemeCore

/// What can change the accessibility state (``AccessibilityState/decide(_:_:)``): a user's request
/// over D-Bus, or a reading of the desktop's settings.
enum AccessibilityEvent: Sendable {
    /// `SetAccessibility`, the old boolean request: `true` forces a flag `on`, `false` `off`; nil
    /// leaves it as it is.
    case force(highContrast: Bool?, reduceTransparency: Bool?, reducedMotion: Bool?)
    /// `SetAccessibilityPreferences`: preferences by name (``AccessibilityPreferences/keys``) from
    /// their texts, in order; one bad name or text refuses them all.
    case setPreferences([(key: String, value: String)])
    /// The desktop's settings were read, at start-up or after a change (``DesktopAccessibilityFollower``).
    case desktopRead(DesktopAccessibility)
}
