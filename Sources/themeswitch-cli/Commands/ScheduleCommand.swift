import ArgumentParser
import FoundationEssentials
import ThemeConfiguration

/// `themeswitch schedule set|show|off`.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Switch light and dark by the sun or at fixed times while the scheme is 'system'.",
        discussion: """
        The schedule is the 'schedule' key of config.yaml (docs/config.md); while it is set it \
        replaces the desktop's own light/dark setting. Each switch has a window: by the sun from \
        civil dawn to sunrise and from sunset to civil dusk, by the clock 30 minutes from each \
        time (--transition). Inside it the switch happens as soon as you have been idle for 5 \
        seconds (--idle), at once after a resume from suspend or a change of the clock, and at \
        the window's end at the latest. The daemon sleeps until the next window and is woken at \
        once when the clock is set, the machine resumes or the time zone changes. 'themeswitch \
        scheme toggle' holds the other scheme until the next transition.

        Examples:
          themeswitch schedule set --sun
          themeswitch schedule set --light 07:00 --dark 19:30 --transition 20m
          themeswitch schedule show
        """,
        subcommands: [Set.self, Show.self, Off.self])

    /// `themeswitch schedule set [--sun [--lat DEG --lng DEG] | --light HH:MM --dark HH:MM] [--transition D] [--idle D] [--jitter D]`.
    struct Set: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Set the schedule: light while the sun is up at a place, or from one time to another.",
            discussion: """
            Without --lat and --lng, --sun takes the place of your time zone from tzdata (Berlin for \
            Europe/Berlin, 52.5° N 13.4° E); in a large zone the times may then be off by up to an \
            hour, and a zone without a place (UTC, Etc/*) is refused. Coordinates are used to 0.1°. \
            Durations are written 20m, 1h30m, 90s or 0; what is not given keeps its value, so \
            '--transition 0' alone makes the switches instant again.

            Examples:
              themeswitch schedule set --sun
              themeswitch schedule set --sun --lat 52.52 --lng=13.40
              themeswitch schedule set --sun --lat=-33.87 --lng=151.21 --jitter 10m
              themeswitch schedule set --light 07:00 --dark 19:30 --idle 30s
            """)

        @Flag(help: "Follow the sun: at --lat and --lng, or at the time zone's place without them.")
        var sun = false

        @Option(name: .customLong("lat"), help: ArgumentHelp("Latitude in degrees, north positive (-90…90; negative as --lat=-33.87).", valueName: "degrees"))
        var latitude: Double?

        @Option(name: .customLong("lng"), help: ArgumentHelp("Longitude in degrees, east positive (-180…180).", valueName: "degrees"))
        var longitude: Double?

        @Option(help: ArgumentHelp("When light starts, 24-hour.", valueName: "HH:MM"))
        var light: String?

        @Option(help: ArgumentHelp("When dark starts, 24-hour.", valueName: "HH:MM"))
        var dark: String?

        @Option(help: ArgumentHelp("A clock schedule's window after each time (default 30m, at most 3h); 0 switches at the instant, by the clock or the sun.", valueName: "duration"))
        var transition: String?

        @Option(help: ArgumentHelp("How long you must be idle for a switch inside a window (default 5s, at most 1h); 0 switches at the window's start.", valueName: "duration"))
        var idle: String?

        @Option(help: ArgumentHelp("Move each transition by up to this much either way, fixed per day, so that the times say less about where you are (default 0, at most 1h).", valueName: "duration"))
        var jitter: String?

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            let rule: ScheduleTool.Request.Rule?
            switch (sun, latitude, longitude, light, dark) {
            case (true, _, _, nil, nil):
                rule = .sun(latitude: latitude, longitude: longitude)
            case (false, nil, nil, let light?, let dark?):
                rule = .fixed(light: light, dark: dark)
            case (false, nil, nil, nil, nil) where transition != nil || idle != nil || jitter != nil:
                rule = nil
            default:
                throw ExitCode(CommandFailure("give either --sun (with --lat and --lng, or neither), or --light and --dark", status: 64).report())
            }
            let request = ScheduleTool.Request(rule: rule, transition: transition, idle: idle, jitter: jitter)
            do {
                throw ExitCode(try ScheduleTool.set(request, environment: ProcessInfo.processInfo.environment))
            } catch let refusal as ScheduleTool.Refusal {
                // A place, time or duration out of range is a bad value: a usage error, as everywhere in the CLI.
                throw ExitCode(CommandFailure(refusal.description, status: 64).report())
            }
        }
    }

    /// `themeswitch schedule show`.
    struct Show: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show the schedule, its place, how it switches, the scheme now and any hold, today's transitions and the next one.",
            discussion: """
            It names the place a sun schedule uses and where it came from (Europe/Berlin, 52.5° N \
            13.4° E, from the time zone), the idle source the daemon found (GNOME's idle monitor, \
            the screen saver, logind, or none: then each switch waits for its window's end), and a \
            scheme held until the next transition (dark until sunrise at 07:12). Times are written as your locale writes them (LC_ALL, LC_TIME or LANG: 19:30 in \
            C and most European locales, 07:30 PM in en_US), in the system's time zone (TZ); \
            --json gives them in ISO 8601 with the zone's offset.

            Example:
              themeswitch schedule show
              themeswitch schedule show --json | jq -r .next.at
            """)

        @Flag(help: "Print one JSON object: schedule, timing, idle source, now, hold, today's transitions and the next, times in ISO 8601.")
        var json = false

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            throw ExitCode(ScheduleShow.show(environment: ProcessInfo.processInfo.environment, json: json))
        }
    }

    /// `themeswitch schedule off`.
    struct Off: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "off", abstract: "Remove the schedule: the desktop's setting drives the system scheme again.",
            discussion: """
            Example:
              themeswitch schedule off
            """)

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            throw ExitCode(ScheduleTool.remove(environment: ProcessInfo.processInfo.environment))
        }
    }
}
