extension String {
    /// The text without the whitespace around it (`trimmingCharacters(in: .whitespacesAndNewlines)`
    /// without Foundation).
    public var trimmingSurroundingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
