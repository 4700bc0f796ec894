import DBus
import FoundationEssentials
import ThemeContract
import ThemeCore

/// One coming transition of the schedule: the scheme it leads to, over a window of time.
public struct ScheduleTransition: Sendable, Equatable {
    /// The scheme in force once the window is over.
    public let scheme: ColorScheme
    /// When the window starts and ends (equal for an instant switch).
    public let start: Date
    public let end: Date

    public init(scheme: ColorScheme, start: Date, end: Date) {
        self.scheme = scheme
        self.start = start
        self.end = end
    }

    /// How far into the window `instant` is, from 0 (at or before its start) to 1 (at or after its
    /// end): for an app that animates across dusk. An instant switch is 0 before and 1 from its time.
    public func progress(at instant: Date) -> Double {
        guard end > start else { return instant < start ? 0 : 1 }
        return min(max(instant.timeIntervalSince(start) / end.timeIntervalSince(start), 0), 1)
    }
}

extension ThemeClient {
    /// Holds a scheme over the schedule until its next transition (`HoldScheme`): `light`, `dark`,
    /// or `toggle` (the other one than the scheme in force).
    public func holdScheme(_ scheme: String) async throws(ThemeClientError) {
        _ = try await call("HoldScheme", [.string(scheme)])
    }

    /// The schedule's next transitions over `days` days, 1 to 14 (`GetForecast`); none without a schedule.
    public func forecast(days: UInt32) async throws(ThemeClientError) -> [ScheduleTransition] {
        let reply = try await call("GetForecast", [.uint32(days)], signature: "a(stt)")
        return (reply.arguments.first?.array ?? []).compactMap { item in
            guard let members = item.structure, members.count == 3, let scheme = members[0].string.flatMap(ColorScheme.init(rawValue:)),
                  let start = members[1].uint64, let end = members[2].uint64 else { return nil }
            return ScheduleTransition(scheme: scheme, start: Self.instant(start), end: Self.instant(end))
        }
    }

    /// When the scheme held over the schedule is given up at the latest (`HeldUntil`); nil when none is held.
    public func heldUntil() async throws(ThemeClientError) -> Date? {
        let reply = try await call("Get", [.string(ThemeBus.interface), .string("HeldUntil")], interface: ThemeBus.properties, signature: "v")
        guard let microseconds = reply.arguments.first?.uint64 else { throw .unexpectedReply("HeldUntil is not a t") }
        return microseconds == 0 ? nil : Self.instant(microseconds)
    }

    /// Unix microseconds as a date.
    private static func instant(_ microseconds: UInt64) -> Date {
        Date(timeIntervalSince1970: Double(microseconds) / 1_000_000)
    }
}
