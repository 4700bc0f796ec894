import ThemeClient
import ThemeCore

/// The parts of the picker, top to bottom; Tab goes through them in this order.
public enum PickerSection: Int, CaseIterable, Sendable {
    /// The category chips above the grid.
    case categories
    /// The grid of themes.
    case themes
    /// System / Light / Dark.
    case appearance
    /// High contrast, reduce transparency, reduced motion.
    case accessibility
    /// Black / Dim (only when the daemon has a dark variant).
    case darkVariant
    /// None, the presets, and the chosen image (issue 25 §6).
    case wallpaper
}

/// One accessibility flag, as the picker shows it.
public enum AccessibilityToggle: Int, CaseIterable, Sendable {
    case highContrast, reduceTransparency, reducedMotion

    /// The label for people.
    public var label: String {
        switch self {
        case .highContrast: "High contrast"
        case .reduceTransparency: "Reduce transparency"
        case .reducedMotion: "Reduced motion"
        }
    }

    /// This flag's value in `flags`.
    public func value(in flags: AccessibilityFlags) -> Bool {
        switch self {
        case .highContrast: flags.highContrast
        case .reduceTransparency: flags.reduceTransparency
        case .reducedMotion: flags.reducedMotion
        }
    }

    /// Sets this flag in `flags` to `value`.
    public func set(_ value: Bool, in flags: inout AccessibilityFlags) {
        switch self {
        case .highContrast: flags.highContrast = value
        case .reduceTransparency: flags.reduceTransparency = value
        case .reducedMotion: flags.reducedMotion = value
        }
    }

    /// Asks the daemon to set this flag to `value`.
    public func send(_ value: Bool, to client: ThemeClient) async throws(ThemeClientError) {
        switch self {
        case .highContrast: try await client.setAccessibility(highContrast: value)
        case .reduceTransparency: try await client.setAccessibility(reduceTransparency: value)
        case .reducedMotion: try await client.setAccessibility(reducedMotion: value)
        }
    }
}

/// What the picker asks of the daemon, or of its own loop, after a key.
public enum PickerEffect: Sendable, Equatable {
    /// Preview a theme (the loop debounces: only the last of a fast run is sent).
    case preview(String)
    /// End the picker's preview; the applied theme shows again.
    case endPreview
    /// Apply a theme, persisted.
    case apply(String)
    /// Set the color-scheme preference.
    case setScheme(SchemePreference)
    /// Set one accessibility flag.
    case setAccessibility(AccessibilityToggle, Bool)
    /// Set the dark variant (`black`, `dim` or `simplex`).
    case setDarkVariant(String)
    /// Leave the picker and open the theme editor on a theme.
    case edit(String)
    /// Preview a wallpaper row choice: a preset, `none`, or `current` (the chosen one again).
    case previewWallpaper(String)
    /// Choose a wallpaper row choice, persisted: a preset or `none`.
    case setWallpaper(String)
    /// Leave the picker.
    case quit
}
