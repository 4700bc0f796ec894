import Foundation
import Testing
import TestSupport

/// `themeswitch override …`, `tokens --app` and `scheme dark --variant` end to end.
@Suite("themeswitch override", .timeLimit(.minutes(1)))
struct OverrideCommandTests {
    @Test func setListTokensClearAndReset() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("override", "set", "color.accent", "#FF3B30", "--app", "org.example.Mail").status == 0)
            #expect(try await cli.run("override", "set", "shape.medium", "16", "--scheme", "dark").status == 0)
            #expect(try await cli.run("override", "set", "color.background", "#101010", "--app", "org.example.Mail",
                                      "--context", "compose", "--scheme", "dark").status == 0)
            let list = try await cli.run("override", "list")
            #expect(list.standardOutput == """
                global\tdark\tshape.medium\t16
                org.example.Mail\tlight\tcolor.accent\t#FF3B30
                org.example.Mail\tdark\tcolor.accent\t#FF3B30
                org.example.Mail/compose\tdark\tcolor.background\t#101010

                """)
            let json = try #require(try parseJSON(try await cli.run("override", "list", "global", "--json").standardOutput) as? [[String: String]])
            #expect(json == [["app": "", "context": "", "scheme": "dark", "key": "shape.medium", "value": "16"]])

            let app = try #require(try parseJSON(try await cli.run("tokens", "--app", "org.example.Mail").standardOutput) as? [String: Any])
            #expect(app["color.accent"] as? String == "#FF3B30")
            let plain = try #require(try parseJSON(try await cli.run("tokens").standardOutput) as? [String: Any])
            #expect(plain["color.accent"] as? String == "#2596BE")

            #expect(try await cli.run("override", "clear", "color.accent", "--app", "org.example.Mail").status == 0)
            #expect(try await cli.run("override", "reset", "--all").status == 0)
            #expect(try await cli.run("override", "list").standardOutput.isEmpty)
        }
    }

    @Test func exportThenImportRoundTrips() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("override-cli-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withDaemon { cli in
            #expect(try await cli.run("override", "set", "color.accent", "#112233").status == 0)
            #expect(try await cli.run("override", "set", "typography.bodyLarge.weight", "600", "--app", "org.example.Mail").status == 0)
            let file = directory.appendingPathComponent("overrides.yaml").path
            #expect(try await cli.run("override", "export", "-o", file).status == 0)
            let exported = try await cli.run("override", "export").standardOutput
            #expect(try String(contentsOfFile: file, encoding: .utf8) == exported)
            #expect(try await cli.run("override", "reset", "--all").status == 0)
            #expect(try await cli.run("override", "import", file).status == 0)
            #expect(try await cli.run("override", "export").standardOutput == exported)

            let bad = directory.appendingPathComponent("bad.yaml").path
            try Data("global:\n  light:\n    colors:\n      accent: \"#FF0000\"\n    shadows: {}\n".utf8).write(to: URL(fileURLWithPath: bad))
            let refused = try await cli.run("override", "import", bad)
            #expect(refused.status == 1)
            #expect(refused.standardError.contains("unknown field 'shadows'"))
            #expect(try await cli.run("override", "export").standardOutput == exported)
        }
    }

    @Test func badInputIsOneSentenceAndNonZero() async throws {
        try await withDaemon { cli in
            let unknown = try await cli.run("override", "set", "color.acent", "#FF0000")
            #expect(unknown.status == 1)
            #expect(unknown.standardError.contains("did you mean 'color.accent'?"))
            let app = try await cli.run("override", "set", "color.accent", "#FF0000", "--app", "bad id")
            #expect(app.status == 1 && app.standardError.contains("reverse-DNS"))
            let context = try await cli.run("override", "set", "color.accent", "#FF0000", "--context", "compose")
            #expect(context.status == 64)
            #expect(try await cli.run("override", "list").standardOutput.isEmpty)
        }
    }

    @Test func schemeDarkVariant() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("scheme", "dark", "--variant", "dim").status == 0)
            let dim = try #require(try parseJSON(try await cli.run("tokens").standardOutput) as? [String: Any])
            #expect(dim["color.background"] as? String == "#121212")
            #expect(try await cli.run("scheme", "dark", "--variant", "black").status == 0)
            let black = try #require(try parseJSON(try await cli.run("tokens").standardOutput) as? [String: Any])
            #expect(black["color.background"] as? String == "#000000")
            #expect(try await cli.run("scheme", "dark", "--variant", "simplex").status == 0)
            let simplex = try #require(try parseJSON(try await cli.run("tokens").standardOutput) as? [String: Any])
            #expect(simplex["color.background"] as? String == "#111528")
            let wrong = try await cli.run("scheme", "light", "--variant", "dim")
            #expect(wrong.status == 64 && wrong.standardError.contains("--variant applies to the dark scheme"))
            let unknown = try await cli.run("scheme", "dark", "--variant", "grey")
            #expect(unknown.status == 64 && unknown.standardError == "invalid --variant 'grey': use black, dim or simplex\n", "\(unknown)")
        }
    }
}
