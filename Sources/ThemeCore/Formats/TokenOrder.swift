/// The order formats write keys in: documentation order (``TokenSet/allKeys``) for known
/// keys, then any other keys sorted, so output is stable and reads like `docs/tokens.md`.
enum TokenOrder {
    private static let rank: [String: Int] = Dictionary(
        TokenSet.allKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// The keys of `tokens` in output order.
    static func keys(of tokens: TokenSet) -> [String] {
        tokens.values.keys.sorted { a, b in
            switch (rank[a], rank[b]) {
            case let (x?, y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a < b
            }
        }
    }
}
