import Logging
import ThemeCore

/// The accessibility requests and the desktop's accessibility settings, each through the one
/// publication path (``Provider/commit(_:durable:)``): the flags in force are
/// ``AccessibilityPreferences/resolved(desktop:)`` of what is stored, so a change of either
/// side that changes them is persisted and then published once.
extension Provider {
    /// The old boolean request (`SetAccessibility`): `true` is `on`, `false` is `off`; nil leaves a flag as it is.
    public func setAccessibility(highContrast: Bool?, reduceTransparency: Bool?, reducedMotion: Bool?) throws {
        func forced(_ value: Bool) -> FlagPreference { value ? .on : .off }
        var next = settings
        if let highContrast { next.accessibility.preferences.highContrast = forced(highContrast) }
        if let reduceTransparency { next.accessibility.preferences.reduceTransparency = forced(reduceTransparency) }
        if let reducedMotion { next.accessibility.preferences.reducedMotion = forced(reducedMotion) }
        try commit(next)
    }

    /// Sets preferences by name (``AccessibilityPreferences/keys``) from their texts; one bad
    /// name or value refuses the whole request and changes nothing.
    public func setAccessibilityPreferences(_ texts: [(key: String, value: String)]) throws {
        var next = settings
        for (key, value) in texts {
            do {
                try next.accessibility.preferences.set(key, to: value)
            } catch {
                throw ThemeRequestError.invalidArgument(error.description)
            }
        }
        try commit(next)
    }

    /// The desktop's accessibility settings were read (at start-up or after a change). Saved
    /// without fsync, like the desktop's scheme: the desktop is read again at every start.
    public func desktopAccessibilityChanged(to desktop: DesktopAccessibility) {
        var next = settings
        next.accessibility.desktop = desktop
        do {
            try commit(next, durable: false)
        } catch {
            logger.error("could not follow the desktop's accessibility settings: \(error); they are read again at the next change")
        }
    }
}
