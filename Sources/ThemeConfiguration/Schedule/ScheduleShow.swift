import FoundationEssentials
import ThemeCore
import ThemeTemplates

/// `themeswitch schedule show`: the schedule and its place, how it switches, the idle source the
/// daemon found, the scheme now and any hold, today's transitions and the next one; times as the
/// user's locale writes them (``LocaleTime``), or with `json` one JSON object with ISO 8601 times.
public enum ScheduleShow {
    public static func show(environment: [String: String], json: Bool = false, clock: ScheduleClock = .system) -> Int32 {
        let paths = ConfigurationPaths(environment: environment)
        let configuration: Configuration
        do {
            configuration = try ConfigurationParser.load(paths.configFile, paths: paths)
        } catch {
            return ConfigurationTool.fail("\(error)")
        }
        guard let setting = configuration.schedule else {
            print(json ? "{\"schedule\":null}" : "no schedule (\(paths.configFile.path)); the desktop's setting drives the system scheme")
            return 0
        }
        let state = ScheduleStateFile.readOrCreate(ScheduleStateFile.url(environment: environment))
        let resolved: ScheduleSetting.Resolved
        do {
            resolved = try setting.resolve(environment: environment, jitterSeed: state.jitterSeed)
        } catch {
            return ConfigurationTool.fail(error.description)
        }
        let now = clock.now()
        let zone = clock.zone
        let plan = resolved.plan
        let decision = plan.decide(ScheduleSituation(now: now, zone: zone, shown: plan.scheme(at: now, in: zone), hold: state.hold, wake: .timer))
        let today = plan.windows(from: zone.startOfDay(containing: now), to: zone.startOfNextDay(after: now), in: zone)
        let next = plan.nextWindow(startingAfter: now, in: zone)
        if json {
            print(Self.json(setting, resolved, decision: decision, today: today, next: next, idleSource: state.idleSource, zone: zone))
            return 0
        }
        print("schedule: \(describe(setting.rule, zonePlace: resolved.zonePlace))")
        if resolved.zonePlace != nil {
            print("place: in a large time zone the times may be off by up to an hour; for your own place: themeswitch schedule set --sun --lat DEG --lng DEG")
        }
        print("switching: \(describe(setting))")
        print("idle source: \(state.idleSource ?? "not known yet (the daemon finds one when it follows the schedule)")")
        print("now: \(decision.scheme.rawValue)")
        if let hold = decision.hold {
            print("held: \(hold.scheme.rawValue) until \(holdEnd(hold, plan: plan, zone: zone))")
        }
        let times = today.map { "\($0.scheme.rawValue) \(span($0, zone: zone))" }
        print("today: " + (times.isEmpty ? "no switch (\(plan.scheme(at: now, in: zone).rawValue) all day)" : times.joined(separator: ", ")))
        if let next {
            let at = next.start == next.end ? "at \(LocaleTime.dateTime(next.start, in: zone))"
                : "from \(LocaleTime.dateTime(next.start, in: zone)) to \(LocaleTime.time(next.end, in: zone))"
            print("next switch: \(next.scheme.rawValue) \(at)")
        }
        return 0
    }

    /// The rule in words: `light from 07:00, dark from 19:30`, or the sun's place.
    static func describe(_ rule: ScheduleSetting.Rule, zonePlace: ZoneReferencePoints.Place?) -> String {
        switch rule {
        case .sun(let place): "light from sunrise to sunset at \(place)"
        case .sunAtTimeZone:
            zonePlace.map { "light from sunrise to sunset at \($0.zone), \($0.coordinates), from the time zone" }
                ?? "light from sunrise to sunset at the time zone's place"
        case .fixed(let light, let dark): "light from \(light), dark from \(dark)"
        }
    }

    /// How the switches happen: the windows, the idle time and the jitter.
    static func describe(_ setting: ScheduleSetting) -> String {
        let timing = setting.timing
        let sun = switch setting.rule {
        case .sun, .sunAtTimeZone: true
        case .fixed: false
        }
        let instant = timing.transition == .zero
        var text = switch (sun, instant) {
        case (true, true): "at sunrise and sunset"
        case (true, false): "from civil dawn to sunrise and from sunset to civil dusk"
        case (false, true): "at the two times"
        case (false, false): "within \(timing.transition ?? ScheduleTiming.defaultClockTransition) of each time"
        }
        if !instant {
            text += timing.idle == .zero ? ", at the window's start" : ", as soon as you have been idle for \(timing.idle) (at the window's end at the latest)"
        }
        if timing.jitter > .zero { text += "; each transition moved by up to \(timing.jitter), fixed per day" }
        return text
    }

    /// `sunrise at 07:12`, `civil dusk at 17:05`, or the time alone for a clock schedule.
    private static func holdEnd(_ hold: SchemeHold, plan: SchedulePlan, zone: LocalZone) -> String {
        let time = LocaleTime.time(hold.until, in: zone)
        guard case .sun = plan.schedule.rule, hold.from != hold.until,
              let window = plan.window(containing: hold.from, in: zone), window.end == hold.until
        else { return time }
        return (window.scheme == .light ? "sunrise at " : "civil dusk at ") + time
    }

    private static func span(_ window: TransitionWindow, zone: LocalZone) -> String {
        LocaleTime.span(from: window.start, to: window.end, in: zone)
    }

    /// `{"schedule":{…},"transition":…,"idle":…,"jitter":…,"idleSource":…,"now":"dark","held":…,"today":[…],"next":{…}}`;
    /// each transition `{"scheme":"light","at":"2026-11-25T07:00:00+01:00","until":"…"}`.
    private static func json(_ setting: ScheduleSetting, _ resolved: ScheduleSetting.Resolved, decision: ScheduleDecision,
                             today: [TransitionWindow], next: TransitionWindow?, idleSource: String?, zone: LocalZone) -> String {
        func time(_ instant: Date) -> String { JSONText.string(LocaleTime.iso8601(instant, in: zone)) }
        func window(_ window: TransitionWindow) -> String {
            "{\"scheme\":\(JSONText.string(window.scheme.rawValue)),\"at\":\(time(window.start)),\"until\":\(time(window.end))}"
        }
        func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
        let rule = switch setting.rule {
        case .sun(let place): "{\"sun\":{\"latitude\":\(place.latitude),\"longitude\":\(place.longitude)},\"place\":\"coordinates\"}"
        case .sunAtTimeZone:
            resolved.zonePlace.map {
                let point = $0.coordinates.rounded
                return "{\"sun\":{\"latitude\":\(point.latitude),\"longitude\":\(point.longitude)},\"place\":\"time-zone\",\"zone\":\(JSONText.string($0.zone))}"
            } ?? "{\"sun\":null,\"place\":\"time-zone\"}"
        case .fixed(let light, let dark): "{\"light\":\(JSONText.string(light.description)),\"dark\":\(JSONText.string(dark.description))}"
        }
        let timing = setting.timing
        let held = decision.hold.map { "{\"scheme\":\(JSONText.string($0.scheme.rawValue)),\"until\":\(time($0.until))}" } ?? "null"
        return "{\"schedule\":\(rule),\"transition\":\(string(timing.transition?.description)),\"idle\":\(JSONText.string(timing.idle.description)),"
            + "\"jitter\":\(JSONText.string(timing.jitter.description)),\"idleSource\":\(string(idleSource)),"
            + "\"now\":\(JSONText.string(decision.scheme.rawValue)),\"held\":\(held),"
            + "\"today\":[\(today.map(window).joined(separator: ","))],\"next\":\(next.map(window) ?? "null")}"
    }
}
