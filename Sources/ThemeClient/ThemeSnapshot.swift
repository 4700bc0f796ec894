/// The theme as the daemon published it at one moment: what an app renders.
public struct ThemeSnapshot: Sendable, Hashable {
    /// The applied theme, e.g. `default`.
    public let themeID: String
    /// What to render now: light or dark.
    public let scheme: ColorScheme
    /// The daemon's change counter: grows by one with every published change.
    public let serial: UInt64
    /// Every token, typed.
    public let tokens: ThemeTokens

    /// A snapshot from its parts.
    public init(themeID: String, scheme: ColorScheme, serial: UInt64, tokens: ThemeTokens) {
        self.themeID = themeID
        self.scheme = scheme
        self.serial = serial
        self.tokens = tokens
    }
}
