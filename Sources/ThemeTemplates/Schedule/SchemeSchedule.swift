import FoundationEssentials
import ThemeCore

/// When light and dark apply: by the sun at a place, or at fixed clock times.
/// Answers for an injected instant and zone; nothing here reads the clock.
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

    /// The scheme at `now` and the next instant it changes, with local days and clock times in `zone`.
    public func answer(at now: Date, in zone: LocalZone) -> ScheduleAnswer {
        let current = scheme(at: now, in: zone)
        var dayStart = zone.startOfDay(containing: now)
        for _ in 0..<370 {
            let nextDay = zone.startOfNextDay(after: dayStart)
            for candidate in candidates(from: dayStart, to: nextDay, in: zone) + [nextDay]
            where candidate > now && scheme(at: candidate, in: zone) != current {
                return ScheduleAnswer(scheme: current, nextSwitch: candidate)
            }
            dayStart = nextDay
        }
        return ScheduleAnswer(scheme: current, nextSwitch: nil)
    }

    /// The switch times (sunrises and sunsets, or the two clock times) within the local day containing `date`, in order.
    public func switchTimes(onDayOf date: Date, in zone: LocalZone) -> [Date] {
        let start = zone.startOfDay(containing: date)
        let end = zone.startOfNextDay(after: start)
        switch rule {
        case .sun(let latitude, let longitude):
            return sunEvents(from: start, to: end, latitude: latitude, longitude: longitude)
        case .fixed:
            return candidates(from: start, to: end, in: zone)
        }
    }

    /// The scheme at `instant`. By the sun: that of the solar day whose noon is nearest, light
    /// from its sunrise until its sunset, so the local date and zone play no part.
    public func scheme(at instant: Date, in zone: LocalZone) -> ColorScheme {
        switch rule {
        case .sun(let latitude, let longitude):
            switch SunCalculator.solarDay(nearest: instant.timeIntervalSince1970, latitude: latitude, longitude: longitude).sun {
            case .risesAndSets(let sunrise, let sunset): return instant >= sunrise && instant < sunset ? .light : .dark
            case .polarDay: return .light
            case .polarNight: return .dark
            }
        case .fixed(let light, let dark):
            let time = zone.wallTime(at: instant)
            let minutes = time.hour * 60 + time.minute
            let isLight = light.minutes < dark.minutes
                ? minutes >= light.minutes && minutes < dark.minutes
                : minutes >= light.minutes || minutes < dark.minutes
            return isLight ? .light : .dark
        }
    }

    /// The instants in [start, end) where the scheme may change, in order: sunrises, sunsets and
    /// the bounds between solar days (where polar day or night begins), or the two clock times.
    private func candidates(from start: Date, to end: Date, in zone: LocalZone) -> [Date] {
        switch rule {
        case .sun(let latitude, let longitude):
            let noons = solarDays(from: start, to: end, latitude: latitude, longitude: longitude).map(\.noon)
            let bounds = zip(noons, noons.dropFirst()).map { Date(timeIntervalSince1970: ($0 + $1) / 2) }
            return (sunEvents(from: start, to: end, latitude: latitude, longitude: longitude) + bounds)
                .filter { $0 >= start && $0 < end }.sorted()
        case .fixed(let light, let dark):
            // A time the clock skips (spring forward) happens at the first instant after the gap.
            let day = zone.wallTime(at: start)
            return [light, dark].map { time in
                zone.instant(of: WallTime(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute))
            }.filter { $0 >= start && $0 < end }.sorted()
        }
    }

    /// Sunrises and sunsets in [start, end), in order.
    private func sunEvents(from start: Date, to end: Date, latitude: Double, longitude: Double) -> [Date] {
        solarDays(from: start, to: end, latitude: latitude, longitude: longitude).flatMap { day -> [Date] in
            if case .risesAndSets(let sunrise, let sunset) = day.sun { return [sunrise, sunset] }
            return []
        }.filter { $0 >= start && $0 < end }.sorted()
    }

    /// The solar days of the UTC dates from the day before `start` to the day after `end`, whose
    /// events cover [start, end).
    private func solarDays(from start: Date, to end: Date, latitude: Double, longitude: Double) -> [(noon: Double, sun: SunDay)] {
        let first = (start.timeIntervalSince1970 / 86400).rounded(.down) - 1
        let last = (end.timeIntervalSince1970 / 86400).rounded(.down) + 1
        return stride(from: first, through: last, by: 1).map {
            SunCalculator.solarDay(utcMidnight: $0 * 86400, latitude: latitude, longitude: longitude)
        }
    }
}
