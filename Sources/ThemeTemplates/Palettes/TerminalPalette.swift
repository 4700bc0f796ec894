import ThemeCore

/// The 16 ANSI colors and the terminal's own colors, derived from a token set (the tokens have no
/// ANSI palette). Published to templates as `terminal.*` keys.
///
/// Rule (docs/templates.md, "Terminal palette"):
/// - foreground `color.textPrimary`, background `color.background`, cursor `color.accent` with
///   `color.textInverse` under it, selection `color.selection` with `color.onSelection` on it.
/// - hues: red `color.destructive`, green `color.success`, yellow `color.starred`, blue
///   `color.avatar.0`, magenta `color.avatar.3`, cyan `color.avatar.9`. Normal colors (1–6) are
///   the hue moved in OKLCH lightness (darker in light mode, lighter in dark) as little as
///   reaches 4.5:1 on the background; bright colors (9–14) are the normal ones 0.08 lighter,
///   moved back as little as keeps 3:1.
/// - grays: light mode 0 `textPrimary`, 7 `surfaceElevated`, 8 `textSecondary`, 15 `background`;
///   dark mode 0 `surfaceElevated`, 7 `textSecondary`, 8 `textTertiary`, 15 `textPrimary`
///   (translucent text flattened on the background). Black in dark mode and white in light mode
///   are background shades by nature and carry no contrast promise.
/// - A theme imported from a scheme file carries its own `terminal.*` tokens in the variants the
///   file gave (``Base16Mapping/terminalColors(of:tokens:variant:)``): the scheme's colors, used
///   exactly and not derived.
public struct TerminalPalette: Sendable {
    /// The `terminal.*` keys and their colors; empty when the token set lacks a source token.
    public let tokens: [String: TokenValue]

    /// Normal colors reach this ratio on the background.
    public static let normalContrast = 4.5
    /// Bright colors reach at least this ratio on the background.
    public static let brightContrast = 3.0
    /// How much lighter (OKLCH) a bright color is than its normal one, before the contrast check.
    public static let brightStep = 0.08

    /// Every `terminal.*` key.
    public static let keys = ["foreground", "background", "cursor", "cursorText", "selectionBackground", "selectionForeground"]
        .map { "terminal.\($0)" } + (0..<16).map { "terminal.color\($0)" }

    /// The palette for one scheme's token set: the set's own `terminal.*` tokens when it has
    /// them all, else derived.
    public init(tokens set: TokenSet, scheme: ColorScheme) {
        let own = Self.keys.compactMap { key in set[key].map { (key, $0) } }
        if own.count == Self.keys.count {
            tokens = Dictionary(uniqueKeysWithValues: own)
            return
        }
        let hueKeys = ["color.destructive", "color.success", "color.starred", "color.avatar.0", "color.avatar.3", "color.avatar.9"]
        let grayKeys = ["color.textPrimary", "color.textSecondary", "color.textTertiary", "color.surfaceElevated", "color.textInverse",
                        "color.accent", "color.selection", "color.onSelection", "color.background"]
        guard let background = set.color("color.background")?.withAlpha(1),
              (hueKeys + grayKeys).allSatisfy({ set.color($0) != nil }) else {
            tokens = [:]
            return
        }
        func solid(_ key: String) -> RGBAColor { (set.color(key) ?? background).composited(over: background).quantized }
        func contrast(_ color: RGBAColor) -> Double { WCAG.contrastRatio(color, background) }

        var colors: [String: RGBAColor] = [
            "foreground": solid("color.textPrimary"),
            "background": background,
            "cursor": solid("color.accent"),
            "cursorText": solid("color.textInverse"),
            "selectionBackground": solid("color.selection"),
            "selectionForeground": solid("color.onSelection"),
        ]
        let grays = scheme == .light
            ? ["color.textPrimary", "color.surfaceElevated", "color.textSecondary", "color.background"]
            : ["color.surfaceElevated", "color.textSecondary", "color.textTertiary", "color.textPrimary"]
        for (slot, key) in zip([0, 7, 8, 15], grays) { colors["color\(slot)"] = solid(key) }
        for (offset, key) in hueKeys.enumerated() {
            let normal = ColorAdjustment.minimalLightnessShift(of: solid(key), darker: scheme == .light) {
                contrast($0) >= Self.normalContrast
            }
            let lighter = ColorAdjustment.withLightness(normal, OKLCH(normal).lightness + Self.brightStep)
            let bright = ColorAdjustment.minimalLightnessShift(of: lighter, darker: scheme == .light) {
                contrast($0) >= Self.brightContrast
            }
            colors["color\(offset + 1)"] = normal
            colors["color\(offset + 9)"] = bright
        }
        tokens = Dictionary(uniqueKeysWithValues: colors.map { ("terminal.\($0.key)", TokenValue.color($0.value)) })
    }
}
