import Foundation
import ThemeCore

/// When light and dark apply: by the sun at a place, or at fixed clock times.
/// Answers for an injected instant and time zone; nothing here reads the clock.
public struct SchemeSchedule: Sendable, Equatable {
    /// How the schedule decides.
    public enum Rule: Sendable, Equatable {
        /// Light from sunrise to sunset (``SunCalculator``); polar day is light, polar night dark.
        case sun(latitude: Double, longitude: Double)
        /// Light from `light` until `dark`, every day, local wall-clock time.
        case fixed(light: ClockTime, dark: ClockTime)
    }

    /// The validated rule.
    public let rule: Rule

    /// A sun schedule; throws for a latitude outside −90…90 or a longitude outside −180…180.
    public static func sun(latitude: Double, longitude: Double) throws(ScheduleError) -> SchemeSchedule {
        guard (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        return SchemeSchedule(rule: .sun(latitude: latitude, longitude: longitude))
    }

    /// A fixed schedule from `HH:MM` texts; throws for a malformed time or equal times.
    public static func fixed(light: String, dark: String) throws(ScheduleError) -> SchemeSchedule {
        let lightTime = try ClockTime(light)
        let darkTime = try ClockTime(dark)
        guard lightTime != darkTime else { throw .sameTimes(lightTime.description) }
        return SchemeSchedule(rule: .fixed(light: lightTime, dark: darkTime))
    }

    /// The scheme at `now` and the next instant it changes, in `timeZone`.
    public func answer(at now: Date, in timeZone: TimeZone) -> ScheduleAnswer {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let current = scheme(at: now, calendar: calendar)
        var dayStart = calendar.startOfDay(for: now)
        for _ in 0..<370 {
            guard let nextDay = calendar.date(byAdding: .day, value: 1, to: dayStart) else { break }
            let candidates = (switchTimes(on: dayStart, calendar: calendar) + [nextDay]).sorted()
            for candidate in candidates where candidate > now && scheme(at: candidate, calendar: calendar) != current {
                return ScheduleAnswer(scheme: current, nextSwitch: candidate)
            }
            dayStart = nextDay
        }
        return ScheduleAnswer(scheme: current, nextSwitch: nil)
    }

    /// Today's switch times (sunrise and sunset, or the two clock times) for the day containing `date`.
    public func switchTimes(onDayOf date: Date, in timeZone: TimeZone) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return switchTimes(on: calendar.startOfDay(for: date), calendar: calendar).sorted()
    }

    private func scheme(at instant: Date, calendar: Calendar) -> ColorScheme {
        switch rule {
        case .sun(let latitude, let longitude):
            let day = calendar.dateComponents([.year, .month, .day], from: instant)
            switch SunCalculator.sunDay(year: day.year ?? 1970, month: day.month ?? 1, day: day.day ?? 1,
                                        latitude: latitude, longitude: longitude, timeZone: calendar.timeZone) {
            case .risesAndSets(let sunrise, let sunset): return instant >= sunrise && instant < sunset ? .light : .dark
            case .polarDay: return .light
            case .polarNight: return .dark
            }
        case .fixed(let light, let dark):
            let time = calendar.dateComponents([.hour, .minute], from: instant)
            let minutes = (time.hour ?? 0) * 60 + (time.minute ?? 0)
            let isLight = light.minutes < dark.minutes
                ? minutes >= light.minutes && minutes < dark.minutes
                : minutes >= light.minutes || minutes < dark.minutes
            return isLight ? .light : .dark
        }
    }

    private func switchTimes(on dayStart: Date, calendar: Calendar) -> [Date] {
        switch rule {
        case .sun(let latitude, let longitude):
            let day = calendar.dateComponents([.year, .month, .day], from: dayStart)
            if case .risesAndSets(let sunrise, let sunset) = SunCalculator.sunDay(
                year: day.year ?? 1970, month: day.month ?? 1, day: day.day ?? 1,
                latitude: latitude, longitude: longitude, timeZone: calendar.timeZone) {
                return [sunrise, sunset]
            }
            return []
        case .fixed(let light, let dark):
            // A time the clock skips (spring forward) happens at the first instant after the gap.
            return [light, dark].compactMap { time in
                calendar.nextDate(after: dayStart.addingTimeInterval(-1),
                                  matching: DateComponents(hour: time.hour, minute: time.minute),
                                  matchingPolicy: .nextTime)
            }.filter { calendar.isDate($0, inSameDayAs: dayStart) }
        }
    }
}
