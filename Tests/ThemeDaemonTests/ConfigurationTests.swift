import Foundation
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// config.yaml: read as a whole, refused with line and key, reloaded live (issue 13 §1).
@Suite(.timeLimit(.minutes(1))) struct ConfigurationTests {
    let paths = ConfigurationPaths(environment: [
        "HOME": "/home/u", "XDG_CONFIG_HOME": "/home/u/.config", "XDG_DATA_HOME": "/home/u/.local/share",
    ])

    private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationParser.parse(text, file: "config.yaml", paths: paths)
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try parse("""
            templates:
              - builtin: kitty
              - builtin: gtk
                output: gtk-3.0/gtk.css
                reload: [gsettings, set, org.gnome.desktop.interface, gtk-theme, Adwaita]
              - template: templates/colors.sh
                light-output: ~/colors-light.sh
                dark-output: /tmp/colors-dark.sh
            hooks:
              timeout: 2.5
              darkman: false
            """)
        #expect(configuration.templates.count == 3)
        let kitty = configuration.templates[0]
        #expect(kitty.name == "kitty" && kitty.source == .builtIn(.kitty))
        #expect(kitty.output?.path == "/home/u/.config/kitty/themeswitch.conf")
        let gtk = configuration.templates[1]
        #expect(gtk.output?.path == "/home/u/.config/gtk-3.0/gtk.css")
        #expect(gtk.reload == ["gsettings", "set", "org.gnome.desktop.interface", "gtk-theme", "Adwaita"])
        let user = configuration.templates[2]
        #expect(user.name == "colors" && user.source == .file(URL(fileURLWithPath: "/home/u/.config/themeswitch/templates/colors.sh")))
        #expect(user.output == nil && user.lightOutput?.path == "/home/u/colors-light.sh" && user.darkOutput?.path == "/tmp/colors-dark.sh")
        #expect(configuration.hooks.timeout == .milliseconds(2500) && !configuration.hooks.darkman)
    }

    @Test func appFilesNamesTheAppsThatReadTheirFile() throws {
        #expect(Configuration.defaults.appFiles == .all)
        #expect(try parse("app-files: all\n").appFiles == .all)
        #expect(try parse("app-files: none\n").appFiles == .apps([]))
        #expect(try parse("app-files: [org.example.Mail, org.example.Editor]\n").appFiles == .apps(["org.example.Mail", "org.example.Editor"]))
        #expect(throws: ConfigurationError(file: "config.yaml", line: 2, reason: "'app-files': app id 'mail' is not a D-Bus-style or reverse-DNS id: expected at least two dot-separated elements of A-Z, a-z, 0-9, '_' and '-', none starting with a digit, at most 255 bytes")) {
            try parse("app-files:\n  - mail\n")
        }
        #expect(throws: ConfigurationError(file: "config.yaml", line: 1, reason: "'app-files' is 'some', not all, none or a list of app ids")) {
            try parse("app-files: some\n")
        }
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try parse("") == .defaults)
        #expect(try parse("# nothing yet\n") == .defaults)
        #expect(Configuration.defaults.hooks.timeout == .seconds(10) && Configuration.defaults.hooks.darkman)
    }

    @Test func aMissingFileIsTheDefaults() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/config.yaml")
        #expect(try ConfigurationParser.load(missing, paths: paths) == .defaults)
    }

    @Test func aMisspeltKeyIsRefusedWithItsLineAndTheClosestKey() {
        #expect(throws: ConfigurationError(
            file: "config.yaml", line: 3,
            reason: "unknown key 'ouput' in a template (did you mean 'output'?) (keys: builtin, template, name, output, light-output, dark-output, reload, engine)")) {
            try parse("templates:\n  - builtin: kitty\n    ouput: kitty.conf\n")
        }
        do {
            _ = try parse("hooks:\n  timeout: 3\n\ntempaltes: []\n")
            Issue.record("a misspelt top-level key was accepted")
        } catch {
            #expect(error.line == 4 && error.reason.hasPrefix("unknown key 'tempaltes' in the file (did you mean 'templates'?) (keys: templates, hooks,"), "\(error)")
        }
    }

    @Test(arguments: [
        ("hooks:\n  timeout: -1\n", 2, "'timeout' is '-1', not a number of seconds above 0 and at most 600"),
        ("hooks:\n  timeout: ten\n", 2, "'timeout' is 'ten', not a number of seconds above 0 and at most 600"),
        ("hooks:\n  darkman: maybe\n", 2, "'darkman' is 'maybe', not true or false"),
        ("templates:\n  - builtin: kity\n", 2, "did you mean 'kitty'?"),
        ("templates:\n  - output: x.conf\n", 2, "a template needs 'builtin' (a built-in's name) or 'template' (a template file)"),
        ("templates:\n  - template: a.tmpl\n", 2, "template 'a' has no 'output', 'light-output' or 'dark-output'"),
        ("templates:\n  - builtin: kitty\n    template: a.tmpl\n", 2, "a template has both 'builtin' and 'template'; give one"),
        ("templates: kitty\n", 1, "'templates' must be a list"),
        ("templates:\n  - builtin: kitty\n  - builtin: kitty\n", 3, "a second template is named 'kitty'; give it another 'name'"),
        ("templates:\n  - builtin: kitty\n    reload: []\n", 3, "'reload' is empty"),
        ("templates:\n  - builtin: kitty\n   output: x\n", 3, "is not valid YAML"),
        ("- kitty\n", 1, "the file must be a mapping of keys to values"),
    ])
    func badValuesAreRefusedWithTheirLine(text: String, line: Int, reason: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.reason.contains(reason), "\(error)")
        }
    }

    /// An editor's save (new file renamed over the old) is seen; a bad save is refused, logged
    /// with its line and key, and the last good configuration keeps rendering.
    @Test func theFileIsReloadedLiveAndABadOneKeepsTheLastGood() async throws {
        try await withFollowingDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("dark")])
            let kitty = fixture.configHome.appendingPathComponent("kitty/themeswitch.conf")
            let css = fixture.configHome.appendingPathComponent("themeswitch/tokens.css")
            try FileManager.default.createDirectory(at: kitty.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fixture.writeConfiguration("templates:\n  - builtin: kitty\n")
            let defaultDark = try BuiltInTemplate.kitty.render(TemplateContext.builtIn(themeID: "default", scheme: .dark))
            #expect(await eventually { contents(kitty) == defaultDark })

            try fixture.writeConfiguration("templates:\n  - builtin: kitty\n  - builtin: css\n    outptu: x\n")
            #expect(await eventually { !fixture.log.matching("config.yaml:4: unknown key 'outptu'").isEmpty })
            #expect(fixture.daemon.configuration.current.templates.map(\.name) == ["kitty"])
            #expect(fixture.log.matching("config.yaml:4:").allSatisfy { $0.contains("(did you mean 'output'?)") && $0.hasSuffix("keeping the last good configuration") })

            try await fixture.call("Apply", [.string("forest")])
            let forestDark = try BuiltInTemplate.kitty.render(TemplateContext.builtIn(themeID: "forest", scheme: .dark))
            #expect(await eventually { contents(kitty) == forestDark })
            #expect(!FileManager.default.fileExists(atPath: css.path))

            try fixture.writeConfiguration("templates:\n  - builtin: kitty\n  - builtin: css\n")
            let forestCSS = try BuiltInTemplate.css.render(TemplateContext.builtIn(themeID: "forest", scheme: .dark))
            #expect(await eventually { contents(css) == forestCSS })
        }
    }
}
