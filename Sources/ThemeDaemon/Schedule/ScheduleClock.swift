import FoundationEssentials
import ThemeTemplates

/// What a schedule reads the time from and waits with; tests inject their own.
public struct ScheduleClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// Waits for a duration of that clock's time (throws when cancelled).
    public let sleep: @Sendable (Duration) async throws -> Void
    /// The zone local dates and clock times are read in.
    public let zone: LocalZone

    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void, zone: LocalZone) {
        self.now = now
        self.sleep = sleep
        self.zone = zone
    }

    /// The real clock, in the system's time zone.
    public static var system: ScheduleClock {
        ScheduleClock(now: { Date() }, sleep: { try await Task.sleep(for: $0) }, zone: .system)
    }
}
