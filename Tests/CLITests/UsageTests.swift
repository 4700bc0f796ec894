import Foundation
import Testing
import TestSupport

/// What the help and the completion scripts offer is what the commands accept, and a bad value
/// is a usage error (exit 64, one sentence) everywhere, before any bus is touched.
@Suite("themeswitch usage", .timeLimit(.minutes(2))) struct UsageTests {
    /// A bus address nobody listens on: a command that got past its parser would exit 69 here.
    static let noBus = ["--bus-address", "unix:path=/nonexistent/themeswitch-usage-test"]

    @Test(arguments: [
        (["scheme", "dark", "--variant", "grey"], "invalid --variant 'grey': use black, dim or simplex"),
        (["scheme", "light", "--variant", "dim"], "--variant applies to the dark scheme: use themeswitch scheme dark --variant dim"),
        (["wallpaper", "set", "dogs"], "unknown wallpaper preset 'dogs'; expected one of cats, flowers, hearts, kids, school, travel"),
        (["wallpaper", "set", "cats", "--intensity", "1.5"], "invalid --intensity '1.5': use a number from 0 to 1"),
        (["wallpaper", "set", "cats", "--image", "a.png"], "give only one of a preset, --pattern, --gradient or --image"),
        (["theme", "preview", "midnight", "--seconds", "0"], "invalid --seconds '0': use 1 to 3600 seconds"),
        (["tokens", "--scheme", "system"], "invalid --scheme 'system': use light or dark"),
        (["tokens", "--format", "xml"], "invalid --format 'xml': use json, dtcg, css, yaml, base16, base24, iterm2, kitty, alacritty, ghostty, windows-terminal, cosmic, omarchy, tinted8 or alacritty-yaml"),
        (["template", "render", "kitty", "--scheme", "system"], "invalid --scheme 'system': use light or dark"),
        (["override", "set", "color.accent", "#FF0000", "--scheme", "dusk"], "invalid --scheme 'dusk': use light, dark or both"),
        (["a11y", "--high-contrast", "maybe"], "invalid --high-contrast 'maybe': use system, on or off"),
        (["list", "--category", "cozy"], "invalid --category 'cozy': use minimal, vibrant, soft, professional, artistic or popular"),
        (["theme", "set", "midnight", "color.accent", "#112233", "--scheme", "dim"], "invalid --scheme 'dim': use light, dark or both"),
        (["theme", "import", "x.theme", "--format", "png"], "invalid --format 'png': use auto, theme, dtcg, yaml, json, css, base16, base24, simplex, iterm2, kitty, alacritty, ghostty, windows-terminal, cosmic, omarchy or tinted8"),
        (["theme", "export", "midnight", "--format", "pdf"], "invalid --format 'pdf': use theme, dtcg, dtcg-resolver, yaml, css, base16, base24, simplex, iterm2, kitty, alacritty, ghostty, windows-terminal, cosmic, omarchy, tinted8 or alacritty-yaml"),
        (["theme", "export", "midnight", "--format", "css", "--selector", "body"], "invalid --selector 'body': use media, [data-scheme=dark] or :root"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
    ])
    func aBadValueIsOneSentenceAndExit64(_ arguments: [String], _ message: String) async throws {
        let result = try await themeswitch(arguments + Self.noBus)
        #expect(result.status == 64, "\(arguments): \(result)")
        #expect(result.standardError == message + "\n", "\(arguments): \(result)")
    }

    @Test func aBadScheduleTimeIsExit64() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("themeswitch-usage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        let result = try await themeswitch(["schedule", "set", "--light", "24:00", "--dark", "19:00"], environment: environment)
        #expect(result.status == 64 && result.standardError == "'24:00' is not a time of day HH:MM from 00:00 to 23:59\n", "\(result)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("config/themeswitch/config.yaml").path))
    }

    /// `config check`, `template list` and `schedule` only read and write config.yaml: a
    /// `--bus-address`, before or after the command name, is refused rather than ignored.
    @Test(arguments: [["config", "check"], ["template", "list"], ["schedule", "show"], ["schedule", "off"]])
    func fileCommandsRefuseABusAddress(_ command: [String]) async throws {
        for arguments in [command + Self.noBus, Self.noBus + command] {
            let result = try await themeswitch(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.standardError == "--bus-address is for the commands that talk to the daemon; this one only reads and writes config.yaml\n",
                    "\(arguments): \(result)")
        }
    }

    /// Every command path, read from the help's SUBCOMMANDS lists.
    static func commandPaths(under path: [String] = []) async throws -> [[String]] {
        let help = try await themeswitch(path + ["--help"]).standardOutput
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        var paths: [[String]] = []
        for line in help[start.upperBound...].split(separator: "\n") {
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { continue }
            if name == "See" { break }
            let child = path + [String(name)]
            paths.append(child)
            paths += try await commandPaths(under: child)
        }
        return paths
    }

    @Test func everyHelpHasAnExampleAndEveryListedValueIsAccepted() async throws {
        let paths = try await Self.commandPaths()
        #expect(paths.count > 40, "\(paths)")
        for path in paths {
            let help = try await themeswitch(path + ["--help"])
            #expect(help.status == 0, "\(path)")
            #expect(help.standardOutput.contains("Example"), "themeswitch \(path.joined(separator: " ")) --help has no example")
        }
        // tokens and template render list light|dark, never system (which they refuse).
        for path in [["tokens"], ["template", "render"]] {
            let help = try await themeswitch(path + ["--help"]).standardOutput
            #expect(help.contains("--scheme <light|dark>") && !help.contains("system|"), "\(path): \(help)")
        }
    }

    /// Issue 36 §4: help text has no line breaks of its own inside a paragraph; swift-argument-parser
    /// wraps it. At 80 columns the parser keeps each line under 80 characters, so a line followed,
    /// at the same indentation, by one whose first word would have fitted on it was broken by hand:
    /// that is what this finds, in every command's help and themeswitchd's. Example blocks, list
    /// items, option and subcommand entries and a line ending in a colon are not prose.
    @Test func noHelpParagraphIsBrokenByHand() async throws {
        var helps: [(String, String)] = []
        for path in try await Self.commandPaths() + [[]] {
            helps.append(("themeswitch " + path.joined(separator: " "), try await themeswitch(path + ["--help"], environment: ["COLUMNS": "80"]).standardOutput))
        }
        helps.append(("themeswitchd", try await runCommand(builtExecutable("themeswitchd"), ["--help"], environment: ["COLUMNS": "80"]).standardOutput))
        var broken: [String] = []
        for (command, help) in helps {
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var inExamples = false
            for (line, next) in zip(lines, lines.dropFirst()) {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("Example") && text.hasSuffix(":") { inExamples = true }
                if text.isEmpty { inExamples = false }
                let following = next.trimmingCharacters(in: .whitespaces)
                let indent = { (line: String) in line.prefix { $0 == " " }.count }
                guard !inExamples, !text.isEmpty, !following.isEmpty, indent(line) == indent(next), !text.hasSuffix(":"),
                      !following.hasPrefix("-"), !following.hasPrefix("* "), !following.hasPrefix("USAGE"),
                      following.range(of: #"^\S+\s{2,}"#, options: .regularExpression) == nil else { continue }
                let firstWord = following.split(separator: " ").first.map(String.init) ?? following
                if line.count + 1 + firstWord.count < 80 { broken.append("\(command): '\(line)' / '\(next)'") }
            }
        }
        #expect(broken.isEmpty, "lines broken by hand at 80 columns:\n\(broken.joined(separator: "\n"))")
    }

    /// `theme import --help` names every format the daemon imports, in its paragraphs (issue 40 "Checks").
    @Test func theImportHelpNamesEveryFormat() async throws {
        let help = try await themeswitch(["theme", "import", "--help"], environment: ["COLUMNS": "400"]).standardOutput
        for format in ["theme", "dtcg", "yaml", "json", "css", "base16", "base24", "simplex", "iterm2", "kitty", "alacritty", "ghostty",
                       "windows-terminal", "cosmic", "omarchy", "tinted8"] {
            #expect(help.contains(" \(format) ") || help.contains(" \(format),") || help.contains(" \(format)."), "\(format)")
        }
    }

    /// The fish script names each option's values on its line: every --format and --scheme has some.
    @Test func completionOffersValuesForEveryFormatAndScheme() async throws {
        let fish = try await themeswitch(["--generate-completion-script", "fish"]).standardOutput
        let lines = fish.split(separator: "\n").filter { line in
            ["'format'", "'scheme'", "'variant'"].contains { line.contains("-l \($0)") }
        }
        #expect(lines.count >= 10, "\(lines)")
        for line in lines {
            // ArgumentParser writes the values as `-rfka 'v1 v2'`; an option without any has `-rfka ''`.
            #expect(line.contains("a '") && !line.hasSuffix("a ''"), "no values offered: \(line)")
            if line.contains("-l 'scheme'"), line.contains("\"themeswitch tokens\"") || line.contains("\"themeswitch template render\"") {
                #expect(line.hasSuffix("'light dark'"), "\(line)")
            }
        }
    }
}
