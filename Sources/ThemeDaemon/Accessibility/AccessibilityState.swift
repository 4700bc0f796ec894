import DBus
import ThemeCore

/// The daemon's accessibility component (issue 20): what the user prefers for each adaptation and
/// what the desktop said last, kept with the settings (`accessibility` and `desktopAccessibility` in
/// `settings.json`), and ``decide(_:_:)``, the pure rule of what a request or a reading changes.
/// The provider composes it: it hands each ``AccessibilityEvent`` to the rule and the decision to
/// its one commit path, so a change of either side that changes the flags in force is persisted,
/// then published once.
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

    /// The state after `event`, and how the provider commits it: a user's request durably; a
    /// desktop reading without fsync, like the desktop's scheme (the file still survives a crash of
    /// the daemon, and the desktop is read again at every start). Throws `InvalidArgument` for a
    /// preference name or text that is refused; then nothing of the request applies.
    static func decide(_ state: Self, _ event: AccessibilityEvent) throws(DBusError) -> (state: Self, effects: AccessibilityEffects) {
        var next = state
        switch event {
        case .force(let highContrast, let reduceTransparency, let reducedMotion):
            func forced(_ value: Bool) -> FlagPreference { value ? .on : .off }
            if let highContrast { next.preferences.highContrast = forced(highContrast) }
            if let reduceTransparency { next.preferences.reduceTransparency = forced(reduceTransparency) }
            if let reducedMotion { next.preferences.reducedMotion = forced(reducedMotion) }
            return (next, AccessibilityEffects(durable: true))
        case .setPreferences(let texts):
            for (key, value) in texts {
                do throws(InvalidAccessibilityPreference) {
                    try next.preferences.set(key, to: value)
                } catch {
                    throw ThemeRequestError.invalidArgument(error.description)
                }
            }
            return (next, AccessibilityEffects(durable: true))
        case .desktopRead(let desktop):
            next.desktop = desktop
            return (next, AccessibilityEffects(durable: false))
        }
    }
}
