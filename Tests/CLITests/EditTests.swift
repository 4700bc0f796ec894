import Foundation
import Glibc
import Testing
import TestSupport

/// `themeswitch edit` in a real terminal (tmux) against the real daemon on a private bus (issue 24).
@Suite("themeswitch edit", .serialized, .timeLimit(.minutes(1)))
struct EditTests {
    /// Runs `body` with the editor open on `id` (the applied theme when nil) in tmux on `cli`'s
    /// bus, once its first status sentence shows. Always stops tmux.
    static func withEditor(_ cli: CLIFixture, _ arguments: [String], extra: [String: String] = ["COLORTERM": "truecolor"],
                           _ body: (TmuxPane) async throws -> Void) async throws {
        let pane = try await TmuxPane(builtExecutable("themeswitch"), arguments + ["--bus-address", cli.bus.address],
                                      environment: PickTests.environment(cli.bus, extra), in: cli.bus.root,
                                      columns: 130, rows: 50)
        do {
            try await pane.waitFor(text: "Themeswitch · edit")
            try await body(pane)
        } catch {
            await pane.stop()
            throw error
        }
        await pane.stop()
    }

    /// A new user theme from `default`, saved, so it has a file; returns its id.
    static func savedTheme(_ cli: CLIFixture, _ name: String) async throws -> String {
        let id = try await cli.run("theme", "new", name, "--from", "default").standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await cli.run("theme", "save", id).status == 0)
        return id
    }

    /// `GetTokens("")` as gdbus prints it: the set every app is given now.
    static func publishedTokens(_ cli: CLIFixture) async throws -> String {
        try await runCommand("gdbus", [
            "call", "--address", cli.bus.address, "--dest", "org.themeswitch.Theme1", "--object-path",
            "/org/themeswitch/Theme1", "--method", "org.themeswitch.Theme1.GetTokens", ""]).standardOutput
    }

    /// The theme's file.
    static func themeFile(_ cli: CLIFixture, _ id: String) throws -> String {
        let data = try #require(cli.bus.environment["XDG_DATA_HOME"])
        return try String(contentsOfFile: "\(data)/themeswitch/themes/\(id).theme", encoding: .utf8)
    }

    /// Opens the accent family and the color picker on `color.accent`.
    static func openAccentPicker(_ pane: TmuxPane) async throws {
        try await pane.send("Tab", "Tab", "Tab")
        try await pane.waitFor(text: "Accent family section, closed. Enter opens it.")
        try await pane.send("Enter")
        try await pane.waitFor(text: "Accent family section, open.")
        try await pane.send("Down")
        try await pane.waitFor(text: "color.accent, #")
        try await pane.send("Enter")
        try await pane.waitFor(text: "Hex of color.accent:")
    }

    @Test func aHexColorIsPublishedLiveUndoneAndSavedOnlyWhenAsked() async throws {
        try await withDaemon { cli in
            let id = try await Self.savedTheme(cli, "Editor Ocean")
            let savedFile = try Self.themeFile(cli, id)
            #expect(try await cli.run("apply", "default").status == 0)
            try await Self.withEditor(cli, ["edit", id]) { pane in
                try await pane.waitFor(text: "Theme info section, closed.")
                #expect(try await PickTests.daemon(cli, "theme", becomes: id), "the editor previews the theme on the desktop")
                try await Self.openAccentPicker(pane)
                try await pane.send("#", "FFE066", "Enter")
                try await pane.waitFor(text: "Hex of color.accent: #FFE066.")
                #expect(await eventually { try await Self.publishedTokens(cli).contains("'color.accent': <'#FFE066'>") },
                        "GetTokens carries the edit live")
                #expect(try Self.themeFile(cli, id) == savedFile, "the theme file is untouched before saving")
                #expect(try PickTests.persistedTheme(cli) == "default", "the settings file keeps the applied theme")

                let marked = try await pane.waitFor("the contrast error mark and the suggestion") { lines in
                    lines.contains { $0.contains("✗ error: f takes #") }
                }
                #expect(marked.contains { $0.contains("color.accent") && $0.contains("#FFE066 ✗") })

                try await pane.send("Escape")
                try await pane.waitFor(text: "color.accent, #FFE066 in light mode.")
                try await pane.send("u")
                try await pane.waitFor(text: "color.accent, #2596BE in light mode.")
                #expect(await eventually { try await !Self.publishedTokens(cli).contains("#FFE066") }, "undo is published")
                try await pane.send("r")
                try await pane.waitFor(text: "color.accent, #FFE066 in light mode.")

                try await pane.send("q")
                try await pane.waitFor(text: "Unsaved changes: s save · d discard · k keep draft · Esc stay")
                try await pane.send("s")
                try await pane.waitFor(text: "has 4 errors, so it is not saved: light.color.accent:")
                #expect(try Self.themeFile(cli, id) == savedFile, "a refused save writes nothing")

                try await pane.send("Enter")
                try await pane.waitFor(text: "Hex of color.accent: #FFE066.")
                try await pane.send("#", "0055AA", "Enter")
                try await pane.waitFor(text: "Hex of color.accent: #0055AA.")
                try await pane.send("Escape")
                try await pane.waitFor(text: "color.accent, #0055AA in light mode. Contrast 7.29:1")
                try await pane.send("q")
                try await pane.waitFor(text: "Unsaved changes:")
                try await pane.send("s")
                let after = try await PickTests.waitForExit(of: pane)
                #expect(after.contains("program exited 0"))
                #expect(after.contains("icanon"), "canonical mode is back")
                #expect(try await pane.display("#{alternate_on}") == "0")
                #expect(after.contains { $0.contains("Saved Editor Ocean (\(id)) and left.") })
            }
            let state = try #require(cli.bus.environment["XDG_STATE_HOME"])
            let recent = try String(contentsOfFile: "\(state)/themeswitch/recent-colors", encoding: .utf8)
            #expect(recent == "#0055AA\n#FFE066\n", "the recent colors, newest first, persisted")
            #expect(try Self.themeFile(cli, id).contains("#0055AA"), "s on leaving saved the theme")
            #expect(try await PickTests.daemon(cli, "theme", becomes: "default"), "the preview ended")
        }
    }

    @Test func anotherProcessEditShowsAndDiscardingOnLeaveDropsTheDraft() async throws {
        try await withDaemon { cli in
            let id = try await Self.savedTheme(cli, "Editor Forest")
            try await Self.withEditor(cli, ["edit", id], extra: ["NO_COLOR": "1"]) { pane in
                try await Self.openAccentPicker(pane)
                // A value the catalog does not show: only the published set announces it (ThemeChanged).
                #expect(try await cli.run("theme", "set", id, "color.accentHover", "#224466", "--scheme", "light").status == 0)
                try await pane.waitFor("the other process's hover color") { lines in
                    lines.contains { $0.contains("color.accentHover") && $0.contains("#224466") }
                }
                #expect(try await cli.run("theme", "set", id, "color.accent", "#0055AA", "--scheme", "light").status == 0)
                try await pane.waitFor(text: "Hex of color.accent: #0055AA.")
                let colored = try await pane.screen(escapes: true)
                #expect(!colored.joined().contains("38;2;"), "NO_COLOR draws no colors")
                try await pane.send("Escape")
                try await pane.waitFor(text: "color.accent, #0055AA in light mode.")
                let scheme = try await PickTests.current(cli)["colorScheme"] as? String
                try await pane.send("t")
                try await pane.waitFor(text: "Previewing and editing dark mode; the desktop's appearance stays as it is.")
                let dark = try await pane.waitFor(text: "Preview · dark")
                #expect(dark.contains { $0.contains("Light [Dark]") })
                #expect(try await PickTests.current(cli)["colorScheme"] as? String == scheme, "the user's scheme is kept")
                #expect(try await PickTests.current(cli)["resolvedScheme"] as? String == "light")
                try await pane.send("q")
                try await pane.waitFor(text: "Unsaved changes:")
                try await pane.send("d")
                try await pane.waitFor(text: "program exited 0")
            }
            let unsaved = try #require(try parseJSON(try await cli.run("list", "--json").standardOutput) as? [[String: Any]])
            #expect(unsaved.first { $0["id"] as? String == id }?["unsaved"] as? Bool == false, "discard reverted the edits")
        }
    }

    @Test func pickEditsACopyOfABuiltInAndCtrlCKeepsTheDraft() async throws {
        try await withDaemon { cli in
            try await PickTests.withPicker(cli, columns: 130, rows: 50) { pane, _ in
                try await pane.send("e")
                try await pane.waitFor(text: "is built in, so you edit a copy of it, default-copy-")
                try await Self.openAccentPicker(pane)
                try await pane.send("Down")
                try await pane.waitFor(text: "Lightness 0.630 of color.accent, #2596BE.")
                try await pane.send("Right")
                try await pane.waitFor(text: "Lightness 0.640 of color.accent, #")
                try await pane.send("C-c")
                try await pane.waitFor(text: "program exited 0")
                let after = try await PickTests.waitForExit(of: pane)
                #expect(after.contains("icanon"))
                #expect(after.contains { $0.contains("unsaved edits kept as a draft; themeswitch edit default-copy-") })
            }
            let themes = try #require(try parseJSON(try await cli.run("list", "--json").standardOutput) as? [[String: Any]])
            let copy = try #require(themes.first { ($0["id"] as? String)?.hasPrefix("default-copy-") == true })
            #expect(copy["unsaved"] as? Bool == true, "Ctrl-C leaves the edit as a draft")
        }
    }
}

