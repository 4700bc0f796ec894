/// A schedule that cannot be used, with the value that is wrong and what is accepted.
public enum ScheduleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A latitude outside −90…90.
    case latitudeOutOfRange(Double)
    /// A longitude outside −180…180.
    case longitudeOutOfRange(Double)
    /// A clock time that is not `HH:MM` (00:00–23:59).
    case malformedTime(String)
    /// `--light` and `--dark` at the same time of day.
    case sameTimes(String)

    /// One sentence naming the bad value.
    public var description: String {
        switch self {
        case .latitudeOutOfRange(let value): "latitude \(value) is outside -90…90 (degrees, north positive)"
        case .longitudeOutOfRange(let value): "longitude \(value) is outside -180…180 (degrees, east positive)"
        case .malformedTime(let text): "'\(text)' is not a time of day HH:MM from 00:00 to 23:59"
        case .sameTimes(let text): "light and dark both start at \(text); give two different times"
        }
    }
}
