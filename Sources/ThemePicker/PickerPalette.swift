import TerminalUI
import ThemeClient

/// The picker's own colors, from the theme it shows: it is a client of the theme like any app.
public struct PickerPalette: Sendable, Hashable {
    /// `color.background`: behind everything.
    public var background: TerminalColor
    /// `color.textPrimary`: labels and options.
    public var text: TerminalColor
    /// `color.textSecondary`: hints, names of unfocused themes.
    public var caption: TerminalColor
    /// `color.accent`: the title, the focus, the applied theme's ring.
    public var accent: TerminalColor
    /// `color.textInverse`: the check on the applied theme's swatch.
    public var inverse: TerminalColor

    /// A palette from its colors.
    public init(background: TerminalColor, text: TerminalColor, caption: TerminalColor, accent: TerminalColor,
                inverse: TerminalColor) {
        self.background = background
        self.text = text
        self.caption = caption
        self.accent = accent
        self.inverse = inverse
    }

    /// The palette of a token set (`color.background`, `textPrimary`, `textSecondary`, `accent`, `textInverse`).
    public init(tokens: ThemeTokens) {
        background = Self.terminal(tokens.color.background)
        text = Self.terminal(tokens.color.textPrimary)
        caption = Self.terminal(tokens.color.textSecondary)
        accent = Self.terminal(tokens.color.accent)
        inverse = Self.terminal(tokens.color.textInverse)
    }

    /// A color as the terminal takes it, composited over black when translucent.
    public static func terminal(_ color: RGBAColor) -> TerminalColor {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * color.alpha * 255).rounded()))) }
        return TerminalColor(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }
}