@Suite("themeswitch edit without a terminal")
struct EditWithoutTerminalTests {
    @Test func itNamesTheCommandsThatDoTheSameAndExits64() async throws {
        let result = try await themeswitch(["edit", "ocean"])
        #expect(result.status == 64)
        #expect(result.standardError == "themeswitch edit needs a terminal: use themeswitch theme set ID KEY VALUE and themeswitch theme save ID\n")
    }
}

@Suite("themeswitch edit: save & apply, revert", .serialized, .timeLimit(.minutes(1)))
struct EditApplyTests {
    @Test func revertDropsTheEditAndSaveAndApplyPersistsBoth() async throws {
        try await withDaemon { cli in
            let id = try await EditTests.savedTheme(cli, "Editor Dune")
            try await EditTests.withEditor(cli, ["edit", id]) { pane in
                try await EditTests.openAccentPicker(pane)
                try await pane.send("#", "0055AA", "Enter")
                try await pane.waitFor(text: "Hex of color.accent: #0055AA.")
                try await pane.send("Escape")
                try await pane.waitFor(text: "color.accent, #0055AA in light mode.")
                try await pane.send("X")
                try await pane.waitFor(text: "Reverted Editor Dune to its saved state.")
                try await pane.waitFor("the reverted accent row") { lines in
                    lines.contains { $0.contains("color.accent ") && $0.contains("#2596BE") }
                }
                #expect(await eventually { try await EditTests.publishedTokens(cli).contains("'color.accent': <'#2596BE'>") })

                try await pane.send("Enter")
                try await pane.waitFor(text: "Hex of color.accent: #2596BE.")
                try await pane.send("#", "0055AA", "Enter")
                try await pane.waitFor(text: "Hex of color.accent: #0055AA.")
                try await pane.send("Escape")
                try await pane.waitFor(text: "color.accent, #0055AA in light mode.")
                try await pane.send("A")
                try await pane.waitFor(text: "Saved and applied Editor Dune.")
                #expect(try PickTests.persistedTheme(cli) == id, "applied and persisted")
                #expect(try EditTests.themeFile(cli, id).contains("#0055AA"))
                try await pane.waitFor("the title without the unsaved mark") { lines in
                    lines.contains { $0.contains("Themeswitch · edit Editor Dune") && !$0.contains("unsaved") }
                }
                try await pane.send("q")
                let after = try await PickTests.waitForExit(of: pane)
                #expect(after.contains("program exited 0"), "nothing unsaved: q leaves without asking")
                #expect(after.contains { $0.contains("Left Editor Dune (\(id)); nothing unsaved.") })
            }
            #expect(try await PickTests.current(cli)["theme"] as? String == id, "the applied theme stays after leaving")
        }
    }
}

