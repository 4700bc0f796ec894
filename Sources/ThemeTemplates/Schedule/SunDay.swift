import FoundationEssentials

/// What the sun does on one local calendar day at one place.
public enum SunDay: Sendable, Equatable {
    /// It rises and sets: the scheme is light from `sunrise` until `sunset`.
    case risesAndSets(sunrise: Date, sunset: Date)
    /// It stays above the horizon all day (polar day): light all day.
    case polarDay
    /// It stays below the horizon all day (polar night): dark all day.
    case polarNight
}
