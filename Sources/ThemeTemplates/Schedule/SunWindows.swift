import FoundationEssentials
import ThemeCore

/// The sun's transition windows at a place: between two solar noons, the evening window from
/// sunset to civil dusk (to dark) and the morning window from civil dawn to sunrise (to light).
/// Where the sun does not get 6° below the horizon, dusk and dawn are the solar midnight between
/// the noons. A polar night has no window (dark), a polar day none (light); a night after which
/// the sun does not rise again keeps only its evening window, one before which it had not set
/// only its morning window.
struct SunWindows {
    let latitude: Double
    let longitude: Double
    /// Switch at sunrise and sunset themselves (`transition: 0`).
    let instant: Bool

    private struct Day {
        let noon: Double
        let sun: SunDay
        let dawn: Double?
        let dusk: Double?
    }

    /// The windows of the nights between the solar noons from the UTC day before `start` to the one after `end`.
    func windows(from start: Date, to end: Date) -> [TransitionWindow] {
        let first = (start.timeIntervalSince1970 / 86400).rounded(.down) - 1
        let last = (end.timeIntervalSince1970 / 86400).rounded(.down) + 1
        let days = stride(from: first, through: last, by: 1).map { day(utcMidnight: $0 * 86400) }
        return zip(days, days.dropFirst()).flatMap { night(after: $0, before: $1) }
    }

    private func day(utcMidnight: Double) -> Day {
        let (noon, sun) = SunCalculator.solarDay(utcMidnight: utcMidnight, latitude: latitude, longitude: longitude)
        let twilight = SunCalculator.civilTwilight(utcMidnight: utcMidnight, noon: noon, latitude: latitude, longitude: longitude)
        return Day(noon: noon, sun: sun, dawn: twilight.dawn, dusk: twilight.dusk)
    }

    /// The windows between one noon and the next.
    private func night(after today: Day, before tomorrow: Day) -> [TransitionWindow] {
        let midnight = (today.noon + tomorrow.noon) / 2
        var windows: [TransitionWindow] = []
        if case .risesAndSets(_, let sunset) = today.sun, tomorrow.sun != .polarDay {
            let dusk = instant ? sunset : date(min(today.dusk ?? midnight, midnight))
            windows.append(TransitionWindow(scheme: .dark, start: sunset, end: max(sunset, dusk)))
        }
        if case .risesAndSets(let sunrise, _) = tomorrow.sun, today.sun != .polarDay {
            let dawn = instant ? sunrise : date(max(tomorrow.dawn ?? midnight, midnight))
            windows.append(TransitionWindow(scheme: .light, start: min(dawn, sunrise), end: sunrise))
        }
        // A polar day straight after a polar night, or the reverse: one switch at solar midnight.
        if windows.isEmpty, lit(today) != lit(tomorrow) {
            windows.append(TransitionWindow(scheme: lit(tomorrow) ? .light : .dark, start: date(midnight), end: date(midnight)))
        }
        return windows
    }

    private func lit(_ day: Day) -> Bool { day.sun != .polarNight }

    private func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }
}