@Suite("themeswitch edit: a crash", .serialized, .timeLimit(.minutes(1)))
struct EditCrashTests {
    @Test func aCrashGivesTheTerminalBackEndsThePreviewAndKeepsTheDraft() async throws {
        try await withDaemon { cli in
            let id = try await EditTests.savedTheme(cli, "Editor Crash")
            try await EditTests.withEditor(cli, ["edit", id], extra: ["COLORTERM": "truecolor", "SWIFT_BACKTRACE": "enable=no"]) { pane in
                try await EditTests.openAccentPicker(pane)
                try await pane.send("#", "0055AA", "Enter")
                try await pane.waitFor(text: "Hex of color.accent: #0055AA.")
                #expect(try await PickTests.daemon(cli, "theme", becomes: id))
                #expect(kill(try await pane.pid(), SIGSEGV) == 0, "a crash")
                let screen = try await PickTests.waitForExit(of: pane)
                #expect(screen.contains { $0.hasPrefix("program exited 139") }, "it still dies of the signal")
                #expect(screen.contains("icanon"))
                #expect(try await pane.display("#{alternate_on} #{cursor_flag}") == "0 1")
            }
            #expect(try await PickTests.daemon(cli, "theme", becomes: "default"), "the preview ends with its caller")
            let themes = try #require(try parseJSON(try await cli.run("list", "--json").standardOutput) as? [[String: Any]])
            #expect(themes.first { $0["id"] as? String == id }?["unsaved"] as? Bool == true, "the edit survives as a draft")
        }
    }
}

