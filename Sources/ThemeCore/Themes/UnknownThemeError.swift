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
        suggestion = ClosestName.closest(to: id, among: validIDs, lengthDivisor: 3)
    }

    /// E.g. `unknown theme 'sunsett' — did you mean 'sunset'? (themes: default, midnight, …)`.
    public var description: String {
        let hint = suggestion.map { " — did you mean '\($0)'?" } ?? ""
        return "unknown theme '\(id)'\(hint) (themes: \(validIDs.joined(separator: ", ")))"
    }
}
