import CAdwaita
import GObjectKit
import ThemeCore

/// The Automatic page: light and dark switched by the sun at a place or at fixed times, or not at
/// all, while the style is System (the schedule of config.yaml, set and read through `themeswitch
/// schedule`); the place or times used, today's switches and the next one. Times and coordinates
/// are checked here before anything runs.
@MainActor
final class AutomaticPage {
    enum Mode: Hashable { case off, sun, fixed }

    /// The `AdwPreferencesPage`.
    let page: Widget
    private let mode: ChoiceRow<Mode>
    private let fixedRows: [Widget]
    private let sunRows: [Widget]
    private let lightEntry = Controls.entry(name: "Light from", width: 6)
    private let darkEntry = Controls.entry(name: "Dark from", width: 6)
    private let latitudeEntry = Controls.entry(name: "Latitude", width: 8)
    private let longitudeEntry = Controls.entry(name: "Longitude", width: 8)
    private let nowRow = Controls.row("Now")
    private let todayRow = Controls.row("Today")
    private let nextRow = Controls.row("Next switch")
    private var connections: [SignalConnection] = []
    /// A sentence for the window: a refused entry or a failed run.
    var onReport: (String) -> Void = { _ in }

    init() {
        page = Controls.page("Automatic", icon: "preferences-system-time-symbolic")
        mode = ChoiceRow(title: "Switch light and dark", choices: [(.off, "Off"), (.sun, "Sunrise and sunset"), (.fixed, "Fixed times")])
        mode.setSubtitle("While the style is System")
        let group = Controls.group("Schedule")
        adw_preferences_group_add(group.cast(), mode.row)

        let timesButton = Controls.button("Use These Times")
        fixedRows = Self.rows([("Light from", "24-hour, HH:MM", lightEntry), ("Dark from", "24-hour, HH:MM", darkEntry)], timesButton)
        let placeButton = Controls.button("Use This Place")
        sunRows = Self.rows([("Latitude", "Degrees, north positive", latitudeEntry),
                             ("Longitude", "Degrees, east positive", longitudeEntry)], placeButton)
        (fixedRows + sunRows).forEach { adw_preferences_group_add(group.cast(), $0) }
        adw_preferences_page_add(page.cast(), group.cast())

        let status = Controls.group("Switches", description: "From the schedule in config.yaml.")
        [nowRow, todayRow, nextRow].forEach { adw_preferences_group_add(status.cast(), $0) }
        adw_preferences_page_add(page.cast(), status.cast())
        gtk_editable_set_text(OpaquePointer(lightEntry), "07:00")
        gtk_editable_set_text(OpaquePointer(darkEntry), "19:00")
        reveal(.off)

        mode.onChoose = { [unowned self] chosen in
            reveal(chosen)
            if chosen == .off { set(["schedule", "off"]) }
        }
        connections.append(SignalConnection(timesButton.object, "clicked") { [unowned self] in useTimes() })
        connections.append(SignalConnection(placeButton.object, "clicked") { [unowned self] in usePlace() })
        connections.append(SignalConnection(page.object, "map") { [unowned self] in reload() })
    }

    /// Reads the schedule again and shows it.
    func reload() {
        Task {
            switch await CommandLineTool.run(["schedule", "show", "--json"]) {
            case .success(let output):
                guard let report = ScheduleReport.parse(output) else { return onReport("themeswitch schedule show gave no report.") }
                show(report)
            case .failure(let failure): onReport(failure.sentence)
            }
        }
    }

    private func show(_ report: ScheduleReport) {
        let schedule = report.schedule
        let current: Mode = schedule?.sun != nil ? .sun : schedule?.light != nil ? .fixed : .off
        mode.show(current)
        reveal(current)
        if let light = schedule?.light, let dark = schedule?.dark {
            gtk_editable_set_text(OpaquePointer(lightEntry), light)
            gtk_editable_set_text(OpaquePointer(darkEntry), dark)
        }
        if let place = schedule?.sun {
            gtk_editable_set_text(OpaquePointer(latitudeEntry), JSONText.number(place.latitude))
            gtk_editable_set_text(OpaquePointer(longitudeEntry), JSONText.number(place.longitude))
            mode.setSubtitle("At latitude \(JSONText.number(place.latitude)), longitude \(JSONText.number(place.longitude))")
        } else {
            mode.setSubtitle(current == .off ? "Off: the desktop's setting is followed" : "Light from \(schedule?.light ?? "") to \(schedule?.dark ?? "")")
        }
        adw_action_row_set_subtitle(nowRow.cast(), report.now.map { "The schedule gives \($0)" } ?? "No schedule")
        adw_action_row_set_subtitle(todayRow.cast(), report.today.map { switches in
            switches.isEmpty ? "No switch today" : switches.map { "\($0.scheme) at \($0.timeOfDay)" }.joined(separator: ", ")
        } ?? "—")
        adw_action_row_set_subtitle(nextRow.cast(), report.next.map { "\($0.scheme) at \($0.timeOfDay) on \($0.day)" } ?? "—")
    }

    /// A row per entry, then a row with the button that uses them.
    private static func rows(_ fields: [(title: String, subtitle: String, entry: Widget)], _ button: Widget) -> [Widget] {
        let rows = fields.map { field in
            let row = Controls.row(field.title, subtitle: field.subtitle)
            adw_action_row_add_suffix(row.cast(), field.entry)
            return row
        }
        let buttonRow = Controls.row("")
        adw_action_row_add_suffix(buttonRow.cast(), button)
        return rows + [buttonRow]
    }

    private func reveal(_ mode: Mode) {
        fixedRows.forEach { gtk_widget_set_visible($0, mode == .fixed ? 1 : 0) }
        sunRows.forEach { gtk_widget_set_visible($0, mode == .sun ? 1 : 0) }
    }

    private func useTimes() {
        let light = Controls.text(of: lightEntry).trimmed, dark = Controls.text(of: darkEntry).trimmed
        for (label, text) in [("Light from", light), ("Dark from", dark)] where !Self.isTimeOfDay(text) {
            return onReport("\(label): “\(text)” is not a time of day; write it as HH:MM, 00:00 to 23:59.")
        }
        set(["schedule", "set", "--light", light, "--dark", dark])
    }

    private func usePlace() {
        let latitude = Double(Controls.text(of: latitudeEntry).trimmed), longitude = Double(Controls.text(of: longitudeEntry).trimmed)
        guard let latitude, (-90...90).contains(latitude) else { return onReport("Latitude: give degrees from -90 to 90.") }
        guard let longitude, (-180...180).contains(longitude) else { return onReport("Longitude: give degrees from -180 to 180.") }
        set(["schedule", "set", "--sun", "--lat=\(latitude)", "--lng=\(longitude)"])
    }

    private func set(_ arguments: [String]) {
        Task {
            if case .failure(let failure) = await CommandLineTool.run(arguments) { onReport(failure.sentence) }
            reload()
        }
    }

    /// Whether `text` is `HH:MM`, 00:00 to 23:59.
    static func isTimeOfDay(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return false }
        return (0..<24).contains(hours) && (0..<60).contains(minutes)
    }
}