@Suite("themeswitch edit: the theme info form", .serialized, .timeLimit(.minutes(1)))
struct EditFormTests {
    @Test func theNameIsCheckedAsTypedAndSentOnlyWhenValid() async throws {
        try await withDaemon { cli in
            let id = try await EditTests.savedTheme(cli, "Editor Moss")
            try await EditTests.withEditor(cli, ["edit", id]) { pane in
                try await pane.send("Enter")
                try await pane.waitFor(text: "Theme info section, open.")
                try await pane.send("Down")
                try await pane.waitFor(text: "Name, Editor Moss. Enter edits it.")
                try await pane.send("Enter")
                for _ in 0..<9 { try await pane.send("BSpace") }
                let typed = try await pane.waitFor(text: "Name: Ed. Problem: the name has 2 characters; expected 3 to 50.")
                #expect(typed.contains { $0.contains("✗ the name has 2 characters; expected 3 to 50") }, "shown under the field")
                try await pane.send("Enter")
                try await pane.waitFor(text: "Not saved: the name has 2 characters; expected 3 to 50.")
                try await pane.send("en Moss")
                try await pane.send("Enter")
                try await pane.waitFor(text: "Name, Eden Moss. Enter edits it.")
                try await pane.waitFor(text: "Themeswitch · edit Eden Moss")
            }
            let themes = try #require(try parseJSON(try await cli.run("list", "--json").standardOutput) as? [[String: Any]])
            #expect(themes.first { $0["id"] as? String == id }?["name"] as? String == "Eden Moss", "the daemon has the new name")
        }
    }
}
