import Foundation
import Glibc
import Testing
import TestSupport
import ThemeCore

/// `themeswitch theme …` and `list --category` against the real daemon (issue 11).
@Suite(.timeLimit(.minutes(1))) struct ThemeCommandTests {
    /// `themeswitch watch --json` on `bus`, and its first line.
    static func watch(_ bus: PrivateBus) async throws -> ChildProcess {
        let watch = try ChildProcess(builtExecutable("themeswitch"), ["watch", "--json", "--bus-address", bus.address],
                                     environment: bus.environment, errorPath: bus.root.appendingPathComponent("watch.err").path)
        do {
            _ = try await readLines(1, from: watch.output, timeout: .seconds(10))
        } catch {
            await watch.stop()
            throw error
        }
        return watch
    }

    /// The theme and accent of each of the next `count` lines of `watch`.
    static func changes(_ count: Int, of watch: ChildProcess) async throws -> [String] {
        try await readLines(count, from: watch.output, timeout: .seconds(10)).map { line in
            let object = try parseJSON(line) as? [String: Any]
            return "\(object?["theme"] as? String ?? "?") \(object?["accent"] as? String ?? "?")"
        }
    }

    @Test func theWholeFlowThroughTheCommandLine() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        var daemon = try await DaemonProcess(on: bus)
        let cli = CLIFixture(bus: bus, daemon: daemon)
        let created = try await cli.run("theme", "new", "Deep Sea", "--from", "midnight")
        #expect(created.status == 0)
        #expect(created.standardOutput == "deep-sea\n")
        #expect(try await cli.run("apply", "deep-sea").status == 0)

        let watch = try await Self.watch(bus)
        try await watch.stopping { () async throws in
            #expect(try await cli.run("theme", "set", "deep-sea", "color.accent", "#0055AA", "--scheme", "light").status == 0)
            #expect(try await Self.changes(1, of: watch) == ["deep-sea #0055AA"])
            #expect(try await cli.run("theme", "set", "deep-sea", "color.accent", "#115588", "--scheme", "light").status == 0)
            #expect(try await Self.changes(1, of: watch) == ["deep-sea #115588"])
            #expect(try await cli.run("theme", "undo", "deep-sea").status == 0)
            #expect(try await Self.changes(1, of: watch) == ["deep-sea #0055AA"])
            #expect(try await cli.run("theme", "redo", "deep-sea").status == 0)
            #expect(try await Self.changes(1, of: watch) == ["deep-sea #115588"])
        }
        #expect(try await cli.run("theme", "save", "deep-sea").status == 0)
        #expect(try await cli.run("theme", "show", "deep-sea").standardOutput.hasSuffix("unsaved edits: no; undo: yes; redo: no\n"))

        #expect(await daemon.stop() == 0)
        daemon = try await DaemonProcess(on: bus)
        let current = try parseJSON(try await cli.run("current", "--json").standardOutput) as? [String: Any]
        #expect(current?["theme"] as? String == "deep-sea")
        #expect(try await cli.run("theme", "show", "deep-sea", "--json").standardOutput.contains("\"color.accent\": \"#115588\""))

        let copy = try await cli.run("theme", "duplicate", "deep-sea").standardOutput.trimmingCharacters(in: .newlines)
        #expect(copy.hasPrefix("deep-sea-copy-"))
        let file = bus.root.appendingPathComponent("\(copy).theme").path
        #expect(try await cli.run("theme", "export", copy, "-o", file).status == 0)
        let exported = try String(contentsOfFile: file, encoding: .utf8)
        #expect(exported.contains("\"name\": \"Deep Sea (Copy)\""))
        #expect(try await cli.run("theme", "delete", copy).status == 0)
        #expect(!(try await cli.run("list").standardOutput.contains(copy)))
        let imported = try await cli.run("theme", "import", file)
        #expect(imported.standardOutput == "\(copy)\n")
        #expect(try await cli.run("theme", "export", copy).standardOutput == exported)
        #expect(await daemon.stop() == 0)
    }

    @Test func listShowsAndFiltersCategories() async throws {
        try await withDaemon { cli in
            let id = try await cli.run("theme", "new", "Soft Focus", "--from", "lavender").standardOutput
                .trimmingCharacters(in: .newlines)
            let soft = try await cli.run("list", "--category", "soft").standardOutput.split(separator: "\n")
            let builtInSoft = ThemeRegistry.builtIn.themes.filter { $0.category == .soft }
            #expect(builtInSoft.count >= 2 && builtInSoft.first?.id == "lavender")
            #expect(soft == builtInSoft.map { "\($0.id)\t\($0.displayName)\t\($0.previewColor.hex)\tbuilt-in\tsoft\t\t" }
                + ["\(id)\tSoft Focus\t#9333EA\tuser\tsoft\t\tunsaved"])
            let bad = try await cli.run("list", "--category", "loud")
            #expect(bad.status == 64)
            #expect(bad.standardError == "invalid --category 'loud': use minimal, vibrant, soft, professional, artistic or popular\n")
        }
    }

    @Test func previewRevertsOnTimeoutAndWhenTheCommandIsInterrupted() async throws {
        try await withDaemon { cli in
            let watch = try await Self.watch(cli.bus)
            try await watch.stopping { () async throws in
                #expect(try await cli.run("theme", "preview", "midnight", "--seconds", "1").status == 0)
                #expect(try await Self.changes(2, of: watch).map { $0.split(separator: " ")[0] } == ["midnight", "default"])

                let preview = try ChildProcess(builtExecutable("themeswitch"),
                                               ["theme", "preview", "rose", "--seconds", "600", "--bus-address", cli.bus.address],
                                               environment: cli.bus.environment,
                                               errorPath: cli.bus.root.appendingPathComponent("preview.err").path)
                try await preview.stopping(with: SIGINT) { () async throws in
                    #expect(try await Self.changes(1, of: watch).map { $0.split(separator: " ")[0] } == ["rose"])
                }
                #expect(try await Self.changes(1, of: watch).map { $0.split(separator: " ")[0] } == ["default"])
            }
        }
    }

    @Test func dtcgAndYAMLExportsImportAsTheSameTheme() async throws {
        try await withDaemon { cli in
            let id = try await cli.run("theme", "new", "Deep Sea", "--from", "midnight").standardOutput
                .trimmingCharacters(in: .newlines)
            #expect(try await cli.run("theme", "set", id, "color.accent", "#0B6E99", "--scheme", "light").status == 0)
            #expect(try await cli.run("theme", "set", id, "spacing.lg", "17.5").status == 0)
            #expect(try await cli.run("theme", "save", id).status == 0)
            let native = try await cli.run("theme", "export", id).standardOutput
            for (format, name) in [("dtcg", "\(id).tokens.json"), ("yaml", "\(id).yaml")] {
                let file = cli.bus.root.appendingPathComponent(name).path
                #expect(try await cli.run("theme", "export", id, "--format", format, "-o", file).status == 0)
                #expect(try await cli.run("theme", "delete", id).status == 0)
                #expect(try await cli.run("theme", "import", file).standardOutput == "\(id)\n", "\(format)")
                #expect(try await cli.run("theme", "export", id).standardOutput == native, "\(format)")
                #expect(try await cli.run("theme", "export", id, "--format", format).standardOutput
                    == String(contentsOfFile: file, encoding: .utf8), "\(format)")
            }
            let css = try await cli.run("theme", "export", id, "--format", "css", "--selector", "[data-scheme=dark]").standardOutput
            #expect(css.hasPrefix(":root,\n[data-scheme=light] {\n  color-scheme: light;\n  --color-background: "))
            #expect(css.contains("  --color-accent: #0B6E99;\n"))
            #expect(css.contains("  --spacing-lg: 17.5px;\n"))
            #expect(css.contains("  --component-card-background: var(--color-surface);\n"))
            let dark = try await cli.run("theme", "export", id, "--format", "css", "--selector", ":root", "--scheme", "dark").standardOutput
            #expect(dark.hasPrefix(":root {\n  color-scheme: dark;\n  --color-background: "))
        }
    }

    @Test func badInputGetsOneSentenceAndChangesNothing() async throws {
        try await withDaemon { cli in
            let id = try await cli.run("theme", "new", "Steady", "--from", "forest").standardOutput
                .trimmingCharacters(in: .newlines)
            #expect(try await cli.run("theme", "save", id).status == 0)
            let themeFile = cli.bus.root.appendingPathComponent("data/themeswitch/themes/\(id).theme")
            let before = try Data(contentsOf: themeFile)
            let large = cli.bus.root.appendingPathComponent("large.theme")
            try Data(repeating: 0x20, count: 130 * 1024).write(to: large)
            let binary = cli.bus.root.appendingPathComponent("binary.theme")
            try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: binary)
            let cycle = cli.bus.root.appendingPathComponent("cycle.tokens.json")
            try Data(#"{"color": {"$type": "color", "accent": {"$value": "{color.border}"}, "border": {"$value": "{color.accent}"}}}"#.utf8).write(to: cycle)
            let unusable = cli.bus.root.appendingPathComponent("unusable.tokens.json")
            try Data(#"{"light": {"spacing": {"lg": {"$type": "dimension", "$value": {"value": 2, "unit": "em"}}}}}"#.utf8).write(to: unusable)
            let bomb = cli.bus.root.appendingPathComponent("bomb.yaml")
            var laughs = "a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
            for level in 1...8 {
                laughs += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
            }
            try Data(laughs.utf8).write(to: bomb)
            let cases: [([String], Int32, String)] = [
                (["theme", "import", cycle.path], 1, "alias cycle color.accent → color.border → color.accent"),
                (["theme", "import", unusable.path], 1, "light.spacing.lg"),
                (["theme", "import", bomb.path], 1, "nested anchors and aliases"),
                (["theme", "set", id, "color.accent", "#12345"], 1, "#12345"),
                (["theme", "set", id, "color.acent", "#123456"], 1, "color.accent"),
                (["theme", "set", id, "typography.bodyMedium.size", "200"], 1, "200"),
                (["theme", "set", id, "color.accent", "#123456", "--scheme", "dim"], 64, "--scheme"),
                (["theme", "meta", id, "--name", "ab"], 1, "name"),
                (["theme", "meta", id, "--tags", (1...11).map { "t\($0)" }.joined(separator: ",")], 1, "11 tags"),
                (["theme", "meta", id, "--tags", String(repeating: "t", count: 21)], 1, "21 characters"),
                (["theme", "set", "default", "color.accent", "#123456"], 1, "built in"),
                (["theme", "delete", "default"], 1, "built in"),
                (["theme", "delete", "../etc"], 1, "malformed"),
                (["theme", "undo", id], 1, "nothing to undo"),
                (["theme", "import", large.path], 1, "128 KB"),
                (["theme", "import", binary.path], 1, "not UTF-8"),
            ]
            for (arguments, status, mention) in cases {
                let result = try await themeswitch(arguments + ["--bus-address", cli.bus.address])
                #expect(result.status == status, "\(arguments)")
                #expect(result.standardError.contains(mention), "\(arguments): \(result.standardError)")
                // One sentence; a theme's errors, when there are several, one per indented line below it.
                let lines = result.standardError.split(separator: "\n")
                #expect(lines.count == 1 || (lines[0].hasSuffix(":") && lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }),
                        "\(arguments): \(result.standardError)")
            }
            #expect(try Data(contentsOf: themeFile) == before)
            #expect(try await cli.run("theme", "show", id).standardOutput.hasSuffix("unsaved edits: no; undo: no; redo: no\n"))
        }
    }
}
