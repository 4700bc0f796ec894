import ThemeCore

/// What the user chose, as persisted in `settings.json` (seed 001, seed 000 FR-TH-05),
/// and the little state that must survive a restart with it.
public struct Settings: Sendable, Hashable, Encodable {
    /// The file format version; a file with a newer one is refused rather than misread.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var themeID: String
    public var colorScheme: SchemePreference
    /// The user's accessibility preferences (issue 20 §1), stored under `accessibility`.
    public var accessibilityPreferences: AccessibilityPreferences
    /// The serial of the last published token set, so serials keep growing across restarts.
    public var serial: UInt64
    /// The desktop's scheme when it was last seen, so that a restart starts in it and reading
    /// the desktop again (after the bus names are claimed) is usually no change.
    public var systemScheme: ColorScheme
    /// The desktop's accessibility settings when last seen, for the same reason.
    public var desktopAccessibility = DesktopAccessibility()
    /// The override layers: global, per app, per app context (issue 12 §2).
    public var overrides = Overrides()
    /// How dark the dark scheme is: `black` (the default) or `dim`.
    public var darkVariant = DarkVariant.black
    /// The wallpaper (issue 12 §5): none on a fresh install.
    public var wallpaper = Wallpaper.none
    /// The wallpapers apps and app contexts chose for themselves (issue 25 §2): none on a fresh install.
    public var appWallpapers = AppWallpapers()
    /// The names a machine default may set that the user chose themselves (issue 42): none on a fresh install.
    public var chosen = ChosenSettings()

    public init(
        themeID: String = ThemeRegistry.defaultThemeID, colorScheme: SchemePreference = .system,
        accessibilityPreferences: AccessibilityPreferences = AccessibilityPreferences(), serial: UInt64 = 0, systemScheme: ColorScheme = .light
    ) {
        schemaVersion = Settings.currentSchemaVersion
        self.themeID = themeID
        self.colorScheme = colorScheme
        self.accessibilityPreferences = accessibilityPreferences
        self.serial = serial
        self.systemScheme = systemScheme
    }

    /// A fresh install: `default` theme, scheme and accessibility follow the system.
    public static let defaults = Settings()

    /// The accessibility component's state (``AccessibilityState``): the two stored fields above,
    /// which the settings file keeps under keys of their own.
    public var accessibility: AccessibilityState {
        get { AccessibilityState(preferences: accessibilityPreferences, desktop: desktopAccessibility) }
        set {
            accessibilityPreferences = newValue.preferences
            desktopAccessibility = newValue.desktop
        }
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, themeID, colorScheme, accessibilityPreferences = "accessibility", serial, systemScheme
        case desktopAccessibility, overrides, darkVariant, wallpaper, appWallpapers, chosen
    }
}
