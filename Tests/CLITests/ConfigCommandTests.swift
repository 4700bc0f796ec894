import Foundation
import Testing
import TestSupport

/// `themeswitch config check` and `themeswitch template list|render`, run by the real binaries.
@Suite(.timeLimit(.minutes(1))) struct ConfigCommandTests {
    /// A temporary XDG config home with `config.yaml` holding `text`; removed after `body`.
    private func withConfig(_ text: String?, _ body: (URL, [String: String]) async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("themeswitch-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("config/themeswitch")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: directory.appendingPathComponent("config.yaml")) }
        try await body(root, ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path])
    }

    @Test func checkAcceptsAGoodFileAndNamesTheLineAndClosestKeyOfABadOne() async throws {
        try await withConfig("templates:\n  - builtin: kitty\nhooks:\n  timeout: 5\n") { root, environment in
            let good = try await themeswitch(["config", "check"], environment: environment)
            let file = root.appendingPathComponent("config/themeswitch/config.yaml").path
            #expect(good.status == 0 && good.standardOutput == "\(file): valid (1 template)\n", "\(good)")

            let bad = root.appendingPathComponent("bad.yaml")
            try Data("templates:\n  - builtin: kitty\nhooks:\n  timout: 5\n".utf8).write(to: bad)
            let refused = try await themeswitch(["config", "check", bad.path], environment: environment)
            #expect(refused.status == 1)
            #expect(refused.standardError == "\(bad.path):4: unknown key 'timout' in 'hooks' (did you mean 'timeout'?) (keys: timeout, darkman)\n")
            #expect(refused.standardOutput.isEmpty)

            // config.yaml is optional: without one the defaults are in force, which is valid.
            try FileManager.default.removeItem(at: root.appendingPathComponent("config/themeswitch/config.yaml"))
            let none = try await themeswitch(["config", "check"], environment: environment)
            #expect(none.status == 0 && none.standardOutput == "\(file) does not exist; the defaults are in force (no templates, hooks time out after 10 s)\n", "\(none)")
            let ignored = try await themeswitch(["config", "check", "--bus-address", "unix:path=/nowhere"], environment: environment)
            #expect(ignored.status == 64 && ignored.standardError.split(separator: "\n").count == 1, "\(ignored)")

            let missing = try await themeswitch(["config", "check", root.appendingPathComponent("none.yaml").path], environment: environment)
            #expect(missing.status == 1 && missing.standardError.hasSuffix("none.yaml does not exist\n"))
        }
    }

    /// A private bus whose user has `config` as config.yaml and `accent.tmpl`, with the daemon
    /// running; always stops both.
    private func withConfiguredDaemon(_ config: String, _ body: (PrivateBus) async throws -> Void) async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let directory = bus.root.appendingPathComponent("config/themeswitch")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: directory.appendingPathComponent("config.yaml"))
        try Data("{{color.accent}} {{color.background}} {{#dark}}dark{{/dark}}{{#light}}light{{/light}}\n".utf8)
            .write(to: directory.appendingPathComponent("accent.tmpl"))
        let daemon = try await DaemonProcess(on: bus)
        do {
            try await body(bus)
        } catch {
            _ = await daemon.stop()
            throw error
        }
        _ = await daemon.stop()
    }

    @Test func templateRenderPrintsABuiltInOrConfiguredTemplate() async throws {
        try await withConfiguredDaemon("templates:\n  - template: accent.tmpl\n    name: accent\n    output: accent.txt\n") { bus in
            func render(_ arguments: String...) async throws -> CommandResult {
                try await themeswitch(["template", "render"] + arguments + ["--bus-address", bus.address], environment: bus.environment)
            }
            // docs/tokens.md: forest's accent is #059669 light, #34D399 dark; its backgrounds #FFFFFF and #000000.
            let dark = try await render("accent", "--theme", "forest", "--scheme", "dark")
            #expect(dark.status == 0 && dark.standardOutput == "#34D399 #000000 dark\n", "\(dark)")
            let light = try await render("accent", "--theme", "forest", "--scheme", "light")
            #expect(light.standardOutput == "#059669 #FFFFFF light\n", "\(light)")

            let kitty = try await render("kitty", "--theme", "forest", "--scheme", "light")
            #expect(kitty.status == 0 && kitty.standardOutput.contains("\ncursor #059669\n"), "\(kitty)")

            let unknown = try await render("kity", "--theme", "forest", "--scheme", "light")
            #expect(unknown.status == 1 && unknown.standardError.hasPrefix("no template is named 'kity' (did you mean 'kitty'?)"), "\(unknown)")
            let system = try await render("kitty", "--scheme", "system")
            #expect(system.status == 64 && system.standardError == "invalid --scheme 'system': use light or dark\n", "\(system)")

            let list = try await themeswitch(["template", "list"], environment: bus.environment)
            #expect(list.status == 0 && list.standardOutput.contains("  accent: \(bus.root.path)/config/themeswitch/accent.tmpl → \(bus.root.path)/config/accent.txt\n"), "\(list)")
            #expect(list.standardOutput.contains("  foot-paired  foot/themeswitch.ini\n"))
        }
    }

    /// Issue 27: `template render` prints exactly what the daemon writes, from the daemon's own
    /// tokens: a user theme applied, the dim dark variant and a global override.
    @Test func templateRenderPrintsWhatTheDaemonWrites() async throws {
        let config = "templates:\n  - template: accent.tmpl\n    name: accent\n    output: accent.txt\n  - builtin: kitty\n    output: kitty.conf\n"
        try await withConfiguredDaemon(config) { bus in
            func run(_ arguments: String...) async throws -> CommandResult {
                try await themeswitch(arguments + ["--bus-address", bus.address], environment: bus.environment)
            }
            let id = try await run("theme", "new", "Deep Sea", "--from", "midnight").standardOutput
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try await run("theme", "set", id, "color.accent", "#66B2FF", "--scheme", "dark").status == 0)
            #expect(try await run("theme", "save", id).status == 0)
            #expect(try await run("apply", id).status == 0)
            #expect(try await run("scheme", "dark", "--variant", "dim").status == 0)
            #expect(try await run("override", "set", "color.surfaceElevated", "#202020").status == 0)
            let written = bus.root.appendingPathComponent("config/accent.txt")
            let kittyFile = bus.root.appendingPathComponent("config/kitty.conf")
            // The dim variant's background (docs/dbus-api.md, SetDarkVariant), the user theme's accent.
            let expected = "#66B2FF #121212 dark\n"
            let settled = await eventually {
                (try? String(contentsOf: written, encoding: .utf8)) == expected
                    && (try? String(contentsOf: kittyFile, encoding: .utf8))?.contains("#202020") == true
            }
            #expect(settled, "\((try? String(contentsOf: written, encoding: .utf8)) ?? "no file")")
            let accent = try await run("template", "render", "accent")
            #expect(accent.status == 0 && accent.standardOutput == expected, "\(accent)")
            let kitty = try await run("template", "render", "kitty")
            let kittyWritten = try String(contentsOf: kittyFile, encoding: .utf8)
            #expect(kitty.status == 0 && kitty.standardOutput == kittyWritten, "\(kitty)")
            // The other scheme, as the daemon resolves it: the user theme in light (midnight's accent, docs/tokens.md).
            let light = try await run("template", "render", "accent", "--scheme", "light")
            #expect(light.status == 0 && light.standardOutput.hasPrefix("#6366F1 ") && light.standardOutput.hasSuffix(" light\n"), "\(light)")
        }
    }

    @Test func scheduleSetShowAndOffEditOnlyTheScheduleOfConfigYAML() async throws {
        let original = "# my settings\ntemplates:\n  - builtin: kitty # the terminal\n\nhooks:\n  timeout: 5\n"
        try await withConfig(original) { root, environment in
            let file = root.appendingPathComponent("config/themeswitch/config.yaml")
            let environment = environment.merging(["TZ": "UTC", "LC_ALL": "C.UTF-8"]) { $1 }
            let set = try await themeswitch(["schedule", "set", "--light", "07:00", "--dark", "19:30"], environment: environment)
            #expect(set.status == 0, "\(set)")
            #expect(contents(file) == original + "schedule:\n  light: \"07:00\"\n  dark: \"19:30\"\n")
            let show = try await themeswitch(["schedule", "show"], environment: environment)
            #expect(show.status == 0 && show.standardOutput.hasPrefix("""
                schedule: light from 07:00, dark from 19:30
                switching: within 30m of each time, as soon as you have been idle for 5s (at the window's end at the latest)
                idle source: not known yet (the daemon finds one when it follows the schedule)
                now: 
                """), "\(show)")
            #expect(show.standardOutput.contains("today: light 07:00–07:30, dark 19:30–20:00\n"), "\(show)")

            // Timing alone keeps the rule; a bad duration is refused and changes nothing.
            let timing = try await themeswitch(["schedule", "set", "--transition", "20m", "--jitter", "10m"], environment: environment)
            #expect(timing.status == 0, "\(timing)")
            #expect(contents(file) == original + "schedule:\n  light: \"07:00\"\n  dark: \"19:30\"\n  transition: 20m\n  jitter: 10m\n")
            let timed = try await themeswitch(["schedule", "show"], environment: environment)
            #expect(timed.standardOutput.contains("switching: within 20m of each time, as soon as you have been idle for 5s (at the window's end at the latest); each transition moved by up to 10m, fixed per day\n"), "\(timed)")
            for (arguments, message) in [(["--transition", "5h"], "transition 5h is longer than the 3h it may be"),
                                         (["--idle", "soon"], "'soon' is not a duration such as 20m, 1h30m, 90s or 0")] {
                let bad = try await themeswitch(["schedule", "set"] + arguments, environment: environment)
                #expect(bad.status == 64 && bad.standardError == message + "\n", "\(arguments): \(bad)")
            }
            #expect(contents(file) == original + "schedule:\n  light: \"07:00\"\n  dark: \"19:30\"\n  transition: 20m\n  jitter: 10m\n")

            let sun = try await themeswitch(["schedule", "set", "--sun", "--lat=-33.87", "--lng", "151.21", "--transition", "0", "--jitter", "0"], environment: environment)
            #expect(sun.status == 0, "\(sun)")
            #expect(contents(file) == original + "schedule:\n  sun:\n    latitude: -33.87\n    longitude: 151.21\n  transition: 0\n")
            let sunShow = try await themeswitch(["schedule", "show"], environment: environment)
            #expect(sunShow.standardOutput.hasPrefix("schedule: light from sunrise to sunset at 33.9° S 151.2° E\nswitching: at sunrise and sunset\n"), "\(sunShow)")
            _ = try await themeswitch(["schedule", "set", "--sun", "--lat=-33.87", "--lng", "151.21"], environment: environment)

            let refused = try await themeswitch(["schedule", "set", "--sun", "--lat", "100", "--lng", "3"], environment: environment)
            // A bad value is a usage error (docs/CLI.md, "Errors and exit status"): 64.
            #expect(refused.status == 64 && refused.standardError == "latitude 100.0 is outside -90…90 (degrees, north positive)\n", "\(refused)")
            let badTime = try await themeswitch(["schedule", "set", "--light", "24:00", "--dark", "06:00"], environment: environment)
            #expect(badTime.status == 64 && badTime.standardError == "'24:00' is not a time of day HH:MM from 00:00 to 23:59\n", "\(badTime)")
            let mixed = try await themeswitch(["schedule", "set", "--sun", "--light", "07:00"], environment: environment)
            #expect(mixed.status == 64)
            #expect(contents(file) == original + "schedule:\n  sun:\n    latitude: -33.87\n    longitude: 151.21\n  transition: 0\n", "a refused schedule changed the file")

            let off = try await themeswitch(["schedule", "off"], environment: environment)
            #expect(off.status == 0 && contents(file) == original, "\(off) \(contents(file) ?? "")")
            let none = try await themeswitch(["schedule", "show"], environment: environment)
            #expect(none.standardOutput.hasPrefix("no schedule"))
        }
    }

    /// `schedule set --sun` without coordinates takes the time zone's place from tzdata (issue 38 §5):
    /// Europe/Berlin's 52°30′ N 13°22′ E, named with where it came from and the caveat; a zone
    /// without a place is refused in one sentence and changes nothing.
    @Test func scheduleSetSunWithoutCoordinatesTakesTheTimeZonesPlace() async throws {
        try await withConfig("# mine\n") { root, environment in
            let file = root.appendingPathComponent("config/themeswitch/config.yaml")
            let berlin = environment.merging(["TZ": "Europe/Berlin", "LC_ALL": "C.UTF-8"]) { $1 }
            let set = try await themeswitch(["schedule", "set", "--sun"], environment: berlin)
            #expect(set.status == 0, "\(set)")
            #expect(contents(file) == "# mine\nschedule:\n  sun: time-zone\n")
            let show = try await themeswitch(["schedule", "show"], environment: berlin)
            #expect(show.standardOutput.hasPrefix("""
                schedule: light from sunrise to sunset at Europe/Berlin, 52.5° N 13.4° E, from the time zone
                place: in a large time zone the times may be off by up to an hour; for your own place: themeswitch schedule set --sun --lat DEG --lng DEG
                switching: from civil dawn to sunrise and from sunset to civil dusk, as soon as you have been idle for 5s (at the window's end at the latest)

                """), "\(show)")
            let json = try await themeswitch(["schedule", "show", "--json"], environment: berlin)
            let object = try #require(try parseJSON(json.standardOutput) as? [String: Any], "\(json)")
            let schedule = try #require(object["schedule"] as? [String: Any])
            #expect(schedule["place"] as? String == "time-zone" && schedule["zone"] as? String == "Europe/Berlin", "\(json)")
            #expect((schedule["sun"] as? [String: Any])?["latitude"] as? Double == 52.5, "\(json)")
            for zone in ["UTC", "Etc/GMT+5"] {
                try? FileManager.default.removeItem(at: file)
                let refused = try await themeswitch(["schedule", "set", "--sun"], environment: environment.merging(["TZ": zone]) { $1 })
                #expect(refused.status == 64 && refused.standardError
                        == "the time zone \(zone) has no place to take the sun from; give --lat and --lng, or fixed times with --light and --dark\n", "\(refused)")
                #expect(!FileManager.default.fileExists(atPath: file.path))
            }
        }
    }

    /// Times as the user's locale writes them, through the C library (issue 18 §3): 24-hour in
    /// C and European locales, en_US its own, whichever of LC_ALL, LC_TIME and LANG names it;
    /// `--json` in ISO 8601 whatever the locale. The locales come from Debian's locales-all.
    @Test func scheduleShowWritesTimesAsTheUsersLocaleDoes() async throws {
        try await withConfig("schedule:\n  light: \"07:00\"\n  dark: \"19:30\"\n") { _, environment in
            let cases: [(locale: [String: String], today: String, next: Regex<Substring>)] = [
                (["LC_ALL": "C"], "light 07:00–07:30, dark 19:30–20:00",
                 #/next switch: (?:dark from \d\d/\d\d/\d\d 19:30 to 20:00|light from \d\d/\d\d/\d\d 07:00 to 07:30)\n/#),
                (["LC_ALL": "de_DE.UTF-8"], "light 07:00–07:30, dark 19:30–20:00",
                 #/next switch: (?:dark from \d\d\.\d\d\.\d{4} 19:30 to 20:00|light from \d\d\.\d\d\.\d{4} 07:00 to 07:30)\n/#),
                (["LC_ALL": "", "LC_TIME": "fr_FR.UTF-8", "LANG": "C"], "light 07:00–07:30, dark 19:30–20:00",
                 #/next switch: (?:dark from \d\d/\d\d/\d{4} 19:30 to 20:00|light from \d\d/\d\d/\d{4} 07:00 to 07:30)\n/#),
                (["LC_ALL": "", "LC_TIME": "", "LANG": "en_US.UTF-8"], "light 07:00 AM–07:30 AM, dark 07:30 PM–08:00 PM",
                 #/next switch: (?:dark from \d\d/\d\d/\d{4} 07:30 PM to 08:00 PM|light from \d\d/\d\d/\d{4} 07:00 AM to 07:30 AM)\n/#),
            ]
            for (locale, today, next) in cases {
                let show = try await themeswitch(["schedule", "show"], environment: environment.merging(locale) { $1 }.merging(["TZ": "UTC"]) { $1 })
                #expect(show.status == 0 && show.standardOutput.contains("\ntoday: \(today)\n"), "\(locale): \(show)")
                #expect(show.standardOutput.contains(next), "\(locale): \(show)")
            }
            let json = try await themeswitch(["schedule", "show", "--json"], environment: environment.merging(["LC_ALL": "en_US.UTF-8", "TZ": "Asia/Tokyo"]) { $1 })
            let object = try #require(try parseJSON(json.standardOutput) as? [String: Any], "\(json)")
            let switches = try #require(object["today"] as? [[String: Any]])
            #expect(switches.map { $0["scheme"] as? String } == ["light", "dark"])
            #expect(switches.allSatisfy { ($0["at"] as? String)?.wholeMatch(of: #/\d{4}-\d\d-\d\dT(?:07:00|19:30):00\+09:00/#) != nil }, "\(json)")
            let next = try #require((object["next"] as? [String: Any])?["at"] as? String)
            #expect(ISO8601DateFormatter().date(from: next) != nil, "\(json)")
        }
    }

    private func contents(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }
}
