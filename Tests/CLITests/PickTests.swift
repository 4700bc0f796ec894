import Foundation
import Glibc
import Testing
import TestSupport

/// `themeswitch pick` in a real terminal (tmux) against the real daemon on a private bus (issue 14).
@Suite("themeswitch pick", .serialized, .timeLimit(.minutes(1)))
struct PickTests {
    /// What the picker's process needs of the bus's environment, and `extra`.
    static func environment(_ bus: PrivateBus, _ extra: [String: String]) -> [String: String] {
        var environment = extra
        for key in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR", "XDG_STATE_HOME", "HOME", "PATH"] {
            environment[key] = bus.environment[key]
        }
        return environment
    }

    /// Runs `body` with the picker open in tmux on `cli`'s bus, once it shows the applied theme
    /// focused; passes the status line's sentence for that ("VaultMail theme, applied."). Always stops tmux.
    static func withPicker(_ cli: CLIFixture, environment extra: [String: String] = ["COLORTERM": "truecolor"],
                           columns: Int = 100, rows: Int = 60, _ body: (TmuxPane, String) async throws -> Void) async throws {
        let applied = try await current(cli)["theme"] as? String
        let name = try #require(try await catalog(cli).first { $0.id == applied }?.name)
        let pane = try await TmuxPane(builtExecutable("themeswitch"), ["pick", "--bus-address", cli.bus.address],
                                      environment: environment(cli.bus, extra), in: cli.bus.root, columns: columns, rows: rows)
        do {
            try await pane.waitFor(text: "Themeswitch · pick a theme")
            try await pane.waitFor(text: "\(name) theme, applied.")
            try await body(pane, "\(name) theme, applied.")
        } catch {
            await pane.stop()
            throw error
        }
        await pane.stop()
    }

    /// The catalog's (id, display name) pairs in display order.
    static func catalog(_ cli: CLIFixture) async throws -> [(id: String, name: String)] {
        let rows = try #require(try parseJSON(try await cli.run("list", "--json").standardOutput) as? [[String: Any]])
        return rows.map { ($0["id"] as? String ?? "", $0["name"] as? String ?? "") }
    }

    /// The daemon's `current --json` object.
    static func current(_ cli: CLIFixture) async throws -> [String: Any] {
        try #require(try parseJSON(try await cli.run("current", "--json").standardOutput) as? [String: Any])
    }

    /// Polls the daemon until `key` of `current --json` is `value` (at most 10 s); returns whether it was.
    static func daemon(_ cli: CLIFixture, _ key: String, becomes value: String) async throws -> Bool {
        await eventually { try await current(cli)[key] as? String == value }
    }

    /// The applied theme in the settings file the daemon persists.
    static func persistedTheme(_ cli: CLIFixture) throws -> String? {
        let file = cli.bus.root.appendingPathComponent("config/themeswitch/settings.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        return object?["themeID"] as? String
    }

    /// Waits until the program in `pane` has ended and the shell has printed the terminal's mode after it.
    static func waitForExit(of pane: TmuxPane) async throws -> [String] {
        try await pane.waitFor("the terminal's mode after the picker") { $0.contains("icanon") || $0.contains("-icanon") }
    }

    /// The theme names on the screen in reading order: runs of text between wide gaps that are a
    /// catalog name (or its start, cut with "…"), with the focus marks › ‹ taken off.
    static func names(on lines: [String], catalog: [(id: String, name: String)]) -> [String] {
        lines.dropLast().flatMap { line in
            line.split(separator: #/  +/#).compactMap { part -> String? in
                var text = part.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("›") && text.hasSuffix("‹") { text = String(text.dropFirst().dropLast()) }
                return catalog.first { $0.name == text || (text.hasSuffix("…") && $0.name.hasPrefix(text.dropLast())) }?.name
            }
        }
    }

    /// The name under the check mark: the tile whose swatch row holds "✓", read two lines down.
    static func checkedName(on lines: [String], catalog: [(id: String, name: String)]) -> String? {
        guard let row = lines.firstIndex(where: { $0.contains("✓") }), row + 2 < lines.count,
              let column = Array(lines[row]).firstIndex(of: "✓") else { return nil }
        let nameLine = Array(lines[row + 2])
        let window = String(nameLine[max(0, column - 8)..<min(nameLine.count, column + 9)])
        return names(on: [window, ""], catalog: catalog).first
    }

    @Test func theGridPreviewsTheFocusAndEscapeReverts() async throws {
        try await withDaemon { cli in
            let catalog = try await Self.catalog(cli)
            try await Self.withPicker(cli) { pane, _ in
                let screen = try await pane.screen()
                let shown = Self.names(on: screen, catalog: catalog)
                #expect(shown.count >= min(catalog.count, 3))
                #expect(shown == Array(catalog.map(\.name).prefix(shown.count)), "display order")
                #expect(Self.checkedName(on: screen, catalog: catalog) == catalog.first { $0.id == "default" }?.name)
                #expect(try await pane.display("#{alternate_on}") == "1")

                try await pane.send("Right")
                try await pane.waitFor(text: "\(catalog[1].name) theme, not applied. Enter applies it.")
                #expect(try await Self.daemon(cli, "theme", becomes: catalog[1].id), "the daemon shows the preview")
                #expect(try Self.persistedTheme(cli) == "default", "a preview is not persisted")

                try await pane.send("Escape")
                try await pane.waitFor(text: "program exited 0")
                #expect(try await Self.current(cli)["theme"] as? String == "default")
                #expect(try await pane.display("#{alternate_on}") == "0")
            }
        }
    }

    @Test func enterAppliesTheAppearanceRowSwitchesAndOtherProcessesShow() async throws {
        try await withDaemon { cli in
            let catalog = try await Self.catalog(cli)
            try await Self.withPicker(cli) { pane, _ in
                try await pane.send("l")
                try await pane.waitFor(text: "\(catalog[1].name) theme, not applied.")
                try await pane.send("Enter")
                try await pane.waitFor(text: "\(catalog[1].name) theme, applied.")
                #expect(try await Self.daemon(cli, "theme", becomes: catalog[1].id))
                #expect(try Self.persistedTheme(cli) == catalog[1].id)
                #expect(Self.checkedName(on: try await pane.screen(), catalog: catalog) == catalog[1].name)

                try await pane.send("Tab")
                try await pane.waitFor(text: "System appearance, chosen;")
                try await pane.send("Right", "Right")
                try await pane.waitFor(text: "Dark appearance, not chosen;")
                try await pane.send("Enter")
                #expect(try await Self.daemon(cli, "colorScheme", becomes: "dark"))
                #expect(try await Self.daemon(cli, "resolvedScheme", becomes: "dark"))
                try await pane.waitFor(text: "( ) System   ( ) Light   (•) Dark   now dark")

                #expect(try await cli.run("apply", catalog[2].id).status == 0)
                let screen = try await pane.waitFor("the check on \(catalog[2].name)") {
                    Self.checkedName(on: $0, catalog: catalog) == catalog[2].name
                }
                #expect(screen.filter { $0.contains("✓") }.count == 1)
                try await pane.send("q")
                try await pane.waitFor(text: "program exited 0")
            }
            #expect(try Self.persistedTheme(cli) == catalog[2].id)
        }
    }

    @Test func aNewThemeAndASchemeSetElsewhereAppear() async throws {
        try await withDaemon { cli in
            try await Self.withPicker(cli) { pane, _ in
                #expect(try await cli.run("theme", "new", "Deep Sea", "--from", "midnight").status == 0)
                try await pane.waitFor(text: "Deep Sea")
                #expect(try await cli.run("scheme", "light").status == 0)
                try await pane.waitFor(text: "( ) System   (•) Light   ( ) Dark   now light")
                #expect(try await cli.run("a11y", "--reduced-motion", "on").status == 0)
                try await pane.waitFor(text: "[ ] High contrast   [ ] Reduce transparency   [x] Reduced motion")
                #expect(try await cli.run("scheme", "dark", "--variant", "dim").status == 0)
                try await pane.waitFor(text: "( ) Black   (•) Dim")
            }
        }
    }

    @Test func ctrlCSIGTERMAndACrashGiveTheTerminalBack() async throws {
        try await withDaemon { cli in
            try await Self.withPicker(cli) { pane, applied in
                try await pane.resize(columns: 15, rows: 10)
                try await pane.waitFor(text: "Make the")
                try await pane.resize(columns: 100, rows: 60)
                try await pane.waitFor(text: applied)
                try await pane.send("C-c")
                let screen = try await Self.waitForExit(of: pane)
                #expect(screen.contains("program exited 0"))
                #expect(screen.contains("icanon"), "canonical mode is back")
                #expect(try await pane.display("#{alternate_on} #{cursor_flag}") == "0 1")
            }
            let catalog = try await Self.catalog(cli)
            try await Self.withPicker(cli) { pane, _ in
                try await pane.send("Right")
                #expect(try await Self.daemon(cli, "theme", becomes: catalog[1].id))
                #expect(kill(try await pane.pid(), SIGTERM) == 0)
                let screen = try await Self.waitForExit(of: pane)
                #expect(screen.contains("program exited 143"), "128 + SIGTERM")
                #expect(screen.contains("icanon"))
                #expect(try await pane.display("#{alternate_on} #{cursor_flag}") == "0 1")
                #expect(try await Self.daemon(cli, "theme", becomes: "default"), "the preview ends with its caller")
            }
            // Without Swift's backtracer, the action the crash is handed to after the restore is the
            // default one. (With it, the backtrace prints on the restored screen, but a SIGSEGV sent
            // by kill, unlike a real fault, leaves the process running after that.)
            try await Self.withPicker(cli, environment: ["SWIFT_BACKTRACE": "enable=no"]) { pane, _ in
                #expect(kill(try await pane.pid(), SIGSEGV) == 0, "a crash")
                let screen = try await Self.waitForExit(of: pane)
                #expect(screen.contains { $0.hasPrefix("program exited 139") }, "it still dies of the signal")
                #expect(screen.contains("icanon"))
                #expect(try await pane.display("#{alternate_on} #{cursor_flag}") == "0 1")
            }
        }
    }

    @Test func theDaemonGoingAwayIsShownAndThePickerWaits() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let first = try await DaemonProcess(on: bus)
        let cli = CLIFixture(bus: bus, daemon: first)
        // The first daemon is stopped by the test itself; a failure before that stops it here.
        var firstRunning = true
        do {
            try await Self.withPicker(cli) { pane, applied in
                firstRunning = false
                #expect(await first.stop() == 0)
                try await pane.waitFor(text: "The theme daemon is not running; waiting for it. q leaves.")
                let second = try await DaemonProcess(on: bus)
                do {
                    try await pane.waitFor(text: applied)
                    try await pane.send("q")
                    try await pane.waitFor(text: "program exited 0")
                } catch {
                    await second.stop()
                    throw error
                }
                await second.stop()
            }
        } catch {
            if firstRunning { await first.stop() }
            throw error
        }
    }

    @Test func noColorDrawsMarksWithTextAloneAndTheDepthFollowsTheTerminal() async throws {
        try await withDaemon { cli in
            try await Self.withPicker(cli, environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) { pane, _ in
                let screen = try await pane.screen()
                #expect(screen.contains { $0.contains("✓") })
                let colored = try await pane.screen(escapes: true).joined(separator: "\n")
                let sequences = colored.matches(of: try Regex(#"\e\[([0-9;]*)m"#)).map { String(colored[$0.range]) }
                #expect(!sequences.isEmpty)
                let colors = sequences.filter { sequence in
                    sequence.dropFirst(2).dropLast().split(separator: ";").contains { code in
                        guard let number = Int(code) else { return false }
                        return (30...38).contains(number) || (40...48).contains(number) || (90...97).contains(number)
                            || (100...107).contains(number)
                    }
                }
                #expect(colors.isEmpty, "\(colors)")
            }
            try await Self.withPicker(cli) { pane, _ in
                let colored = try await pane.screen(escapes: true).joined(separator: "\n")
                #expect(colored.contains("38;2;"), "with COLORTERM=truecolor the same screen has 24-bit color")
            }
            try await Self.withPicker(cli, environment: ["TERM": "xterm-256color"]) { pane, _ in
                let colored = try await pane.screen(escapes: true).joined(separator: "\n")
                #expect(colored.contains("38;5;"), "256 colors")
                #expect(!colored.contains("38;2;"))
            }
        }
    }

    @Test func plainWorksThroughAPipeAndAPipeWithoutItIsRefused() async throws {
        try await withDaemon { cli in
            let catalog = try await Self.catalog(cli)
            let plain = try await runCommand(builtExecutable("themeswitch"), ["pick", "--plain", "--bus-address", cli.bus.address],
                                             environment: cli.bus.environment, input: "2\nd\nq\n")
            #expect(plain.status == 0)
            let lines = plain.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first == "Themes:")
            #expect(Array(lines.dropFirst().prefix(catalog.count))
                == catalog.enumerated().map { "\($0.offset + 1). \($0.element.name)\($0.offset == 0 ? " (applied)" : "")" })
            #expect(lines.contains("Applied \(catalog[1].name)."))
            #expect(lines.contains("Appearance set to Dark."))
            let current = try await Self.current(cli)
            #expect(current["theme"] as? String == catalog[1].id)
            #expect(current["colorScheme"] as? String == "dark")

            let refused = try await cli.run("pick")
            #expect(refused.status == 64)
            #expect(refused.standardError
                == "themeswitch pick needs a terminal: use themeswitch list and themeswitch apply ID, or pick --plain\n")
            let bad = try await runCommand(builtExecutable("themeswitch"), ["pick", "--plain", "--bus-address", cli.bus.address],
                                           environment: cli.bus.environment, input: "99\n")
            #expect(bad.status == 1)
            #expect(bad.standardOutput.contains("there is no theme 99: type a number from 1 to \(catalog.count).\n"))
            #expect(try await Self.current(cli)["theme"] as? String == catalog[1].id, "a refused answer changes nothing")
        }
    }
}
