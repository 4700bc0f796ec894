import ThemeCore

extension TerminalScheme {
    /// The terminal palette every terminal template uses for a resolved `set` in `scheme`
    /// (``TerminalPalette``), as a scheme in that variant whose accent is the set's `color.accent`
    /// (composited on the background), for the formats that write an accent (COSMIC, Omarchy,
    /// Tinted8); `nil` when the set has no palette.
    public init?(set: TokenSet, scheme: ColorScheme, name: String) {
        guard var made = TerminalScheme(tokens: TerminalPalette(tokens: set, scheme: scheme).tokens, name: name) else { return nil }
        made.accent = set.color("color.accent").map { $0.composited(over: made.background) }
        made.declaredVariant = scheme
        self = made
    }
}
