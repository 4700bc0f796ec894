import DBus
import ThemeContract
import ThemeCore

/// Everything subscribers see at one serial: the published state and its token set.
public struct ThemeSnapshot: Sendable, Equatable {
    public let themeID: String
    public let colorScheme: SchemePreference
    public let resolvedScheme: ColorScheme
    public let accessibility: AccessibilityFlags
    public private(set) var serial: UInt64
    public let tokens: TokenSet
    /// The dark variant chosen (it shapes `tokens` only while the resolved scheme is dark).
    public var darkVariant: DarkVariant = .black
    /// The accessibility preferences `accessibility` was resolved from.
    public var accessibilityPreferences = AccessibilityPreferences()
    /// The global set of the same state in the other scheme: what the other half of a light/dark
    /// template pair renders. A change carries both, so no output asks the daemon for it.
    public var otherSchemeTokens = TokenSet()
    /// The wallpaper's dynamic colors (its source color and style) when the global wallpaper gives
    /// the theme its colors: what a matugen template's Material roles come from, exactly.
    public var dynamicColors: WallpaperDynamicColors?
    /// What the machine policy locks (the `Locks` property), so that UIs grey those controls.
    public private(set) var locks: [String] = []
    /// When the scheme held over the schedule is given up at the latest, in Unix microseconds; 0: none
    /// (the `HeldUntil` property).
    public private(set) var heldUntil: UInt64 = 0

    /// The global sets in both schemes: ``tokens`` in the resolved one, ``otherSchemeTokens`` in the other.
    public var bothSchemes: SchemePair<TokenSet> {
        resolvedScheme == .light
            ? SchemePair(light: tokens, dark: otherSchemeTokens)
            : SchemePair(light: otherSchemeTokens, dark: tokens)
    }

    /// The same state with the machine policy's locked names.
    func withLocks(_ locks: [String]) -> ThemeSnapshot {
        var copy = self
        copy.locks = locks
        return copy
    }

    /// The same state with the schedule's hold ending at `heldUntil` (Unix µs, 0: none).
    func withHeldUntil(_ heldUntil: UInt64) -> ThemeSnapshot {
        var copy = self
        copy.heldUntil = heldUntil
        return copy
    }

    /// The same state under another serial.
    func withSerial(_ serial: UInt64) -> ThemeSnapshot {
        var copy = self
        copy.serial = serial
        return copy
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
