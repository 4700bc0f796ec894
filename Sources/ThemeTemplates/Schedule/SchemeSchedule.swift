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

    /// A sun schedule at the place rounded to 0.1° (``Coordinates/rounded``); throws for a latitude
    /// outside −90…90 or a longitude outside −180…180.
    public static func sun(latitude: Double, longitude: Double) throws(ScheduleError) -> SchemeSchedule {
        guard (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        let place = Coordinates(latitude: latitude, longitude: longitude).rounded
        return SchemeSchedule(rule: .sun(latitude: place.latitude, longitude: place.longitude))
    }

    /// A fixed schedule from `HH:MM` texts; throws for a malformed time or equal times.
    public static func fixed(light: String, dark: String) throws(ScheduleError) -> SchemeSchedule {
        let lightTime = try ClockTime(light)
        let darkTime = try ClockTime(dark)
        guard lightTime != darkTime else { throw .sameTimes(lightTime.description) }
        return SchemeSchedule(rule: .fixed(light: lightTime, dark: darkTime))
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
}
