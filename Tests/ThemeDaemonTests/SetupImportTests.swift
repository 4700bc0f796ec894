import Foundation
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// Issue 40 §3: `setup --from matugen|pywal` brings a user's matugen and pywal templates (the real
/// ones of matugen-themes and pywal16, Tests/Fixtures) into config.yaml, the daemon renders them
/// after `Apply` through their engines, and `setup --undo` takes them out again.
@Suite(.timeLimit(.minutes(2))) struct SetupImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func matugenAndPywalTemplatesRenderAfterApplyAndUndoTakesThemOut() async throws {
        try await withFollowingDaemon(prepare: { paths in
            let matugen = paths.configHome.appendingPathComponent("matugen")
            try FileManager.default.createDirectory(at: matugen.appendingPathComponent("templates"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("matugen-themes/templates/kitty-colors.conf"),
                                             to: matugen.appendingPathComponent("templates/kitty-colors.conf"))
            let hooked = paths.home.appendingPathComponent("hooked").path
            try Data("""
                [config]
                # matugen's own keys, which setup leaves alone
                colors_to_compare = [
                    { name = "black", color = "#000000" },
                ]

                [templates.kitty]
                input_path = './templates/kitty-colors.conf'
                output_path = "~/.config/kitty/themes/matugen.conf"
                post_hook = "touch \(hooked)"

                [templates.gtk]
                input_path = "~/.config/matugen/templates/missing.css"
                post_hook = 'gtk-launch "x" && true'

                """.utf8).write(to: matugen.appendingPathComponent("config.toml"))
            let wal = paths.configHome.appendingPathComponent("wal/templates")
            try FileManager.default.createDirectory(at: wal, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("pywal16/templates/colors-kitty.conf"),
                                             to: wal.appendingPathComponent("colors-kitty.conf"))
            try FileManager.default.createDirectory(at: paths.home.appendingPathComponent(".config/kitty/themes"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: paths.home.appendingPathComponent(".cache/wal"), withIntermediateDirectories: true)
            try FollowFixture.writeConfiguration("templates:\n  - builtin: kitty\n", in: paths)
        }) { fixture in
            let environment = fixture.bus.environment
            let home = fixture.paths.home
            #expect(SetupImport.run(from: .matugen, mode: .dryRun, environment: environment) == 0)
            #expect(try ConfigurationParser.load(fixture.paths.configFile, paths: fixture.paths).templates.count == 1)
            #expect(SetupImport.run(from: .matugen, mode: .yes, environment: environment) == 0)
            #expect(SetupImport.run(from: .pywal, mode: .yes, environment: environment) == 0)
            let configuration = try ConfigurationParser.load(fixture.paths.configFile, paths: fixture.paths)
            #expect(configuration.templates.map(\.name) == ["kitty", "matugen-kitty", "pywal-colors-kitty.conf"])
            #expect(configuration.templates.map(\.engine) == [.themeswitch, .matugen, .pywal])
            #expect(configuration.templates[1].reload == ["touch", home.appendingPathComponent("hooked").path])
            // A second run adds nothing.
            #expect(SetupImport.run(from: .matugen, mode: .yes, environment: environment) == 0)
            #expect(try ConfigurationParser.load(fixture.paths.configFile, paths: fixture.paths).templates.count == 3)

            try await fixture.call("Apply", [.string("forest")])
            try await fixture.call("SetColorScheme", [.string("dark")])
            let forest = try TemplateContext.builtIn(themeID: "forest", scheme: .dark).values[.dark]
            func hex(_ key: String) -> String {
                guard case .color(let color)? = forest[key] else { return "?" }
                return color.withAlpha(1).hex.lowercased()
            }
            let matugenOutput = home.appendingPathComponent(".config/kitty/themes/matugen.conf")
            let pywalOutput = home.appendingPathComponent(".cache/wal/colors-kitty.conf")
            // docs/templates.md's role table: surface is color.background; pywal's background terminal.background.
            #expect(await eventually(within: .seconds(20)) {
                contents(matugenOutput)?.contains("background            \(hex("color.background"))\n") == true
                    && contents(pywalOutput)?.contains("background         \(hex("terminal.background"))\n") == true
                    && FileManager.default.fileExists(atPath: home.appendingPathComponent("hooked").path)
            }, "\(fixture.log.all.suffix(20))")
            #expect(contents(pywalOutput)?.contains("color1       \(hex("terminal.color1"))\n") == true)

            #expect(await SetupTool.run(mode: .undo, environment: environment) == 0)
            let after = try ConfigurationParser.load(fixture.paths.configFile, paths: fixture.paths)
            #expect(after.templates.map(\.name) == ["kitty"])
            #expect(contents(fixture.paths.configFile) == "templates:\n  - builtin: kitty\n")
        }
    }
}

/// docs/templates.md's `engine` example is a configuration the daemon reads, with the engines it says.
@Suite struct TemplateEngineExampleTests {
    @Test func theDocumentedEnginesAreRead() throws {
        let text = try String(contentsOf: SetupImportTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let start = try #require(text.range(of: "<!-- example: engines -->\n```yaml\n"))
        let end = try #require(text[start.upperBound...].range(of: "```\n"))
        let paths = ConfigurationPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/home/u/.config"])
        let configuration = try ConfigurationParser.parse(String(text[start.upperBound..<end.lowerBound]), file: "config.yaml", paths: paths)
        #expect(configuration.templates.map(\.engine) == [.matugen, .pywal])
        #expect(configuration.templates.map(\.output?.path) == ["/home/u/.config/kitty/themes/matugen.conf", "/home/u/.cache/wal/colors.sh"])
        #expect(throws: ConfigurationError(file: "config.yaml", line: 3, reason: "'engine: matugen' applies to a template file; a built-in is a themeswitch template")) {
            try ConfigurationParser.parse("templates:\n  - builtin: kitty\n    engine: matugen\n", file: "config.yaml", paths: paths)
        }
        #expect(throws: ConfigurationError(file: "config.yaml", line: 3, reason: "'engine' is 'matgen', not one of themeswitch, matugen, pywal (did you mean 'matugen'?)")) {
            try ConfigurationParser.parse("templates:\n  - template: a.tmpl\n    engine: matgen\n    output: a\n", file: "config.yaml", paths: paths)
        }
    }
}
