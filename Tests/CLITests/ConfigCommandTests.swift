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

            let missing = try await themeswitch(["config", "check", root.appendingPathComponent("none.yaml").path], environment: environment)
            #expect(missing.status == 1 && missing.standardError.hasSuffix("none.yaml does not exist\n"))
        }
    }

    @Test func templateRenderPrintsABuiltInOrConfiguredTemplate() async throws {
        try await withConfig("templates:\n  - template: accent.tmpl\n    name: accent\n    output: accent.txt\n") { root, environment in
            try Data("{{color.accent}} {{#dark}}dark{{/dark}}{{#light}}light{{/light}}\n".utf8)
                .write(to: root.appendingPathComponent("config/themeswitch/accent.tmpl"))
            // docs/tokens.md: forest's accent is #059669 light, #34D399 dark.
            let dark = try await themeswitch(["template", "render", "accent", "--theme", "forest", "--scheme", "dark"], environment: environment)
            #expect(dark.status == 0 && dark.standardOutput == "#34D399 dark\n", "\(dark)")
            let light = try await themeswitch(["template", "render", "accent", "--theme", "forest", "--scheme", "light"], environment: environment)
            #expect(light.standardOutput == "#059669 light\n")

            let kitty = try await themeswitch(["template", "render", "kitty", "--theme", "forest", "--scheme", "light"], environment: environment)
            #expect(kitty.status == 0 && kitty.standardOutput.contains("\ncursor #059669\n"), "\(kitty)")

            let unknown = try await themeswitch(["template", "render", "kity", "--theme", "forest", "--scheme", "light"], environment: environment)
            #expect(unknown.status == 1 && unknown.standardError.hasPrefix("no template is named 'kity' (did you mean 'kitty'?)"), "\(unknown)")

            let list = try await themeswitch(["template", "list"], environment: environment)
            #expect(list.status == 0 && list.standardOutput.contains("  accent: \(root.path)/config/themeswitch/accent.tmpl → \(root.path)/config/accent.txt\n"), "\(list)")
            #expect(list.standardOutput.contains("  foot-paired  foot/themeswitch.ini\n"))
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
            #expect(show.status == 0 && show.standardOutput.hasPrefix("schedule: light from 07:00, dark from 19:30\nnow: "), "\(show)")
            #expect(show.standardOutput.contains("today: light at 07:00, dark at 19:30\n"), "\(show)")

            let sun = try await themeswitch(["schedule", "set", "--sun", "--lat=-33.87", "--lng", "151.21"], environment: environment)
            #expect(sun.status == 0, "\(sun)")
            #expect(contents(file) == original + "schedule:\n  sun:\n    latitude: -33.87\n    longitude: 151.21\n")

            let refused = try await themeswitch(["schedule", "set", "--sun", "--lat", "100", "--lng", "3"], environment: environment)
            #expect(refused.status == 1 && refused.standardError == "latitude 100.0 is outside -90…90 (degrees, north positive)\n", "\(refused)")
            let badTime = try await themeswitch(["schedule", "set", "--light", "24:00", "--dark", "06:00"], environment: environment)
            #expect(badTime.status == 1 && badTime.standardError == "'24:00' is not a time of day HH:MM from 00:00 to 23:59\n", "\(badTime)")
            let mixed = try await themeswitch(["schedule", "set", "--sun", "--light", "07:00"], environment: environment)
            #expect(mixed.status == 64)
            #expect(contents(file) == original + "schedule:\n  sun:\n    latitude: -33.87\n    longitude: 151.21\n", "a refused schedule changed the file")

            let off = try await themeswitch(["schedule", "off"], environment: environment)
            #expect(off.status == 0 && contents(file) == original, "\(off) \(contents(file) ?? "")")
            let none = try await themeswitch(["schedule", "show"], environment: environment)
            #expect(none.standardOutput.hasPrefix("no schedule"))
        }
    }

    /// Times as the user's locale writes them, through the C library (issue 18 §3): 24-hour in
    /// C and European locales, en_US its own, whichever of LC_ALL, LC_TIME and LANG names it;
    /// `--json` in ISO 8601 whatever the locale. The locales come from Debian's locales-all.
    @Test func scheduleShowWritesTimesAsTheUsersLocaleDoes() async throws {
        try await withConfig("schedule:\n  light: \"07:00\"\n  dark: \"19:30\"\n") { _, environment in
            let cases: [(locale: [String: String], today: String, next: Regex<Substring>)] = [
                (["LC_ALL": "C"], "light at 07:00, dark at 19:30", #/next switch: (?:dark at \d\d/\d\d/\d\d 19:30|light at \d\d/\d\d/\d\d 07:00)\n/#),
                (["LC_ALL": "de_DE.UTF-8"], "light at 07:00, dark at 19:30", #/next switch: (?:dark at \d\d\.\d\d\.\d{4} 19:30|light at \d\d\.\d\d\.\d{4} 07:00)\n/#),
                (["LC_ALL": "", "LC_TIME": "fr_FR.UTF-8", "LANG": "C"], "light at 07:00, dark at 19:30", #/next switch: (?:dark at \d\d/\d\d/\d{4} 19:30|light at \d\d/\d\d/\d{4} 07:00)\n/#),
                (["LC_ALL": "", "LC_TIME": "", "LANG": "en_US.UTF-8"], "light at 07:00 AM, dark at 07:30 PM", #/next switch: (?:dark at \d\d/\d\d/\d{4} 07:30 PM|light at \d\d/\d\d/\d{4} 07:00 AM)\n/#),
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
            #expect(try ISO8601DateFormatter().date(from: next) != nil, "\(json)")
        }
    }

    private func contents(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }
}
