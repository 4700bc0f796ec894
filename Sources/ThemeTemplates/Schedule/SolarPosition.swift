#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sun's declination and the equation of time at an instant, by NOAA's formulas
/// (Meeus, "Astronomical Algorithms"), as NOAA's solar calculator and its spreadsheet compute them
/// (https://gml.noaa.gov/grad/solcalc/calcdetails.html).
struct SolarPosition {
    /// Declination in degrees.
    let declination: Double
    /// Apparent minus mean solar time, in minutes.
    let equationOfTime: Double

    /// The position at a Julian day (UT).
    init(julianDay: Double) {
        let t = (julianDay - 2_451_545) / 36525
        let meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t)
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let m = radians(meanAnomaly)
        let center = sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t))
            + sin(2 * m) * (0.019993 - 0.000101 * t) + sin(3 * m) * 0.000289
        let omega = radians(125.04 - 1934.136 * t)
        let apparentLongitude = meanLongitude + center - 0.00569 - 0.00478 * sin(omega)
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = meanObliquity + 0.00256 * cos(omega)
        declination = degrees(asin(sin(radians(obliquity)) * sin(radians(apparentLongitude))))
        let y = pow(tan(radians(obliquity) / 2), 2)
        let l0 = radians(meanLongitude)
        equationOfTime = 4 * degrees(
            y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
                - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))
    }
}

func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }
