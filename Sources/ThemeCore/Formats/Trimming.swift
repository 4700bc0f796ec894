extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs, line ends); the
    /// standard library's stand-in for Foundation's `trimmingCharacters(in:)`.
    public var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
