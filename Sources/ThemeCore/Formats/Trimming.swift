extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs, line ends); the
    /// standard library's stand-in for Foundation's `trimmingCharacters(in:)`.
    public var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
