import ArgumentParser

/// `themeswitch schedule set|show|off`.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Switch light and dark by the sun or at fixed times while the scheme is 'system'.",
        discussion: """
        The schedule is the 'schedule' key of config.yaml (docs/config.md); while it is set it \
        replaces the desktop's own light/dark setting.

        Examples:
          themeswitch schedule set --light 07:00 --dark 19:30
          themeswitch schedule show
        """,
        subcommands: [Set.self, Show.self, Off.self])

    /// `themeswitch schedule set (--sun --lat DEG --lng DEG | --light HH:MM --dark HH:MM)`.
    struct Set: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Set the schedule: light while the sun is up at a place, or from one time to another.",
            discussion: """
            Examples:
              themeswitch schedule set --sun --lat 52.52 --lng=13.40
              themeswitch schedule set --sun --lat=-33.87 --lng=151.21
              themeswitch schedule set --light 07:00 --dark 19:30
            """)

        @Flag(help: "Follow the sun at --lat and --lng.")
        var sun = false

        @Option(name: .customLong("lat"), help: ArgumentHelp("Latitude in degrees, north positive (-90…90; negative as --lat=-33.87).", valueName: "degrees"))
        var latitude: Double?

        @Option(name: .customLong("lng"), help: ArgumentHelp("Longitude in degrees, east positive (-180…180).", valueName: "degrees"))
        var longitude: Double?

        @Option(help: ArgumentHelp("When light starts, 24-hour.", valueName: "HH:MM"))
        var light: String?

        @Option(help: ArgumentHelp("When dark starts, 24-hour.", valueName: "HH:MM"))
        var dark: String?

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            let arguments: [String]
            switch (sun, latitude, longitude, light, dark) {
            case (true, let latitude?, let longitude?, nil, nil):
                arguments = ["--set-schedule", "sun", "--latitude=\(latitude)", "--longitude=\(longitude)"]
            case (false, nil, nil, let light?, let dark?):
                arguments = ["--set-schedule", "fixed", "--light", light, "--dark", dark]
            default:
                throw ExitCode(CommandFailure("give either --sun with --lat and --lng, or --light and --dark", status: 64).report())
            }
            throw ExitCode(DaemonTool.exec(arguments).report())
        }
    }

    /// `themeswitch schedule show`.
    struct Show: FileCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show the schedule, the scheme it gives now, today's switch times and the next one.",
            discussion: """
            Times are written as your locale writes them (LC_ALL, LC_TIME or LANG: 19:30 in \
            C and most European locales, 07:30 PM in en_US), in the system's time zone (TZ); \
            --json gives them in ISO 8601 with the zone's offset.

            Example:
              themeswitch schedule show
              themeswitch schedule show --json | jq -r .next.at
            """)

        @Flag(help: "Print one JSON object: schedule, now, today's switches and the next, times in ISO 8601.")
        var json = false

        @OptionGroup(visibility: .hidden) var global: GlobalOptions

        func run() throws {
            throw ExitCode(DaemonTool.exec(["--show-schedule"] + (json ? ["--json"] : [])).report())
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
            throw ExitCode(DaemonTool.exec(["--set-schedule", "off"]).report())
        }
    }
}
