import ThemeCore

/// The daemon's accessibility state (issue 20): what the user prefers for each adaptation and what
/// the desktop said last, kept with the settings (`accessibility` and `desktopAccessibility` in
/// `settings.json`).
public struct AccessibilityState: Sendable, Hashable {
    /// The user's preferences (issue 20 §1).
    public var preferences: AccessibilityPreferences
    /// The desktop's settings when last read, so that a restart starts in them and reading the
    /// desktop again is usually no change.
    public var desktop: DesktopAccessibility

    /// Every adaptation follows a desktop that asks for nothing, unless given otherwise.
    public init(preferences: AccessibilityPreferences = AccessibilityPreferences(), desktop: DesktopAccessibility = DesktopAccessibility()) {
        self.preferences = preferences
        self.desktop = desktop
    }

    /// The flags in force: the preferences over the desktop's settings
    /// (``AccessibilityPreferences/resolved(desktop:)``).
    public var flags: AccessibilityFlags {
        preferences.resolved(desktop: desktop)
    }
}
