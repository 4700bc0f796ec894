import CAdwaita
import GObjectKit
import ThemeCore

/// The Automatic page: light and dark switched by the sun at a place or at fixed times, or not at
/// all, while the style is System (the schedule of config.yaml, set and read through `themeswitch
/// schedule`) and the place or times used; the hold and the forecast come from the daemon's bus
/// (``ScheduleSwitchesGroup``). Times and coordinates are checked here before anything runs.
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
    private let switches: ScheduleSwitchesGroup
    private var connections: [SignalConnection] = []
    private let scheduleGroup = Controls.group("Schedule")
    /// A sentence for the window: a refused entry or a failed run.
    var onReport: (String) -> Void = { _ in }

    init(link: DaemonLink) {
        switches = ScheduleSwitchesGroup(link: link)
        page = Controls.page("Automatic", icon: "preferences-system-time-symbolic")
        mode = ChoiceRow(title: "Switch light and dark", choices: [(.off, "Off"), (.sun, "Sunrise and sunset"), (.fixed, "Fixed times")])
        mode.setSubtitle("While the style is System")
        let group = scheduleGroup
        adw_preferences_group_add(group.cast(), mode.row)

        let timesButton = Controls.button("Use These Times")
        fixedRows = Self.rows([("Light from", "24-hour, HH:MM", lightEntry), ("Dark from", "24-hour, HH:MM", darkEntry)], timesButton)
        let placeButton = Controls.button("Use This Place")
        sunRows = Self.rows([("Latitude", "Degrees, north positive", latitudeEntry),
                             ("Longitude", "Degrees, east positive", longitudeEntry)], placeButton)
        (fixedRows + sunRows).forEach { adw_preferences_group_add(group.cast(), $0) }
        adw_preferences_page_add(page.cast(), group.cast())

        adw_preferences_page_add(page.cast(), switches.group.cast())
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

    /// Makes `locks` grey the schedule's controls when a machine policy locks it.
    func register(in locks: PolicyLocks) {
        locks.register("schedule") { [scheduleGroup] in [scheduleGroup] }
    }

    /// Shows the hold and the forecast again: after a change of the daemon's properties (`HeldUntil`).
    func refreshSwitches() {
        switches.refresh()
    }

    /// Reads the schedule and the daemon's forecast again and shows them.
    func reload() {
        switches.refresh()
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
        let current: Mode = schedule?.place != nil ? .sun : schedule?.light != nil ? .fixed : .off
        mode.show(current)
        reveal(current)
        if let light = schedule?.light, let dark = schedule?.dark {
            gtk_editable_set_text(OpaquePointer(lightEntry), light)
            gtk_editable_set_text(OpaquePointer(darkEntry), dark)
        }
        if let place = schedule?.sun {
            gtk_editable_set_text(OpaquePointer(latitudeEntry), JSONText.number(place.latitude))
            gtk_editable_set_text(OpaquePointer(longitudeEntry), JSONText.number(place.longitude))
            let point = "latitude \(JSONText.number(place.latitude)), longitude \(JSONText.number(place.longitude))"
            mode.setSubtitle(schedule?.zone.map { "From the time zone \($0), at \(point)" } ?? "At \(point)")
        } else if current == .sun {
            mode.setSubtitle("From the time zone, which has no place: give coordinates")
        } else {
            mode.setSubtitle(current == .off ? "Off: the desktop's setting is followed" : "Light from \(schedule?.light ?? "") to \(schedule?.dark ?? "")")
        }
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
