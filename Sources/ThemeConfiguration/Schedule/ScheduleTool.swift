import FoundationEssentials
import ThemeCore
import ThemeContract
import ThemeTemplates

/// `themeswitch schedule set|off`, offline: the schedule is the `schedule` key of config.yaml
/// (docs/config.md), edited in place and validated as a whole before it is written; the running
/// daemon takes it up through its watch on the file. `schedule show` is ``ScheduleShow``.
public enum ScheduleTool {
    /// What `schedule set` asks for: a rule (or nil to keep the one set), and timing values, each
    /// nil to keep the one set.
    public struct Request: Sendable {
        public enum Rule: Sendable {
            /// By the sun at coordinates, or at the time zone's point when they are nil.
            case sun(latitude: Double?, longitude: Double?)
            case fixed(light: String, dark: String)
        }

        public var rule: Rule?
        public var transition: String?
        public var idle: String?
        public var jitter: String?

        public init(rule: Rule?, transition: String? = nil, idle: String? = nil, jitter: String? = nil) {
            self.rule = rule
            self.transition = transition
            self.idle = idle
            self.jitter = jitter
        }
    }

    /// A request that cannot be written: one sentence (a usage error).
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Sets the schedule `request` asks for over the one in config.yaml, keeping what it does not
    /// name; a bad value is a ``Refusal`` and nothing is written. Returns the exit status otherwise.
    public static func set(_ request: Request, environment: [String: String]) throws(Refusal) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let current = (try? ConfigurationParser.load(paths.configFile, paths: paths))?.schedule
        let block = try block(for: request, over: current, environment: environment)
        return write(block, environment: environment)
    }

    /// Removes the schedule: the desktop's setting drives the system scheme again.
    public static func remove(environment: [String: String]) -> Int32 {
        write(nil, environment: environment)
    }

    /// The `schedule` block for `request` over the `current` setting.
    static func block(for request: Request, over current: ScheduleSetting?, environment: [String: String]) throws(Refusal) -> String {
        func duration(_ text: String?, _ kept: ScheduleDuration?) throws(Refusal) -> ScheduleDuration? {
            guard let text else { return kept }
            do { return try ScheduleDuration(text) } catch { throw Refusal(description: error.description) }
        }
        let transition = try duration(request.transition, current?.timing.transition)
        let idle = try duration(request.idle, current?.timing.idle)
        let jitter = try duration(request.jitter, current?.timing.jitter)
        var lines = ["schedule:"]
        do {
            let timing = try ScheduleTiming(transition: transition, idle: idle, jitter: jitter)
            let rule: ScheduleSetting.Rule
            switch request.rule {
            case .sun(let latitude?, let longitude?):
                _ = try SchemeSchedule.sun(latitude: latitude, longitude: longitude)
                rule = .sun(Coordinates(latitude: latitude, longitude: longitude))
                lines += ["  sun:", "    latitude: \(latitude)", "    longitude: \(longitude)"]
            case .sun(nil, nil):
                rule = .sunAtTimeZone
                lines.append("  sun: time-zone")
            case .sun:
                throw Refusal(description: "give both --lat and --lng, or neither to use the time zone's place")
            case .fixed(let light, let dark):
                guard case .fixed(let lightTime, let darkTime) = try SchemeSchedule.fixed(light: light, dark: dark).rule else {
                    throw Refusal(description: "give --light and --dark as HH:MM")
                }
                rule = .fixed(light: lightTime, dark: darkTime)
                lines += ["  light: \"\(lightTime)\"", "  dark: \"\(darkTime)\""]
            case nil:
                guard let current else { throw Refusal(description: "there is no schedule yet; give --sun, or --light and --dark") }
                rule = current.rule
                lines += ruleLines(current.rule)
            }
            let setting = try ScheduleSetting(rule: rule, timing: timing)
            if rule == .sunAtTimeZone {
                // A zone without a place (UTC, Etc/*) is refused now rather than at every use.
                _ = try setting.resolve(environment: environment, jitterSeed: 0)
            }
        } catch let error as ScheduleError {
            throw Refusal(description: error.description)
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw Refusal(description: "\(error)")
        }
        // A default is not written: the file says only what the user chose.
        let chosen = [("transition", transition), ("idle", idle == ScheduleTiming.defaultIdle ? nil : idle), ("jitter", jitter == .zero ? nil : jitter)]
        lines += chosen.compactMap { key, value in value.map { "  \(key): \($0)" } }
        return lines.joined(separator: "\n")
    }

    private static func ruleLines(_ rule: ScheduleSetting.Rule) -> [String] {
        switch rule {
        case .sun(let place): ["  sun:", "    latitude: \(place.latitude)", "    longitude: \(place.longitude)"]
        case .sunAtTimeZone: ["  sun: time-zone"]
        case .fixed(let light, let dark): ["  light: \"\(light)\"", "  dark: \"\(dark)\""]
        }
    }

    /// Replaces the `schedule` block of config.yaml with `block` (nil removes it), after checking the
    /// whole file; refused, writing nothing, while a machine policy locks the schedule.
    private static func write(_ block: String?, environment: [String: String]) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let file = paths.configFile
        if let refusal = PolicyFiles.load(environment: environment).policy.refusal(changing: .setting(.schedule)) {
            return ConfigurationTool.fail("\(refusal); \(file.path) is unchanged")
        }
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
        print(configuration.schedule.map { setting in
            let place = try? setting.resolve(environment: environment, jitterSeed: 0)
            return "schedule set in \(file.path): \(ScheduleShow.describe(setting.rule, zonePlace: place?.zonePlace))"
        } ?? "schedule removed from \(file.path); the desktop's setting drives the system scheme")
        return 0
    }
}
