import FoundationEssentials
import ThemeCore
import ThemeContract
import ThemeTemplates

/// `themeswitch schedule set|off|show`, run offline by `themeswitchd`: the schedule is the
/// `schedule` key of config.yaml (docs/config.md), edited in place and validated as a whole
/// before it is written; the running daemon takes it up through its watch on the file.
public enum ScheduleTool {
    /// Sets the sun schedule (`sun` with latitude and longitude) or fixed times, or removes it (nil).
    public static func set(_ block: String?, environment: [String: String]) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let file = paths.configFile
        let user: ConfigurationFileEdit
        do {
            user = try ConfigurationFileEdit(file)
        } catch {
            return ConfigurationTool.fail("\(file.path) \(error); the schedule is unchanged")
        }
        let edited = ConfigurationEditor.replacing("schedule", in: user.text, with: block)
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.parse(edited, file: file.path, paths: paths)
        } catch {
            return ConfigurationTool.fail("\(error)")
        }
        do {
            try user.write(edited)
        } catch {
            return ConfigurationTool.fail("could not write \(file.path) (\(error.systemReason)); the schedule is unchanged")
        }
        print(configuration.schedule.map { "schedule set in \(file.path): \(describe($0))" } ?? "schedule removed from \(file.path); the desktop's setting drives the system scheme")
        return 0
    }

    /// The sun schedule's block, or a sentence on standard error and nil when the place is out of range.
    public static func sunBlock(latitude: Double, longitude: Double) -> String? {
        do {
            _ = try SchemeSchedule.sun(latitude: latitude, longitude: longitude)
        } catch {
            _ = ConfigurationTool.fail(error.description)
            return nil
        }
        return "schedule:\n  sun:\n    latitude: \(latitude)\n    longitude: \(longitude)"
    }

    /// The fixed times' block, or a sentence on standard error and nil when a time is malformed.
    public static func fixedBlock(light: String, dark: String) -> String? {
        do {
            _ = try SchemeSchedule.fixed(light: light, dark: dark)
        } catch {
            _ = ConfigurationTool.fail(error.description)
            return nil
        }
        return "schedule:\n  light: \"\(light)\"\n  dark: \"\(dark)\""
    }

    /// Prints the schedule, the scheme it gives now, today's switch times and the next switch:
    /// times as the user's locale writes them (``LocaleTime``), or with `json` one JSON object
    /// with ISO 8601 times.
    public static func show(environment: [String: String], json: Bool = false, clock: ScheduleClock = .system) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.load(paths.configFile, paths: paths)
        } catch {
            return ConfigurationTool.fail("\(error)")
        }
        if json {
            print(showJSON(configuration.schedule, clock: clock))
            return 0
        }
        guard let schedule = configuration.schedule else {
            print("no schedule (\(paths.configFile.path)); the desktop's setting drives the system scheme")
            return 0
        }
        let now = clock.now()
        let answer = schedule.answer(at: now, in: clock.zone)
        let today = schedule.switchTimes(onDayOf: now, in: clock.zone).map { instant in
            "\(schedule.scheme(at: instant, in: clock.zone).rawValue) at \(LocaleTime.time(instant, in: clock.zone))"
        }
        print("schedule: \(describe(schedule))")
        print("now: \(answer.scheme.rawValue)")
        print("today: " + (today.isEmpty ? "no switch (\(answer.scheme.rawValue) all day)" : today.joined(separator: ", ")))
        if let next = answer.nextSwitch {
            print("next switch: \(answer.scheme == .light ? "dark" : "light") at \(LocaleTime.dateTime(next, in: clock.zone))")
        }
        return 0
    }

    /// `{"schedule":…,"now":"dark","today":[{"scheme":"light","at":"2026-11-25T07:00:00+01:00"}],"next":{…}}`;
    /// `"schedule":null` and nothing else without a schedule.
    private static func showJSON(_ schedule: SchemeSchedule?, clock: ScheduleClock) -> String {
        guard let schedule else { return "{\"schedule\":null}" }
        let now = clock.now()
        let answer = schedule.answer(at: now, in: clock.zone)
        func change(_ scheme: ColorScheme, _ instant: Date) -> String {
            "{\"scheme\":\(JSONText.string(scheme.rawValue)),\"at\":\(JSONText.string(LocaleTime.iso8601(instant, in: clock.zone)))}"
        }
        let rule = switch schedule.rule {
        case .sun(let latitude, let longitude): "{\"sun\":{\"latitude\":\(latitude),\"longitude\":\(longitude)}}"
        case .fixed(let light, let dark): "{\"light\":\(JSONText.string(light.description)),\"dark\":\(JSONText.string(dark.description))}"
        }
        let today = schedule.switchTimes(onDayOf: now, in: clock.zone).map { change(schedule.scheme(at: $0, in: clock.zone), $0) }
        let next = answer.nextSwitch.map { change(answer.scheme == .light ? .dark : .light, $0) } ?? "null"
        return "{\"schedule\":\(rule),\"now\":\(JSONText.string(answer.scheme.rawValue)),\"today\":[\(today.joined(separator: ","))],\"next\":\(next)}"
    }

    private static func describe(_ schedule: SchemeSchedule) -> String {
        switch schedule.rule {
        case .sun(let latitude, let longitude): "light from sunrise to sunset at latitude \(latitude), longitude \(longitude)"
        case .fixed(let light, let dark): "light from \(light), dark from \(dark)"
        }
    }
}
