/// Issue 36 §1: a theme imported from a scheme file gives terminals the scheme's own colors,
/// exactly, by tinted-theming's own mapping for terminals (tinted-terminal's kitty, foot,
/// alacritty and ghostty templates), in each variant the file gave.
extension Base16Mapping {
    /// The `terminal.*` key each slot fills: color0 base00, 1–6 base08, 0B, 0A, 0D, 0E, 0C, color7
    /// base05, color8 base03, 9–14 the same as 1–6 (Base24: base12, 14, 13, 16, 17, 15), color15
    /// base07; foreground and cursor base05, background and the text under the cursor base00,
    /// selection base05 with base02 on it.
    static func terminalSlots(_ system: Base16Scheme.System) -> [(key: String, slot: Int)] {
        let hues = [0x08, 0x0B, 0x0A, 0x0D, 0x0E, 0x0C]
        let brights = system == .base24 ? [0x12, 0x14, 0x13, 0x16, 0x17, 0x15] : hues
        let named = [("foreground", 5), ("background", 0), ("cursor", 5), ("cursorText", 0), ("selectionBackground", 5),
                     ("selectionForeground", 2), ("color0", 0), ("color7", 5), ("color8", 3), ("color15", 7)]
        let numbered = hues.enumerated().map { ("color\($0.offset + 1)", $0.element) }
            + brights.enumerated().map { ("color\($0.offset + 9)", $0.element) }
        return (named + numbered).map { (key: "terminal." + $0.0, slot: $0.1) }
    }

    /// The terminal palette of `theme` in `variant` when the file it was imported from gave that
    /// variant: the scheme's slots by ``terminalSlots(_:)``, a slot whose tokens were changed since
    /// taken from `tokens` (the theme's normal set) as an export does (``exported(_:tokens:system:variant:)``);
    /// `nil` for a variant the file did not give and for any other theme (``TerminalPalette`` derives theirs).
    public static func terminalColors(of theme: UserTheme, tokens: TokenSet, variant: ColorScheme) -> [String: TokenValue]? {
        guard let given = theme.schemes.first(where: { $0.variant == variant }) else { return nil }
        let scheme = exported(theme, tokens: tokens, system: given.system, variant: variant)
        return Dictionary(uniqueKeysWithValues: terminalSlots(given.system).map { ($0.key, TokenValue.color(scheme[$0.slot])) })
    }
}
