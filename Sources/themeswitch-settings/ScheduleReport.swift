import FoundationEssentials

/// What `themeswitch schedule show --json` says that the daemon's bus does not: the schedule in
/// config.yaml and the place a sun schedule uses (its coordinates, or the time zone's).
struct ScheduleReport: Decodable, Equatable {
    /// The schedule: fixed times or a place; nil when there is none.
    struct Schedule: Decodable, Equatable {
        struct Place: Decodable, Equatable {
            let latitude: Double
            let longitude: Double
        }
        let light: String?
        let dark: String?
        /// The place used; nil for a time zone that has none.
        let sun: Place?
        /// Where a sun schedule's place comes from: `coordinates` or `time-zone`; nil for fixed times.
        let place: String?
        /// The time zone the place comes from, with `time-zone`.
        let zone: String?
    }

    let schedule: Schedule?

    /// The report from the command's output; nil when it is not one.
    static func parse(_ output: String) -> ScheduleReport? {
        try? JSONDecoder().decode(ScheduleReport.self, from: Data(output.utf8))
    }
}
