import FoundationEssentials
import ThemeTemplates

/// What a schedule reads the time from, and the zone it reads local dates and clock times in;
/// tests inject their own. (The daemon waits with its own alarm, which a set clock also rings.)
public struct ScheduleClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// The zone local dates and clock times are read in.
    public let zone: LocalZone

    public init(now: @escaping @Sendable () -> Date, zone: LocalZone) {
        self.now = now
        self.zone = zone
    }

    /// The real clock, in the system's time zone.
    public static var system: ScheduleClock {
        ScheduleClock(now: { Date() }, zone: .system)
    }
}
