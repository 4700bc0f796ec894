/// A theme id that the registry does not hold, with the closest valid id when one is near.
public struct UnknownThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id that was asked for.
    public let id: String
    /// The closest known id (case-insensitive edit distance of at most 2, or a third of the
    /// id's length), or `nil` when none is close.
    public let suggestion: String?
    /// Every known id in display order.
    public let validIDs: [String]

    /// An error for `id`, computing the suggestion from `validIDs`.
    public init(id: String, validIDs: [String]) {
        self.id = id
        self.validIDs = validIDs
        let wanted = Array(id.lowercased())
        let threshold = max(2, wanted.count / 3)
        let ranked = validIDs.map { ($0, Self.editDistance(wanted, Array($0))) }
        suggestion = ranked.filter { $0.1 <= threshold }.min { $0.1 < $1.1 }?.0
    }

    /// E.g. `unknown theme 'sunsett' — did you mean 'sunset'? (themes: default, midnight, …)`.
    public var description: String {
        let hint = suggestion.map { " — did you mean '\($0)'?" } ?? ""
        return "unknown theme '\(id)'\(hint) (themes: \(validIDs.joined(separator: ", ")))"
    }

    /// Levenshtein distance.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
