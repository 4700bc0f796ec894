import CAdwaita
import FoundationEssentials
import GObjectKit
import ThemeClient
import ThemeCore
import ThemeTemplates

/// The Automatic page's "Switches" group, from the daemon's bus: the scheme held over the schedule
/// (`HeldUntil`) with "Switch until the next transition" (`HoldScheme("toggle")`) and "Return to the
/// schedule" (`SetColorScheme("system")`), then today's transitions and the next one (`GetForecast`),
/// each at its time in the user's locale and time zone.
@MainActor
final class ScheduleSwitchesGroup {
    /// The `AdwPreferencesGroup`.
    let group = Controls.group("Switches", description: "From the schedule in config.yaml, as the daemon forecasts it.")
    private let link: DaemonLink
    private let nowRow = Controls.row("Now")
    private let todayRow = Controls.row("Today")
    private let nextRow = Controls.row("Next switch")
    private let holdButton = Controls.button("Switch until the next transition")
    private let returnButton = Controls.button("Return to the schedule")
    private var connections: [SignalConnection] = []

    init(link: DaemonLink) {
        self.link = link
        [holdButton, returnButton].forEach { adw_action_row_add_suffix(nowRow.cast(), $0) }
        [nowRow, todayRow, nextRow].forEach { adw_preferences_group_add(group.cast(), $0) }
        show(resolved: nil, heldUntil: nil, forecast: [])
        connections.append(SignalConnection(holdButton.object, "clicked") { [unowned self] in
            link.perform({ try await $0.holdScheme("toggle") }, then: { [unowned self] in refresh() })
        })
        connections.append(SignalConnection(returnButton.object, "clicked") { [unowned self] in
            link.perform({ try await $0.setColorScheme(.system) }, then: { [unowned self] in refresh() })
        })
    }

    /// Reads the forecast, the hold and the scheme in force again and shows them.
    func refresh() {
        link.read(quietly: true, { client in
            (try await client.status().resolvedScheme, try await client.heldUntil(), try await client.forecast(days: 2))
        }) { [unowned self] resolved, heldUntil, forecast in
            show(resolved: resolved, heldUntil: heldUntil, forecast: forecast)
        }
    }

    private func show(resolved: ColorScheme?, heldUntil: Date?, forecast: [ScheduleTransition]) {
        let now = Date()
        let zone = LocalZone.system
        if let resolved, let heldUntil {
            adw_action_row_set_subtitle(nowRow.cast(), "\(Self.name(resolved)) until \(LocaleTime.time(heldUntil, in: zone))")
        } else {
            adw_action_row_set_subtitle(nowRow.cast(), forecast.isEmpty ? "No schedule" : resolved.map { "\(Self.name($0)), as the schedule gives" } ?? "—")
        }
        gtk_widget_set_visible(holdButton, !forecast.isEmpty && heldUntil == nil ? 1 : 0)
        gtk_widget_set_visible(returnButton, heldUntil != nil ? 1 : 0)

        let today = zone.wallTime(at: now)
        let sameDay = { (instant: Date) in
            let wall = zone.wallTime(at: instant)
            return (wall.year, wall.month, wall.day) == (today.year, today.month, today.day)
        }
        let todays = forecast.filter { sameDay($0.start) }
        adw_action_row_set_subtitle(todayRow.cast(), forecast.isEmpty ? "—" : todays.isEmpty ? "No switch today"
            : todays.map { Self.describe($0, in: zone) }.joined(separator: ", "))
        let next = forecast.first { $0.end > now }
        adw_action_row_set_subtitle(nextRow.cast(), next.map { Self.describe($0, in: zone) + (sameDay($0.start) ? "" : " tomorrow") } ?? "—")
    }

    /// "Dark 19:00–19:30", or "Dark at 19:00" for an instant switch.
    private static func describe(_ transition: ScheduleTransition, in zone: LocalZone) -> String {
        "\(name(transition.scheme)) \(LocaleTime.span(from: transition.start, to: transition.end, in: zone))"
    }

    private static func name(_ scheme: ColorScheme) -> String {
        scheme == .dark ? "Dark" : "Light"
    }
}
