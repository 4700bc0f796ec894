import ThemeTemplates

/// config.yaml's `schedule` as written (docs/config.md): the rule, where a sun schedule may take its
/// place from the time zone (`sun: time-zone`), and the timing (`transition`, `idle`, `jitter`).
/// The place of a time zone is looked up when the schedule is used, so a new zone moves it.
public struct ScheduleSetting: Sendable, Equatable {
    public enum Rule: Sendable, Equatable {
        /// By the sun at typed coordinates (kept to 0.1°).
        case sun(Coordinates)
        /// By the sun at the time zone's reference point in tzdata.
        case sunAtTimeZone
        /// From `light` to `dark` every day.
        case fixed(light: ClockTime, dark: ClockTime)
    }

    public let rule: Rule
    public let timing: ScheduleTiming

    /// A setting; a clock schedule whose windows would reach the other time throws.
    public init(rule: Rule, timing: ScheduleTiming = .standard) throws(ScheduleError) {
        if case .fixed(let light, let dark) = rule {
            _ = try SchedulePlan(schedule: .fixed(light: light.description, dark: dark.description), timing: timing)
        }
        if case .sun(let place) = rule {
            self.rule = .sun(place.rounded)
        } else {
            self.rule = rule
        }
        self.timing = timing
    }

    /// The schedule in use: its plan, and for `sun: time-zone` the zone's place.
    public struct Resolved: Sendable, Equatable {
        public let plan: SchedulePlan
        /// The time zone's reference point, when the place came from it.
        public let zonePlace: ZoneReferencePoints.Place?
    }

    /// The plan now; a sun schedule at the time zone takes the point of `zoneName` from `points`,
    /// and throws ``ScheduleError/zoneWithoutPlace(_:)`` for a zone without one (UTC, Etc/*).
    public func resolve(zoneName: String?, points: () throws(ZoneTableError) -> ZoneReferencePoints, jitterSeed: UInt64) throws(ScheduleError) -> Resolved {
        let schedule: SchemeSchedule
        var zonePlace: ZoneReferencePoints.Place?
        switch rule {
        case .sun(let place):
            schedule = try .sun(latitude: place.latitude, longitude: place.longitude)
        case .sunAtTimeZone:
            let name = zoneName ?? "of this system"
            guard let zoneName, let place = (try? points())?.place(of: zoneName) else { throw .zoneWithoutPlace(name) }
            zonePlace = place
            schedule = try .sun(latitude: place.coordinates.latitude, longitude: place.coordinates.longitude)
        case .fixed(let light, let dark):
            schedule = try .fixed(light: light.description, dark: dark.description)
        }
        return Resolved(plan: try SchedulePlan(schedule: schedule, timing: timing, jitterSeed: jitterSeed), zonePlace: zonePlace)
    }

    /// The plan now on this machine: the system's zone (`TZ`, /etc/localtime) and its tzdata (`TZDIR`).
    public func resolve(environment: [String: String], jitterSeed: UInt64) throws(ScheduleError) -> Resolved {
        try resolve(zoneName: ZoneReferenceFiles.systemZoneName(environment: environment),
                    points: { () throws(ZoneTableError) in try ZoneReferenceFiles.points(environment: environment) }, jitterSeed: jitterSeed)
    }
}
