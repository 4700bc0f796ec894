import Foundation
import Testing
import TestSupport

/// Issue 18 §5 and seed 002 §7–8 against the real daemon and CLI: metadata rules, the author
/// from the account, delete to the trash and restore, confirmation on a terminal, unsaved marks.
@Suite(.timeLimit(.minutes(2))) struct ThemeTrashTests {
    static func newTheme(_ cli: CLIFixture, _ name: String) async throws -> String {
        try await cli.run("theme", "new", name, "--from", "midnight").standardOutput.trimmingCharacters(in: .newlines)
    }

    static func show(_ cli: CLIFixture, _ id: String) async throws -> [String: Any] {
        try #require(try parseJSON(try await cli.run("theme", "show", id, "--json").standardOutput) as? [String: Any])
    }

    /// The fields of `id`'s line in `list` (piped: tab-separated), empty when it is not listed.
    static func row(_ cli: CLIFixture, _ id: String) async throws -> [String] {
        let line = try await cli.run("list").standardOutput.split(separator: "\n").first { $0.hasPrefix("\(id)\t") }
        return line.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    @Test func tagsAreTrimmedAndCaseFoldedAndBlankTextIsRefused() async throws {
        try await withDaemon { cli in
            let id = try await Self.newTheme(cli, "Meta Rules")
            let twice = try await cli.run("theme", "meta", id, "--tags", "neon, Neon ")
            #expect(twice.status == 1)
            #expect(twice.standardError.contains("appears twice"), "\(twice.standardError)")
            #expect(try await cli.run("theme", "meta", id, "--tags", " Calm ,ocean").status == 0)
            #expect(try await Self.show(cli, id)["tags"] as? [String] == ["calm", "ocean"])
            for (option, value) in [("--name", "      "), ("--description", "             ")] {
                let blank = try await cli.run("theme", "meta", id, option, value)
                #expect(blank.status == 1, "\(option)")
                #expect(blank.standardError.contains("only whitespace"), "\(option): \(blank.standardError)")
            }
            #expect(try await Self.show(cli, id)["name"] as? String == "Meta Rules")
        }
    }

    @Test func aNewThemesAuthorIsTheAccountsName() async throws {
        let entry = try await runCommand("getent", ["passwd", String(getuid())]).standardOutput
        let fields = entry.trimmingCharacters(in: .newlines).split(separator: ":", omittingEmptySubsequences: false)
        let gecos = fields.count > 4 ? fields[4].split(separator: ",", omittingEmptySubsequences: false).first.map(String.init) ?? "" : ""
        let expected = gecos.trimmingCharacters(in: .whitespaces).isEmpty ? String(fields[0]) : gecos
        try await withDaemon { cli in
            let id = try await Self.newTheme(cli, "Signed")
            #expect(try await Self.show(cli, id)["author"] as? String == expected)
        }
    }

    @Test func deleteMovesToTheTrashAndRestoreBringsItBackWithUnsavedEdits() async throws {
        try await withDaemon { cli in
            let data = URL(fileURLWithPath: try #require(cli.bus.environment["XDG_DATA_HOME"])).appendingPathComponent("themeswitch")
            let id = try await Self.newTheme(cli, "Binned")
            #expect(try await cli.run("theme", "set", id, "color.accent", "#0055AA", "--scheme", "light").status == 0)
            #expect(try await cli.run("theme", "save", id).status == 0)
            #expect(try await cli.run("theme", "set", id, "color.accent", "#115588", "--scheme", "light").status == 0)
            let edited = try await Self.row(cli, id)
            #expect(edited.count == 7 && edited[2] == "#115588" && edited[6] == "unsaved", "\(edited)")
            let unsaved = try await runCommand("gdbus", [
                "call", "--address", cli.bus.address, "--dest", "org.themeswitch.Theme1", "--object-path",
                "/org/themeswitch/Theme1", "--method", "org.themeswitch.Theme1.ListUnsavedThemes"])
            #expect(unsaved.standardOutput == "(['\(id)'],)\n", "\(unsaved.standardError)")

            #expect(try await cli.run("theme", "delete", id, "--yes").status == 0)
            let file = data.appendingPathComponent("themes/\(id).theme").path
            #expect(!FileManager.default.fileExists(atPath: file))
            let trashed = try String(contentsOfFile: data.appendingPathComponent("trash/\(id).theme").path, encoding: .utf8)
            #expect(trashed.contains("#0055AA"))
            #expect(try await Self.row(cli, id).isEmpty)

            #expect(try await cli.run("theme", "restore", id).status == 0)
            #expect(try await Self.row(cli, id) == edited)
            #expect(try String(contentsOfFile: file, encoding: .utf8).contains("#0055AA"))
            #expect(try await cli.run("theme", "revert", id).status == 0)
            let reverted = try await Self.row(cli, id)
            #expect(reverted.count == 7 && reverted[2] == "#0055AA" && reverted[6] == "", "\(reverted)")

            let again = try await cli.run("theme", "restore", id)
            #expect(again.status == 1)
            #expect(again.standardError.contains("exists"), "\(again.standardError)")
            let missing = try await cli.run("theme", "restore", "never-made")
            #expect(missing.status == 1)
            #expect(missing.standardError.contains("not in the trash"), "\(missing.standardError)")

            // A theme never saved is only its draft; it comes back all the same.
            let draft = try await Self.newTheme(cli, "Only Draft")
            #expect(try await cli.run("theme", "set", draft, "spacing.lg", "18").status == 0)
            #expect(try await cli.run("theme", "delete", draft).status == 0)
            #expect(try await cli.run("theme", "restore", draft).status == 0)
            let values = try await Self.show(cli, draft)["light"] as? [String: Any]
            #expect(values?["spacing.lg"] as? Double == 18)
        }
    }

    @Test func deleteOnATerminalAsksFirst() async throws {
        try await withDaemon { cli in
            let id = try await Self.newTheme(cli, "Asked")
            let command = [builtExecutable("themeswitch"), "theme", "delete", id, "--bus-address", cli.bus.address].joined(separator: " ")
            // util-linux script(1) runs the command on a pseudo-terminal, as a person would.
            let declined = try await runCommand("script", ["-qec", command, "/dev/null"], input: "n\n")
            #expect(declined.standardOutput.contains("Move theme '\(id)' (Asked) to the trash? [y/N]"), "\(declined.standardOutput)")
            #expect(try await cli.run("list").standardOutput.contains(id))
            let accepted = try await runCommand("script", ["-qec", command, "/dev/null"], input: "y\n")
            #expect(accepted.status == 0, "\(accepted.standardOutput)")
            #expect(!(try await cli.run("list").standardOutput.contains(id)))
        }
    }
}
