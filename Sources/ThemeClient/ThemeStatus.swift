import FoundationEssentials
/// The daemon's properties: what the user chose and what is in force.
public struct ThemeStatus: Sendable, Hashable {
    /// The applied theme (`ThemeId`).
    public let themeID: String
    /// The user's preference (`ColorScheme`): system, light or dark.
    public let colorScheme: SchemePreference
    /// What apps render now (`ResolvedScheme`).
    public let resolvedScheme: ColorScheme
    /// The change counter (`Serial`).
    public let serial: UInt64
    /// The flags in force: `HighContrast`, `ReduceTransparency`, `ReducedMotion`, `TextScale`.
    public let accessibility: AccessibilityFlags
    /// What the user chose per flag (`AccessibilityPreferences`); nil from a daemon that has no such property.
    public let accessibilityPreferences: AccessibilityPreferences?
    /// `DarkVariant`: `black` or `dim`; nil from a daemon that has no such property.
    public let darkVariant: String?
    /// What a machine policy locks (`Locks`): setting names and token keys; empty from a daemon that has no such property.
    public let locks: [String]
    /// When the scheme held over the schedule is given up at the latest (`HeldUntil`); nil when none is held.
    public let heldUntil: Date?

    /// A status from its parts.
    public init(themeID: String, colorScheme: SchemePreference, resolvedScheme: ColorScheme, serial: UInt64,
                accessibility: AccessibilityFlags, darkVariant: String? = nil,
                accessibilityPreferences: AccessibilityPreferences? = nil, locks: [String] = [], heldUntil: Date? = nil) {
        self.themeID = themeID
        self.colorScheme = colorScheme
        self.resolvedScheme = resolvedScheme
        self.serial = serial
        self.accessibility = accessibility
        self.darkVariant = darkVariant
        self.accessibilityPreferences = accessibilityPreferences
        self.locks = locks
        self.heldUntil = heldUntil
    }
}
