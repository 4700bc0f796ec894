import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeTemplates

/// The built-in templates for bars, launchers and notification daemons (issue 23), rendered for
/// light and dark and loaded by the program each targets (Debian 12 packages from
/// scripts/install-deps.sh), each under a time limit; a broken file is refused by the same check.
@Suite("Bar, launcher and notification templates in the real programs", .timeLimit(.minutes(2)))
struct BarAndLauncherCheckTests {
    /// A polybar config that `include-file`s `path` and uses every color of its `[colors]` as a
    /// color of the bar or its module, so polybar parses each one.
    private func polybarConfig(including path: String, in directory: URL) throws -> String {
        let config = directory.appendingPathComponent("config.ini").path
        try write("""
        include-file = \(path)
        [bar/test]
        width = 100%
        height = 20
        background = ${colors.background}
        foreground = ${colors.foreground}
        border-color = ${colors.border}
        border-bottom-size = 1
        line-color = ${colors.primary}
        modules-left = clock
        [module/clock]
        type = internal/date
        date = %H:%M
        format-background = ${colors.background-alt}
        format-foreground = ${colors.foreground-alt}
        format-underline = ${colors.secondary}
        format-overline = ${colors.surface}
        format-prefix = "•"
        format-prefix-foreground = ${colors.disabled}
        format-prefix-background = ${colors.primary}
        format-prefix-underline = ${colors.on-primary}
        format-prefix-overline = ${colors.alert}
        label-foreground = ${colors.success}
        label-background = ${colors.warning}

        """, to: config)
        return config
    }

    /// polybar 3.6 run for 3 s under Xvfb on `config` (it parses each color when it builds the bar).
    private func polybarRun(_ config: String) async throws -> String {
        let result = try await underXvfb("timeout", ["3", "polybar", "--config=\(config)", "--log=warning", "test"], environment: ["HOME": "/nonexistent"])
        return result.standardOutput + result.standardError
    }

    @Test(arguments: ColorScheme.allCases)
    func polybarBuildsABarFromTheIncludedColorsWithoutErrors(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.polybar, scheme: scheme)
        defer { file.remove() }
        let config = try polybarConfig(including: file.path, in: file.directory)
        let log = try await polybarRun(config)
        #expect(!log.contains("error") && !log.contains("Invalid"), "\(log)")
        for (key, token) in [("background", "color.background"), ("line-color", "color.accent")] {
            let dumped = try await underXvfb("polybar", ["--config=\(config)", "--dump=\(key)", "test"])
            #expect(dumped.standardOutput == file.hex(token) + "\n", "\(key): \(dumped.standardOutput)\(dumped.standardError)")
        }
        try write(file.text.replacingOccurrences(of: "alert = ", with: "alert = #zz\n; "), to: file.path)
        #expect(try await polybarRun(config).contains("\"#zz\" is an invalid color value"))
    }
}

extension BarAndLauncherCheckTests {
    /// wofi draws only on a Wayland compositor with layer-shell; its style is GTK 3 CSS, and Debian
    /// 12 has no GTK 3 introspection data here, so GTK 4's CSS parser (the same grammar for these
    /// rules) loads it.
    @Test(arguments: ColorScheme.allCases)
    func wofiStyleParsesInGTK4sCSSParserAsWofiNeedsACompositor(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.wofi, scheme: scheme)
        defer { file.remove() }
        #expect(file.text.contains("@define-color ts_accent \(file.hex("color.accent"));"))
        #expect(file.text.contains("#entry:selected {\n    background-color: @ts_accent;"))
        try await expectStyleSheetParses(file, refusing: "#entry { colour: red; }\n")
    }
}

extension BarAndLauncherCheckTests {
    /// fuzzel 1.8 loads its configuration before it connects to Wayland: with no compositor
    /// here, a good file gets as far as `failed to connect to wayland`, a bad one is refused
    /// first with the line and key.
    private func fuzzelLoad(_ path: String, runtime: URL) async throws -> String {
        try await loadWithoutCompositor("fuzzel", ["--config=\(path)", "--log-no-syslog", "--log-colorize=never"], runtime: runtime)
    }

    @Test(arguments: ColorScheme.allCases)
    func fuzzelLoadsTheConfigUpToTheMissingCompositor(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.fuzzel, scheme: scheme)
        defer { file.remove() }
        let log = try await fuzzelLoad(file.path, runtime: file.directory)
        #expect(log.contains("loading configuration from \(file.path)"), "\(log)")
        let problems = log.split(separator: "\n").filter { $0.contains("err:") || $0.contains("warn:") }
        #expect(problems.count == 1 && problems[0].contains("failed to connect to wayland"), "\(log)")
        #expect(file.text.contains("selection=\(file.hex("color.accent").dropFirst())ff\n"))
        try write(file.text + "match=#zz\n", to: file.path)
        #expect(try await fuzzelLoad(file.path, runtime: file.directory).contains("[colors].match: #zz: not a valid color value"))
    }
}

extension BarAndLauncherCheckTests {
    /// bemenu 0.6 on its X11 renderer under Xvfb, its options from the file sourced by `sh`,
    /// showing two items; ImageMagick's `import` takes the screen and prints the pixels of the
    /// title, the filter, the highlighted item, the left margin and the second (alternating) item.
    private func bemenuPixels(_ path: String, in directory: URL) async throws -> CommandResult {
        let screenshot = directory.appendingPathComponent("bemenu.png").path
        let script = """
        . "$1" || exit 3
        printf 'alpha\\nbeta\\n' | timeout 4 bemenu -l 5 &
        sleep 2
        import -window root "$2" || exit 4
        wait
        for point in 1,1 300,5 300,25 5,25 300,43; do convert "$2" -format "%[hex:p{$point}] " info:; done
        """
        return try await underXvfb("sh", ["-c", script, "sh", path, screenshot], environment: ["BEMENU_BACKEND": "x11", "BEMENU_OPTS": ""])
    }

    @Test(arguments: ColorScheme.allCases)
    func bemenuTakesTheOptionsFromTheSourcedFileAndDrawsTheColorsOnX11(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.bemenu, scheme: scheme)
        defer { file.remove() }
        let result = try await bemenuPixels(file.path, in: file.directory)
        #expect(!result.standardError.contains("unrecognized"), "\(result.standardError)")
        let expected = ["color.surfaceElevated", "color.surface", "color.accent", "color.background", "color.surface"]
            .map { file.hex($0).dropFirst() + " " }.joined()
        #expect(result.standardOutput == expected, "\(result.standardOutput) \(result.standardError)")
        try write(file.text.replacingOccurrences(of: "--hb", with: "--hbb"), to: file.path)
        #expect(try await bemenuPixels(file.path, in: file.directory).standardError.contains("unrecognized option '--hbb'"))
    }
}
