/// How many colors the terminal shows, as its environment says.
public enum ColorDepth: Sendable, Hashable, CaseIterable {
    /// No color at all: `NO_COLOR` is set, or the terminal is `dumb`. Marks are drawn with text alone.
    case none
    /// The 16 ANSI colors (`ESC [ 3x m`, `ESC [ 9x m`).
    case ansi16
    /// The 256-color palette (`ESC [ 38;5;n m`).
    case palette256
    /// 24-bit color (`ESC [ 38;2;r;g;b m`).
    case trueColor

    /// The depth for an environment: `NO_COLOR` (any non-empty value, no-color.org) wins; then
    /// `TERM=dumb` means none; `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct`,
    /// means 24-bit; a `TERM` naming `256color` means 256; anything else 16.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .ansi16
    }
}
