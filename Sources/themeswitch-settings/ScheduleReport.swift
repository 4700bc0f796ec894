import FoundationEssentials

/// What `themeswitch schedule show --json` says: the schedule in config.yaml, the scheme it gives
/// now, today's switches and the next one (times in ISO 8601 with the zone's offset).
struct ScheduleReport: Decodable, Equatable {
    /// The schedule: fixed times or a place; nil when there is none.
    struct Schedule: Decodable, Equatable {
        struct Place: Decodable, Equatable {
            let latitude: Double
            let longitude: Double
        }
        let light: String?
        let dark: String?
        let sun: Place?
    }

    /// One switch: the scheme it starts and when.
    struct Switch: Decodable, Equatable {
        let scheme: String
        let at: String

        /// The time of day, `HH:MM`, as written in `at`.
        var timeOfDay: String {
            guard let t = at.firstIndex(of: "T") else { return at }
            return String(at[at.index(after: t)...].prefix(5))
        }

        /// The day, `YYYY-MM-DD`.
        var day: String { String(at.prefix(10)) }
    }

    let schedule: Schedule?
    let now: String?
    let today: [Switch]?
    let next: Switch?

    /// The report from the command's output; nil when it is not one.
    static func parse(_ output: String) -> ScheduleReport? {
        try? JSONDecoder().decode(ScheduleReport.self, from: Data(output.utf8))
    }
}
