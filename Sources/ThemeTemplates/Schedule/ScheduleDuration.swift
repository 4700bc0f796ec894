/// A length of time in whole seconds, written as config.yaml and the CLI take it: `20m`, `1h30m`,
/// `90s`, `5s`, `0` (hours, minutes and seconds, each at most once and in that order).
public struct ScheduleDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whole seconds, not negative.
    public let seconds: Int

    public init(seconds: Int) { self.seconds = max(0, seconds) }

    /// Parses `0` or groups of digits each followed by `h`, `m` or `s`, in that order; anything
    /// else throws ``ScheduleError/malformedDuration(_:)``.
    public init(_ text: String) throws(ScheduleError) {
        if text == "0" {
            self.init(seconds: 0)
            return
        }
        var total = 0
        var digits = 0
        var digitCount = 0
        var units: [Character] = []
        for character in text {
            if let value = character.wholeNumberValue, character.isASCII {
                digitCount += 1
                guard digitCount <= 6 else { throw .malformedDuration(text) }
                digits = digits * 10 + value
                continue
            }
            let factor: Int
            switch character {
            case "h": factor = 3600
            case "m": factor = 60
            case "s": factor = 1
            default: throw .malformedDuration(text)
            }
            let order: [Character] = ["h", "m", "s"]
            guard digitCount > 0, let index = order.firstIndex(of: character),
                  units.allSatisfy({ (order.firstIndex(of: $0) ?? 3) < index })
            else { throw .malformedDuration(text) }
            units.append(character)
            total += digits * factor
            digits = 0
            digitCount = 0
        }
        guard digitCount == 0, !units.isEmpty else { throw .malformedDuration(text) }
        self.init(seconds: total)
    }

    public static let zero = ScheduleDuration(seconds: 0)

    public static func minutes(_ minutes: Int) -> ScheduleDuration { ScheduleDuration(seconds: minutes * 60) }

    public static func < (lhs: ScheduleDuration, rhs: ScheduleDuration) -> Bool { lhs.seconds < rhs.seconds }

    /// The shortest text that parses back to this duration: `0`, `45s`, `20m`, `1h30m`.
    public var description: String {
        guard seconds > 0 else { return "0" }
        let parts = [(seconds / 3600, "h"), (seconds % 3600 / 60, "m"), (seconds % 60, "s")]
        return parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
    }
}
