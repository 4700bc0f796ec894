/// Why a terminal scheme file (kitty, Alacritty, Ghostty, iTerm2, Windows Terminal) is refused,
/// in one sentence naming the format and the first thing wrong.
public struct TerminalSchemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// "the kitty theme …" followed by `problem`.
    init(_ format: TerminalSchemeFormat, _ problem: String) {
        description = "the \(format.title) \(problem)"
    }
}
