/// A time of day on the wall clock, `HH:MM`.
public struct ClockTime: Sendable, Hashable, CustomStringConvertible {
    /// 0–23.
    public let hour: Int
    /// 0–59.
    public let minute: Int

    /// Parses `H:MM` or `HH:MM` (24-hour); anything else throws ``ScheduleError/malformedTime(_:)``.
    public init(_ text: String) throws(ScheduleError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { throw .malformedTime(text) }
        self.hour = hour
        self.minute = minute
    }

    /// Minutes since midnight.
    var minutes: Int { hour * 60 + minute }

    /// `07:30`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
