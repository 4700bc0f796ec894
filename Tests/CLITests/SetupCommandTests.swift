import FoundationEssentials
import Testing
import TestSupport

/// `themeswitch setup`, run by the real binaries in a temporary home where tmux and i3 are
/// configured (their directories exist; their executables are Debian's): what it would change,
/// what it changes, that tmux and i3 themselves load through the appended lines, that a second
/// run changes nothing, and that `--undo` gives the user's files back.
@Suite(.timeLimit(.minutes(2))) struct SetupCommandTests {
    static let marker = "# added by themeswitch setup; removed by themeswitch setup --undo"

    struct Home {
        let root: URL
        var config: URL { root.appendingPathComponent("config") }
        var environment: [String: String] {
            ["HOME": root.path, "XDG_CONFIG_HOME": config.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
             "XDG_STATE_HOME": root.appendingPathComponent("state").path, "TMUX_TMPDIR": root.path, "TMUX": ""]
        }

        func file(_ path: String) -> URL { config.appendingPathComponent(path) }

        func text(_ path: String) -> String? { try? String(contentsOf: file(path), encoding: .utf8) }

        func write(_ text: String, _ path: String) throws {
            try write(Array(text.utf8), to: file(path))
        }

        /// The bytes of the file at `url`, or nil when there is none.
        func bytes(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map { Array($0) } }

        /// Writes `bytes` to `url`, making its directory.
        func write(_ bytes: [UInt8], to url: URL) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// Runs `body` in a new temporary home, removed afterwards; `seeded` puts a tmux.conf (without
    /// a final newline) and an i3 config in it.
    func withHome(seeded: Bool = true, _ body: (Home) async throws -> Void) async throws {
        let home = Home(root: FileManager.default.temporaryDirectory.appendingPathComponent("themeswitch-setup-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: home.root) }
        try FileManager.default.createDirectory(at: home.config, withIntermediateDirectories: true)
        if seeded {
            try home.write("set -g mouse on", "tmux/tmux.conf")
            try home.write("# i3 config file (v4)\nfont pango:monospace 8\n", "i3/config")
        }
        try await body(home)
    }

    @Test func dryRunShowsTheChangesAndWritesNothing() async throws {
        try await withHome { home in
            let result = try await themeswitch(["setup", "--dry-run"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            let output = result.standardOutput
            #expect(output.hasPrefix("found: tmux, i3\n"), "\(output)")
            #expect(output.contains("\(home.file("themeswitch/config.yaml").path): add templates tmux, i3\n"), "\(output)")
            #expect(output.contains("\(home.file("tmux/tmux.conf").path): append\n  \(Self.marker)\n  source-file \(home.file("tmux/themeswitch.conf").path)\n"), "\(output)")
            #expect(output.hasSuffix("dry run: nothing was changed\n"), "\(output)")
            #expect(home.text("themeswitch/config.yaml") == nil)
            #expect(home.text("tmux/tmux.conf") == "set -g mouse on")
        }
    }

    @Test func setupAppendsLinesTheProgramsLoadAndASecondRunAndUndoBehave() async throws {
        try await withHome { home in
            let first = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(first.status == 0, "\(first)")
            #expect(home.text("themeswitch/config.yaml") == "templates:\n  - builtin: tmux\n  - builtin: i3\n")
            let tmuxOutput = home.file("tmux/themeswitch.conf").path
            let i3Output = home.file("i3/themeswitch.conf").path
            #expect(home.text("tmux/tmux.conf") == "set -g mouse on\n\(Self.marker)\nsource-file \(tmuxOutput)\n")
            #expect(home.text("i3/config") == "# i3 config file (v4)\nfont pango:monospace 8\n\(Self.marker)\ninclude \(i3Output)\n")

            // The programs load what the appended lines name (the daemon would write these files;
            // the templates themselves are checked in ThemeTemplatesTests).
            try home.write("set -g status-style \"fg=#123456\"\n", "tmux/themeswitch.conf")
            try home.write("client.background #123456\n", "i3/themeswitch.conf")
            let stop = { _ = try? await runCommand("tmux", ["-L", "setup-test", "kill-server"], environment: home.environment, timeout: .seconds(10)) }
            do {
                let shown = try await runCommand("tmux", [
                    "-L", "setup-test", "-f", home.file("tmux/tmux.conf").path, "new-session", "-d", ";", "show-options", "-g", "status-style",
                ], environment: home.environment, timeout: .seconds(20))
                await stop()
                #expect(shown.standardOutput == "status-style \"fg=#123456\"\n", "\(shown)")
            } catch {
                await stop()
                throw error
            }
            let checked = try await runCommand("i3", ["-C", "-c", home.file("i3/config").path], timeout: .seconds(30))
            #expect(checked.status == 0 && !(checked.standardOutput + checked.standardError).contains("ERROR"), "\(checked)")
            try home.write("client.focused #zz\n", "i3/themeswitch.conf")
            #expect(try await runCommand("i3", ["-C", "-c", home.file("i3/config").path], timeout: .seconds(30)).status != 0)

            let files = ["themeswitch/config.yaml", "tmux/tmux.conf", "i3/config"].map { home.text($0) }
            let second = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(second.status == 0 && second.standardOutput.contains("nothing to do"), "\(second)")
            #expect(["themeswitch/config.yaml", "tmux/tmux.conf", "i3/config"].map { home.text($0) } == files)

            let undone = try await themeswitch(["setup", "--undo"], environment: home.environment)
            #expect(undone.status == 0, "\(undone)")
            // Byte for byte: the user's file had no final newline, and gets none (issue 43).
            #expect(home.text("tmux/tmux.conf") == "set -g mouse on")
            #expect(home.text("i3/config") == "# i3 config file (v4)\nfont pango:monospace 8\n")
            let again = try await themeswitch(["setup", "--undo"], environment: home.environment)
            #expect(again.standardOutput.hasPrefix("nothing to undo"), "\(again)")
        }
    }

    /// polybar and fish (issue 23) are found like the others; polybar takes the `include-file`
    /// appended at the end of its config.ini (after its last section), and fish chooses the theme
    /// from the appended line in config.fish; `--undo` gives both files back.
    @Test func polybarAndFishLoadTheirOutputsThroughTheAppendedLines() async throws {
        try await withHome { home in
            let bar = "[bar/main]\nbackground = ${colors.primary}\nmodules-left = clock\n\n[module/clock]\ntype = internal/date\ndate = %H\n"
            try home.write(bar, "polybar/config.ini")
            try home.write("set -g fish_greeting\n", "fish/config.fish")
            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect(result.standardOutput.hasPrefix("found: tmux, i3, polybar, fish\n"), "\(result.standardOutput)")
            let polybarOutput = home.file("polybar/themeswitch.ini").path
            #expect(home.text("polybar/config.ini") == bar + "; added by themeswitch setup; removed by themeswitch setup --undo\ninclude-file = \(polybarOutput)\n")
            #expect(home.text("fish/config.fish") == "set -g fish_greeting\n\(Self.marker)\nfish_config theme choose themeswitch\n")

            // What the daemon would write (the templates themselves are checked in ThemeTemplatesTests).
            try home.write("[colors]\nprimary = #123456\n", "polybar/themeswitch.ini")
            try home.write("fish_color_command 123456\n", "fish/themes/themeswitch.theme")
            let server = try await XvfbServer()
            let dumped = try await server.stopping {
                try await runCommand("polybar", ["--config=\(home.file("polybar/config.ini").path)", "--dump=background", "main"],
                                     environment: home.environment.merging(["DISPLAY": server.display]) { $1 }, timeout: .seconds(20))
            }
            #expect(dumped.standardOutput == "#123456\n", "\(dumped)")
            let fish = try await runCommand("fish", ["-c", "echo $fish_color_command"], environment: home.environment, timeout: .seconds(20))
            #expect(fish.standardOutput == "123456\n", "\(fish)")

            let undone = try await themeswitch(["setup", "--undo"], environment: home.environment)
            #expect(undone.status == 0, "\(undone)")
            #expect(home.text("polybar/config.ini") == bar)
            #expect(home.text("fish/config.fish") == "set -g fish_greeting\n")
        }
    }

    @Test func templatesJoinTheUsersListAndABadConfigOrNoAnswerChangesNothing() async throws {
        try await withHome { home in
            try home.write("# mine\ntemplates:\n    - builtin: kitty # my terminal\n\nhooks:\n  timeout: 5\n", "themeswitch/config.yaml")
            let result = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(result.status == 0, "\(result)")
            #expect(home.text("themeswitch/config.yaml") == "# mine\ntemplates:\n    - builtin: kitty # my terminal\n    - builtin: tmux\n    - builtin: i3\n\nhooks:\n  timeout: 5\n")
            _ = try await themeswitch(["setup", "--undo"], environment: home.environment)

            try home.write("templates:\n  - builtin: kitty\nhooks:\n  timout: 5\n", "themeswitch/config.yaml")
            let refused = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(refused.status == 1 && refused.standardError.contains("unknown key 'timout'"), "\(refused)")
            #expect(home.text("tmux/tmux.conf") == "set -g mouse on")

            try home.write("templates: [{builtin: kitty}]\n", "themeswitch/config.yaml")
            let flow = try await themeswitch(["setup", "--yes"], environment: home.environment)
            #expect(flow.status == 1 && flow.standardError.contains("has 'templates' as a flow list"), "\(flow)")
            #expect(home.text("themeswitch/config.yaml") == "templates: [{builtin: kitty}]\n")

            try FileManager.default.removeItem(at: home.file("themeswitch/config.yaml"))
            let declined = try await runCommand(builtExecutable("themeswitch"), ["setup"], environment: home.environment, input: "n\n")
            #expect(declined.status == 1 && declined.standardOutput.hasSuffix("[y/N] nothing was changed\n"), "\(declined)")
            #expect(home.text("themeswitch/config.yaml") == nil)
            #expect(home.text("tmux/tmux.conf") == "set -g mouse on")

            let both = try await themeswitch(["setup", "--yes", "--undo"], environment: home.environment)
            #expect(both.status == 64, "\(both)")
        }
    }

    /// With the daemon running, the config.yaml setup writes is taken up at once: the daemon
    /// renders the new template to the file the appended line loads.
    @Test func aRunningDaemonRendersWhatSetupConfigured() async throws {
        try await withDaemon { fixture in
            let configHome = fixture.bus.root.appendingPathComponent("config")
            try FileManager.default.createDirectory(at: configHome.appendingPathComponent("tmux"), withIntermediateDirectories: true)
            let result = try await themeswitch(["setup", "--yes"], environment: fixture.bus.environment)
            #expect(result.status == 0, "\(result)")
            let output = configHome.appendingPathComponent("tmux/themeswitch.conf").path
            let rendered = await eventually(within: .seconds(20)) {
                ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains("set -g status-style")
            }
            #expect(rendered, "the daemon did not write \(output)")
            let tmuxConf = (try? String(contentsOfFile: configHome.appendingPathComponent("tmux/tmux.conf").path, encoding: .utf8)) ?? ""
            #expect(tmuxConf.hasSuffix("source-file \(output)\n"))
        }
    }
}
