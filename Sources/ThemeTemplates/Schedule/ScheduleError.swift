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
    /// A duration that is not whole hours, minutes and seconds (`20m`, `1h30m`, `90s`, `0`).
    case malformedDuration(String)
    /// A `transition`, `idle` or `jitter` longer than it may be.
    case durationTooLong(setting: String, ScheduleDuration, maximum: ScheduleDuration)
    /// A clock schedule's window that would reach the other time of day.
    case transitionReachesNextTime(ScheduleDuration, gap: ScheduleDuration)
    /// A forecast for fewer than 1 or more than 14 days.
    case forecastDays(Int)
    /// A time zone without a reference point in tzdata (UTC, Etc/*), for a sun schedule without coordinates.
    case zoneWithoutPlace(String)

    /// One sentence naming the bad value.
    public var description: String {
        switch self {
        case .latitudeOutOfRange(let value): "latitude \(value) is outside -90…90 (degrees, north positive)"
        case .longitudeOutOfRange(let value): "longitude \(value) is outside -180…180 (degrees, east positive)"
        case .malformedTime(let text): "'\(text)' is not a time of day HH:MM from 00:00 to 23:59"
        case .sameTimes(let text): "light and dark both start at \(text); give two different times"
        case .malformedDuration(let text): "'\(text)' is not a duration such as 20m, 1h30m, 90s or 0"
        case .durationTooLong(let setting, let value, let maximum): "\(setting) \(value) is longer than the \(maximum) it may be"
        case .transitionReachesNextTime(let value, let gap):
            "a transition of \(value) does not fit between light and dark, which are \(gap) apart; give a shorter one"
        case .forecastDays(let days): "a forecast is for 1 to 14 days, not \(days)"
        case .zoneWithoutPlace(let zone):
            "the time zone \(zone) has no place to take the sun from; give --lat and --lng, or fixed times with --light and --dark"
        }
    }
}
