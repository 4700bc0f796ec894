/// A string that is not a color in one of the accepted notations: `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong with the input.
    public enum Reason: Sendable, Hashable {
        /// The string does not start with `#`.
        case missingHash
        /// The number of hex digits after `#` is not 3, 6 or 8.
        case wrongDigitCount(Int)
        /// A character after `#` is not a hex digit.
        case notAHexDigit(Character)
    }

    /// The rejected input, verbatim.
    public let input: String
    /// Why it was rejected.
    public let reason: Reason

    /// One sentence naming the input, the problem and the accepted notations.
    public var description: String {
        let problem: String
        switch reason {
        case .missingHash: problem = "it does not start with '#'"
        case .wrongDigitCount(let count): problem = "it has \(count) hex digit\(count == 1 ? "" : "s")"
        case .notAHexDigit(let character): problem = "'\(character)' is not a hex digit"
        }
        return "invalid color '\(input)': \(problem); expected #RGB, #RRGGBB or #RRGGBBAA"
    }
}
