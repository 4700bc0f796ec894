import Foundation
import ThemeCore
@testable import ThemeTemplates

/// The scheme at an instant and the next switch, as the sun and zone tests ask a schedule.
struct ScheduleAnswer: Equatable {
    let scheme: ColorScheme
    let nextSwitch: Date?
}

/// Those tests' questions answered by the schedule's plan with instant switches (`transition: 0`),
/// so the switches are the sunrises and sunsets, or the clock times, themselves.
extension SchemeSchedule {
    private var instantPlan: SchedulePlan {
        // A clock schedule's instant windows always fit between its two (different) times.
        try! SchedulePlan(schedule: self, timing: ScheduleTiming(transition: .zero))
    }

    func answer(at now: Date, in zone: LocalZone) -> ScheduleAnswer {
        ScheduleAnswer(scheme: instantPlan.scheme(at: now, in: zone), nextSwitch: instantPlan.nextWindow(startingAfter: now, in: zone)?.start)
    }

    /// The switches within the local day containing `date`, in order.
    func switchTimes(onDayOf date: Date, in zone: LocalZone) -> [Date] {
        instantPlan.windows(from: zone.startOfDay(containing: date), to: zone.startOfNextDay(after: date), in: zone).map(\.start)
    }
}
