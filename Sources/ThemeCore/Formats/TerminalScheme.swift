/// A terminal color scheme (issue 40 §1): the 16 ANSI colors, the default foreground and
/// background, and the cursor and selection colors when the file names them. Read from and
/// written to kitty, Alacritty, Ghostty, iTerm2 and Windows Terminal files (``TerminalSchemeFormat``);
/// published exactly as the `terminal.*` tokens of a theme imported from one
/// (``TerminalSchemeMapping``). Every color is opaque and quantized to 8 bits per channel.
public struct TerminalScheme: Sendable, Hashable {
    /// The scheme's name, as its file gives it (a file with none: its format's, "kitty theme").
    public var name: String
    /// `color0` … `color15`: black, red, green, yellow, blue, magenta, cyan, white, then the bright eight.
    public var ansi: [RGBAColor]
    /// The default text color.
    public var foreground: RGBAColor
    /// The default background.
    public var background: RGBAColor
    /// The cursor, when the file names one.
    public var cursor: RGBAColor?
    /// The text under the cursor, when named.
    public var cursorText: RGBAColor?
    /// The selection's background, when named.
    public var selectionBackground: RGBAColor?
    /// The selected text, when named.
    public var selectionForeground: RGBAColor?
    /// The accent, when the file names one apart from the cursor (Omarchy's `accent`, Tinted8's
    /// `ui.accent`, COSMIC's `accent`): the theme's accent (``TerminalSchemeMapping/accent(of:)``).
    public var accent: RGBAColor?
    /// The variant the file declares (Omarchy's `mode`, Tinted8's `variant`, COSMIC's palette),
    /// when it declares one; otherwise the colors decide (``variant``).
    public var declaredVariant: ColorScheme?

    /// The names of the 16 ANSI colors, as Alacritty and Windows Terminal spell the first eight.
    public static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// A scheme from its parts; `ansi` must hold 16 colors. Colors are made opaque and quantized.
    public init(name: String, ansi: [RGBAColor], foreground: RGBAColor, background: RGBAColor, cursor: RGBAColor? = nil,
                cursorText: RGBAColor? = nil, selectionBackground: RGBAColor? = nil, selectionForeground: RGBAColor? = nil,
                accent: RGBAColor? = nil) {
        func solid(_ color: RGBAColor) -> RGBAColor { color.withAlpha(1).quantized }
        self.name = name
        self.ansi = ansi.map(solid)
        self.foreground = solid(foreground)
        self.background = solid(background)
        self.cursor = cursor.map(solid)
        self.cursorText = cursorText.map(solid)
        self.selectionBackground = selectionBackground.map(solid)
        self.selectionForeground = selectionForeground.map(solid)
        self.accent = accent.map(solid)
    }

    /// The variant the file declares; else dark when the background is darker than the foreground
    /// (WCAG relative luminance), as for a Base16 scheme.
    public var variant: ColorScheme {
        declaredVariant ?? (WCAG.relativeLuminance(background) < WCAG.relativeLuminance(foreground) ? .dark : .light)
    }

    /// The cursor, or the foreground when the file names none (what the terminals draw then).
    public var cursorColor: RGBAColor { cursor ?? foreground }
    /// The text under the cursor, or the background.
    public var cursorTextColor: RGBAColor { cursorText ?? background }
    /// The selection, or the foreground (reverse video, what the terminals draw without one).
    public var selectionBackgroundColor: RGBAColor { selectionBackground ?? foreground }
    /// The selected text, or the background.
    public var selectionForegroundColor: RGBAColor { selectionForeground ?? background }

    /// The scheme as the 22 `terminal.*` tokens every terminal template uses (``TerminalPalette`` keys).
    public var tokens: [String: TokenValue] {
        var tokens: [String: TokenValue] = [
            "terminal.foreground": .color(foreground), "terminal.background": .color(background),
            "terminal.cursor": .color(cursorColor), "terminal.cursorText": .color(cursorTextColor),
            "terminal.selectionBackground": .color(selectionBackgroundColor),
            "terminal.selectionForeground": .color(selectionForegroundColor),
        ]
        for (index, color) in ansi.enumerated() { tokens["terminal.color\(index)"] = .color(color) }
        return tokens
    }

    /// The scheme the 22 `terminal.*` tokens describe (a theme's published palette), named `name`;
    /// `nil` when one is missing or not a color.
    public init?(tokens: [String: TokenValue], name: String) {
        func color(_ key: String) -> RGBAColor? {
            if case .color(let color)? = tokens["terminal." + key] { color } else { nil }
        }
        let ansi = (0..<16).compactMap { color("color\($0)") }
        guard ansi.count == 16, let foreground = color("foreground"), let background = color("background") else { return nil }
        self.init(name: name, ansi: ansi, foreground: foreground, background: background, cursor: color("cursor"),
                  cursorText: color("cursorText"), selectionBackground: color("selectionBackground"),
                  selectionForeground: color("selectionForeground"))
    }

    /// A color as terminal files write it: `#rrggbb`, `#rgb`, or `rrggbb` without the hash
    /// (Ghostty, Alacritty's `0x` form too); `nil` for anything else.
    static func color(_ text: String) -> RGBAColor? {
        var digits = Substring(text.trimmed)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        }
        guard digits.count == 6 || digits.count == 3, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let text = "#" + digits
        return try? RGBAColor(hex: text)
    }

    /// `#rrggbb`, lower case, as the terminals' own theme files write colors.
    static func hex(_ color: RGBAColor) -> String { color.hex.lowercased() }
}

extension TerminalScheme {
    /// The canonical names a reader maps its file's keys to: `color0`…`color15`, `foreground`,
    /// `background`, `cursor`, `cursorText`, `selectionBackground`, `selectionForeground`, `accent`.
    static let requiredNames = (0..<16).map { "color\($0)" } + ["foreground", "background"]

    /// The scheme of `colors` (by canonical name) read from a file of `format`; throws naming the
    /// first required color missing, as the file spells it (`spelling`).
    static func make(_ format: TerminalSchemeFormat, name: String?, colors: [String: RGBAColor],
                     spelling: (String) -> String) throws(TerminalSchemeError) -> TerminalScheme {
        if let missing = requiredNames.first(where: { colors[$0] == nil }) {
            throw TerminalSchemeError(format, "has no \(spelling(missing)); it needs the 16 ANSI colors, the foreground and the background")
        }
        return TerminalScheme(name: name.flatMap { $0.trimmed.isEmpty ? nil : String($0.trimmed.prefix(50)) } ?? format.untitledName,
                              ansi: (0..<16).compactMap { colors["color\($0)"] }, foreground: colors["foreground"] ?? RGBAColor(rgb: 0),
                              background: colors["background"] ?? RGBAColor(rgb: 0), cursor: colors["cursor"], cursorText: colors["cursorText"],
                              selectionBackground: colors["selectionBackground"], selectionForeground: colors["selectionForeground"],
                              accent: colors["accent"])
    }

    /// The optional terminal colors as `(canonical name, color)` pairs, those the file named (not the accent).
    var namedExtras: [(String, RGBAColor)] {
        [("cursor", cursor), ("cursorText", cursorText), ("selectionBackground", selectionBackground),
         ("selectionForeground", selectionForeground)].compactMap { name, color in color.map { (name, $0) } }
    }
}
