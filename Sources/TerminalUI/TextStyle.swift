/// How a run of text is drawn: colors and attributes, written as SGR escapes at a ``ColorDepth``.
public struct TextStyle: Sendable, Hashable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var reverse = false
    public var underline = false

    /// A style from its parts; nil colors leave the terminal's own.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
                reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
    }

    /// The escape that resets, then sets this style; at ``ColorDepth/none`` colors are left out
    /// (attributes stay: they are not color).
    public func escape(at depth: ColorDepth) -> String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if let foreground, let code = Self.colorCode(foreground, base: 30, at: depth) { codes.append(code) }
        if let background, let code = Self.colorCode(background, base: 40, at: depth) { codes.append(code) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameters of `color` as a foreground (`base` 30) or background (`base` 40).
    static func colorCode(_ color: TerminalColor, base: Int, at depth: ColorDepth) -> String? {
        switch depth {
        case .none: return nil
        case .trueColor: return "\(base + 8);2;\(color.red);\(color.green);\(color.blue)"
        case .palette256: return "\(base + 8);5;\(color.palette256Index)"
        case .ansi16:
            let index = color.ansi16Index
            return index < 8 ? "\(base + index)" : "\(base + 60 + index - 8)"
        }
    }

    /// Back to the terminal's colors and attributes.
    public static let reset = "\u{1B}[0m"
}
