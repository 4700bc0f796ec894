#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Sunrise and sunset by the NOAA algorithm: the sun's upper limb on the horizon with standard
/// refraction (zenith 90.833°), declination and equation of time evaluated at the event itself
/// (two refinements from solar noon, as NOAA's calculator does). A solar day is the span around
/// one solar noon: its sunrise before the noon, its sunset after, whatever the time zone.
public enum SunCalculator {
    /// The zenith angle of sunrise and sunset: 90° plus refraction and the sun's radius.
    static let zenith = 90.833
    /// The zenith angle of civil dawn and dusk: the sun's centre 6° below the horizon.
    static let civilZenith = 96.0

    /// The sun on the local calendar day (year, month, day) at a place: the solar day whose noon
    /// is nearest that day's clock noon in `zone`. An out-of-range day or month rolls over
    /// (31 April is 1 May).
    public static func sunDay(
        year: Int, month: Int, day: Int, latitude: Double, longitude: Double, zone: LocalZone
    ) -> SunDay {
        let clockNoon = zone.instant(of: WallTime(year: year, month: month, day: day, hour: 12)).timeIntervalSince1970
        return solarDay(nearest: clockNoon, latitude: latitude, longitude: longitude).sun
    }

    /// The solar day whose noon is nearest `instant` (seconds since 1970): its noon and its sun.
    static func solarDay(nearest instant: Double, latitude: Double, longitude: Double) -> (noon: Double, sun: SunDay) {
        let utcMidnight = (instant / 86400).rounded(.down) * 86400
        let candidates = [-86400.0, 0, 86400].map { utcMidnight + $0 }
        let midnight = candidates.min {
            abs(solarNoon(utcMidnight: $0, longitude: longitude) - instant)
                < abs(solarNoon(utcMidnight: $1, longitude: longitude) - instant)
        } ?? utcMidnight
        return solarDay(utcMidnight: midnight, latitude: latitude, longitude: longitude)
    }

    /// The solar day of the UTC date starting at `utcMidnight`: its noon and its sun.
    static func solarDay(utcMidnight midnight: Double, latitude: Double, longitude: Double) -> (noon: Double, sun: SunDay) {
        let noon = solarNoon(utcMidnight: midnight, longitude: longitude)
        guard let sunrise = event(rising: true, zenith: zenith, around: noon, utcMidnight: midnight, latitude: latitude, longitude: longitude),
              let sunset = event(rising: false, zenith: zenith, around: noon, utcMidnight: midnight, latitude: latitude, longitude: longitude)
        else {
            let position = SolarPosition(julianDay: julianDay(noon))
            return (noon, hourAngleCosine(zenith: zenith, latitude: latitude, declination: position.declination) > 1 ? .polarNight : .polarDay)
        }
        return (noon, .risesAndSets(sunrise: Date(timeIntervalSince1970: sunrise), sunset: Date(timeIntervalSince1970: sunset)))
    }

    /// Solar noon (seconds since 1970) of the UTC day starting at `utcMidnight`.
    static func solarNoon(utcMidnight: Double, longitude: Double) -> Double {
        var noon = utcMidnight + 43200
        for _ in 0..<2 {
            let position = SolarPosition(julianDay: julianDay(noon))
            noon = utcMidnight + (720 - 4 * longitude - position.equationOfTime) * 60
        }
        return noon
    }

    /// Civil dawn and dusk (seconds since 1970) of the UTC day starting at `utcMidnight`, around its
    /// `noon`; each nil when the sun does not get 6° below the horizon (white nights) or above it.
    static func civilTwilight(utcMidnight midnight: Double, noon: Double, latitude: Double, longitude: Double) -> (dawn: Double?, dusk: Double?) {
        (event(rising: true, zenith: civilZenith, around: noon, utcMidnight: midnight, latitude: latitude, longitude: longitude),
         event(rising: false, zenith: civilZenith, around: noon, utcMidnight: midnight, latitude: latitude, longitude: longitude))
    }

    /// The instant (seconds since 1970) near `noon` when the sun's centre crosses `zenith`, rising
    /// or setting, or `nil` when it does not cross it that day.
    private static func event(
        rising: Bool, zenith: Double, around noon: Double, utcMidnight: Double, latitude: Double, longitude: Double
    ) -> Double? {
        var time = noon
        for _ in 0..<3 {
            let position = SolarPosition(julianDay: julianDay(time))
            let cosine = hourAngleCosine(zenith: zenith, latitude: latitude, declination: position.declination)
            guard (-1...1).contains(cosine) else { return nil }
            let hourAngle = degrees(acos(cosine)) * (rising ? 1 : -1)
            time = utcMidnight + (720 - 4 * (longitude + hourAngle) - position.equationOfTime) * 60
        }
        return time
    }

    /// cos of the hour angle at which the sun is at `zenith`: above 1 it stays below, below −1 above.
    private static func hourAngleCosine(zenith: Double, latitude: Double, declination: Double) -> Double {
        let phi = radians(latitude)
        let delta = radians(declination)
        return cos(radians(zenith)) / (cos(phi) * cos(delta)) - tan(phi) * tan(delta)
    }

    /// The Julian day of an instant given in seconds since 1970.
    private static func julianDay(_ seconds: Double) -> Double {
        seconds / 86400 + 2_440_587.5
    }
}
