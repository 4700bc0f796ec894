import ThemeCore

/// The kdeglobals keys a token set sets: KDE's color groups from our tokens, the accent as the
/// selection (highlight) and focus color and as Plasma's `AccentColor`, colors as `R,G,B`.
package enum KDEColors {
    /// One key to set.
    package struct Entry: Equatable {
        package let group: String
        package let key: String
        package let value: String
    }

    /// Every group and key the daemon may set, in the order they are set, each with its token
    /// (`ColorScheme` has none: its value is always `Themeswitch`).
    private static let keys: [(group: String, keys: [(key: String, token: String?)])] = [
        ("General", [("ColorScheme", nil), ("AccentColor", "color.accent")]),
        ("Colors:Window", [("BackgroundNormal", "color.background"), ("ForegroundNormal", "color.textPrimary"),
                           ("ForegroundInactive", "color.textSecondary"), ("DecorationFocus", "color.accent")]),
        ("Colors:View", [("BackgroundNormal", "color.surface"), ("ForegroundNormal", "color.textPrimary"),
                         ("ForegroundInactive", "color.textSecondary"), ("DecorationFocus", "color.accent"),
                         ("DecorationHover", "color.accent"), ("ForegroundLink", "color.accent")]),
        ("Colors:Button", [("BackgroundNormal", "color.surfaceElevated"), ("ForegroundNormal", "color.textPrimary"),
                           ("DecorationFocus", "color.accent"), ("DecorationHover", "color.accent")]),
        ("Colors:Selection", [("BackgroundNormal", "color.accent"), ("ForegroundNormal", "color.textInverse"),
                              ("DecorationFocus", "color.accent")]),
        ("Colors:Tooltip", [("BackgroundNormal", "color.surfaceElevated"), ("ForegroundNormal", "color.textPrimary")]),
    ]

    /// The keys `tokens` give values to (a color the set lacks is left out).
    package static func entries(_ tokens: TokenSet) -> [Entry] {
        keys.flatMap { group in
            group.keys.compactMap { key in
                guard let token = key.token else { return Entry(group: group.group, key: key.key, value: "Themeswitch") }
                return rgb(token, in: tokens).map { Entry(group: group.group, key: key.key, value: $0) }
            }
        }
    }

    /// `token` as KDE's `R,G,B`, a translucent color flattened onto `color.background`.
    private static func rgb(_ token: String, in tokens: TokenSet) -> String? {
        guard case .color(let color)? = tokens[token] else { return nil }
        let flat = color.isOpaque ? color : (tokens["color.background"].flatMap { value -> RGBAColor? in
            if case .color(let background) = value { return color.composited(over: background) }
            return nil
        } ?? color)
        let hex = Array(flat.hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(hex[$0..<($0 + 2)]), radix: 16) }
        return channels.map(String.init).joined(separator: ",")
    }
}
