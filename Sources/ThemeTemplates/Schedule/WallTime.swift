/// A date and time on the wall clock, without a zone (proleptic Gregorian calendar).
public struct WallTime: Sendable, Hashable {
    public let year: Int
    /// 1–12 (others roll over into the next or previous year).
    public let month: Int
    /// 1–31 (others roll over into the next or previous month).
    public let day: Int
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall time `localSeconds` after 1970-01-01 00:00.
    init(localSeconds: Int) {
        let days = localSeconds >= 0 ? localSeconds / 86400 : (localSeconds - 86399) / 86400
        let rest = localSeconds - days * 86400
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        hour = rest / 3600
        minute = rest % 3600 / 60
        second = rest % 60
    }

    /// Seconds from 1970-01-01 00:00 to this wall time, rolling over out-of-range fields.
    var localSeconds: Int {
        let monthsFromMarch = month - 3
        let yearShift = monthsFromMarch >= 0 ? monthsFromMarch / 12 : (monthsFromMarch - 11) / 12
        let y = year + yearShift
        let m = monthsFromMarch - yearShift * 12 // 0 = March … 11 = February
        // Howard Hinnant's days_from_civil, with the year starting in March.
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * m + 2) / 5
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468 + (day - 1)
        return days * 86400 + hour * 3600 + minute * 60 + second
    }
}
