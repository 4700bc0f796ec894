import DBus
import ThemeContract
import ThemeCore

/// Everything subscribers see at one serial: the published state and its token set.
public struct ThemeSnapshot: Sendable, Equatable {
    public let themeID: String
    public let colorScheme: SchemePreference
    public let resolvedScheme: ColorScheme
    public let accessibility: AccessibilityFlags
    public let serial: UInt64
    public let tokens: TokenSet
    /// The dark variant chosen (it shapes `tokens` only while the resolved scheme is dark).
    public var darkVariant: DarkVariant = .black
    /// The accessibility preferences `accessibility` was resolved from.
    public var accessibilityPreferences = AccessibilityPreferences()

    /// The same state under another serial.
    func withSerial(_ serial: UInt64) -> ThemeSnapshot {
        ThemeSnapshot(themeID: themeID, colorScheme: colorScheme, resolvedScheme: resolvedScheme,
                      accessibility: accessibility, serial: serial, tokens: tokens,
                      darkVariant: darkVariant, accessibilityPreferences: accessibilityPreferences)
    }

    /// Whether the global token set, or the theme id or scheme it is named by, differs.
    func tokenSetDiffers(from other: ThemeSnapshot) -> Bool {
        themeID != other.themeID || resolvedScheme != other.resolvedScheme || tokens != other.tokens
    }
}

/// One published change: the state before and after.
public struct ThemeChange: Sendable {
    public let old: ThemeSnapshot
    public let new: ThemeSnapshot
    /// Whether the global token set (or the theme id or resolved scheme it is named by) changed,
    /// which is when `ThemeChanged` is sent and the serial grows.
    public var tokenSetChanged: Bool { new.serial != old.serial }
}
