import Foundation
import Testing
import TestSupport
import ThemeCore

/// Every `themeswitch` command end to end: the real daemon on a private bus.
@Suite("themeswitch commands", .timeLimit(.minutes(1)))
struct CommandTests {
    @Test func applyThenCurrentJSON() async throws {
        try await withDaemon { cli in
            let apply = try await cli.run("apply", "sunset")
            #expect(apply.status == 0 && apply.standardOutput.isEmpty && apply.standardError.isEmpty)
            let current = try await cli.run("current", "--json")
            #expect(current.status == 0)
            let object = try #require(try parseJSON(current.standardOutput) as? [String: Any])
            #expect(object["theme"] as? String == "sunset")
            #expect(object["colorScheme"] as? String == "system")
            #expect(["light", "dark"].contains(object["resolvedScheme"] as? String ?? ""))
            #expect((object["serial"] as? Int ?? 0) >= 2)
            #expect(object["highContrast"] as? Bool == false)
            let plain = try await cli.run("current")
            #expect(plain.status == 0 && plain.standardOutput.hasPrefix("theme: sunset\n"))
        }
    }

    @Test func schemeAndA11y() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("scheme", "dark").status == 0)
            #expect(try await cli.run("a11y", "--high-contrast", "on", "--reduced-motion", "on").status == 0)
            let flags = try await cli.run("a11y")
            #expect(flags.status == 0)
            #expect(flags.standardOutput == """
                high-contrast: on (preference: on)
                reduce-transparency: off (preference: system)
                reduced-motion: on (preference: on)
                text-scale: 1.0 (preference: system)

                """)
            let current = try #require(try parseJSON(try await cli.run("current", "--json").standardOutput) as? [String: Any])
            #expect(current["colorScheme"] as? String == "dark" && current["resolvedScheme"] as? String == "dark")
            #expect(current["reducedMotion"] as? Bool == true)
            #expect(try await cli.run("get", "motion.scale").standardOutput == "0.0\n")
        }
    }

    @Test func a11yTakesSystemAndATextScaleAndRefusesBadOnes() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("a11y", "--high-contrast", "on", "--text-scale", "1.25").status == 0)
            #expect(try await cli.run("get", "typography.scale").standardOutput == "1.25\n")
            #expect(try await cli.run("get", "typography.bodyLarge.size").standardOutput == "21.25\n")
            #expect(try await cli.run("a11y", "--high-contrast", "system").status == 0)
            let json = try #require(try parseJSON(try await cli.run("a11y", "--json").standardOutput) as? [String: [String: Any]])
            #expect(json["highContrast"]?["preference"] as? String == "system")
            #expect(json["highContrast"]?["value"] as? Bool == false)
            #expect(json["textScale"]?["preference"] as? String == "1.25")
            #expect(json["textScale"]?["value"] as? Double == 1.25)
            for (option, value, message) in [
                ("--text-scale", "4", "invalid --text-scale: text-scale '4' is not system or a factor from 0.5 to 3.0"),
                ("--reduced-motion", "maybe", "invalid --reduced-motion 'maybe': use system, on or off"),
            ] {
                let refused = try await cli.run("a11y", option, value)
                #expect(refused.status == 64)
                #expect(refused.standardError.contains(message), "\(refused.standardError)")
            }
            #expect(try await cli.run("get", "typography.scale").standardOutput == "1.25\n")
        }
    }

    @Test func listPlainAndJSON() async throws {
        try await withDaemon { cli in
            let plain = try await cli.run("list")
            #expect(plain.status == 0)
            let lines = plain.standardOutput.split(separator: "\n")
            #expect(lines.map { $0.split(separator: "\t").first.map(String.init) ?? "" }
                == ThemeRegistry.builtIn.themes.map(\.id))
            #expect(lines.first == "default\tVaultMail\t#2596BE\tbuilt-in\tprofessional\t*\t")
            #expect(!plain.standardOutput.contains("\u{1B}["), "no color when piped")
            let json = try #require(try parseJSON(try await cli.run("list", "--json").standardOutput) as? [[String: Any]])
            #expect(json.count == ThemeRegistry.builtIn.themes.count)
            #expect(json.first?["applied"] as? Bool == true)
        }
    }

    @Test func getAndTokensInEveryFormat() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("scheme", "light").status == 0)
            #expect(try await cli.run("get", "color.accent").standardOutput == "#2596BE\n")
            #expect(try await cli.run("get", "typography.titleMedium.size").standardOutput == "17.0\n")
            #expect(try await cli.run("get", "typography.titleMedium.weight").standardOutput == "600\n")

            let json = try await cli.run("tokens")
            let flat = try #require(try parseJSON(json.standardOutput) as? [String: Any])
            #expect(flat.count == TokenSet.allKeys.count)
            #expect(flat["color.accent"] as? String == "#2596BE")
            #expect(flat["spacing.lg"] as? Double == 16)

            let dtcg = try await cli.run("tokens", "--theme", "forest", "--scheme", "dark", "--format", "dtcg")
            #expect(dtcg.status == 0)
            let tree = try #require(try parseJSON(dtcg.standardOutput) as? [String: Any])
            let accent = try #require((tree["color"] as? [String: Any])?["accent"] as? [String: Any])
            #expect(accent["$type"] as? String == "color")
            #expect((accent["$value"] as? [String: Any])?["colorSpace"] as? String == "srgb")

            let css = try await cli.run("tokens", "--format", "css")
            #expect(css.standardOutput.hasPrefix(":root {\n"))
            #expect(css.standardOutput.contains("  --color-accent: #2596BE;\n"))
            let yaml = try await cli.run("tokens", "--format", "yaml", "--scheme", "light")
            #expect(yaml.standardOutput.contains("  accent: \"#2596BE\"\n"))
        }
    }

    @Test func auditPassesForBuiltInThemes() async throws {
        try await withDaemon { cli in
            let audit = try await cli.run("audit", "rose")
            #expect(audit.status == 0)
            #expect(audit.standardOutput.hasPrefix("rose light:\n"))
            #expect(audit.standardOutput.contains("rose dark:\n"))
            #expect(audit.standardOutput.hasSuffix("no failing pairs\n"))
            #expect(!audit.standardOutput.contains("FAIL"))
        }
    }

    @Test func watchPrintsEachChange() async throws {
        try await withDaemon { cli in
            let errors = cli.bus.root.appendingPathComponent("watch.err").path
            let watch = try ChildProcess(builtExecutable("themeswitch"), ["watch", "--json", "--bus-address", cli.bus.address],
                                         environment: cli.bus.environment, errorPath: errors)
            try await watch.stopping { () async throws in
                let first = try await readLines(1, from: watch.output, timeout: .seconds(10))
                #expect(first.count == 1)
                #expect(try await cli.run("apply", "midnight").status == 0)
                #expect(try await cli.run("apply", "forest").status == 0)
                #expect(try await cli.run("a11y", "--reduce-transparency", "on").status == 0)
                let changes = try await readLines(3, from: watch.output, timeout: .seconds(10))
                let objects = try (first + changes).map { try #require(try parseJSON($0) as? [String: Any]) }
                #expect(objects.map { $0["theme"] as? String } == ["default", "midnight", "forest", "forest"])
                let serials = objects.compactMap { $0["serial"] as? Int }
                #expect(serials == Array((serials.first ?? 0)..<(serials.first ?? 0) + 4))
            }
        }
    }
}
