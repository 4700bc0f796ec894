import Foundation
import Testing
import TestSupport
import ThemeCore

/// Issue 18 §2 against the real daemon and CLI: every export imports again into an identical
/// token set, units follow the token's type, DTCG keeps text tokens; and issue 27 §4: `theme
/// import` tells formats apart by content. Outputs are also read with jq, a parser nobody here wrote.
@Suite(.timeLimit(.minutes(5))) struct ExportRoundTripTests {
    static let tokenFormats = ["json", "dtcg", "yaml", "css"]
    static let exportFormats = ["theme", "dtcg", "dtcg-resolver", "yaml", "css"]

    /// Writes `text` to a file named `name` in the bus's directory; returns its path.
    static func file(_ cli: CLIFixture, _ name: String, _ text: String) throws -> String {
        let path = cli.bus.root.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Imports `path`, compares the new theme's token set in each of `schemes` with `expected`, deletes it.
    static func importsAsTheSameTokens(_ cli: CLIFixture, _ path: String, _ expected: [String: String],
                                       _ comment: String) async throws {
        let imported = try await cli.run("theme", "import", path)
        #expect(imported.status == 0, "\(comment): \(imported.standardError)")
        guard imported.status == 0 else { return }
        let id = imported.standardOutput.trimmingCharacters(in: .newlines)
        for (scheme, tokens) in expected {
            let again = try await cli.run("tokens", "--theme", id, "--scheme", scheme).standardOutput
            #expect(again == tokens, "\(comment), \(scheme)")
        }
        #expect(try await cli.run("theme", "delete", id, "--yes").status == 0)
    }

    @Test func everyFormatOfEveryBuiltInImportsAsTheSameTokenSet() async throws {
        try await withDaemon { cli in
            for theme in ThemeRegistry.builtIn.themes.map(\.id) {
                var flat: [String: String] = [:]
                for scheme in ["light", "dark"] {
                    flat[scheme] = try await cli.run("tokens", "--theme", theme, "--scheme", scheme).standardOutput
                    for format in Self.tokenFormats {
                        let text = try await cli.run("tokens", "--theme", theme, "--scheme", scheme, "--format", format).standardOutput
                        let path = try Self.file(cli, "\(theme)-\(scheme).\(format)", text)
                        try await Self.importsAsTheSameTokens(cli, path, [scheme: flat[scheme] ?? ""], "tokens \(theme) \(scheme) \(format)")
                    }
                }
                for format in Self.exportFormats {
                    let text = try await cli.run("theme", "export", theme, "--format", format).standardOutput
                    let path = try Self.file(cli, "\(theme)-export.\(format)", text)
                    try await Self.importsAsTheSameTokens(cli, path, flat, "export \(theme) \(format)")
                }
            }
        }
    }

    @Test func anExportedBuiltInHoldsItsWholeDefinition() async throws {
        try await withDaemon { cli in
            let export = try await cli.run("theme", "export", "sunset").standardOutput
            let path = try Self.file(cli, "sunset.theme", export)
            let accent = try await runCommand("jq", ["-r", ".light.\"color.accent\", .dark.\"color.accent\", .template", path])
            let tokens = try await cli.run("tokens", "--theme", "sunset", "--scheme", "light").standardOutput
            let lightAccent = try #require(try parseJSON(tokens) as? [String: Any])["color.accent"] as? String
            #expect(accent.standardOutput.split(separator: "\n").first.map(String.init) == lightAccent)
            #expect(accent.standardOutput.hasSuffix("\nblank\n"), "\(accent.standardOutput)")
        }
    }

    @Test func unitsFollowTheTokensTypeAndDTCGKeepsTextTokens() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("wallpaper", "set", "--gradient", "linear", "--colors", "#112233,#445566", "--angle", "45").status == 0)
            let css = try await cli.run("tokens", "--format", "css").standardOutput
            for line in ["--component-bubble-roundness: 0.75;", "--component-avatar-corner-radius: 0.5;",
                         "--wallpaper-gradient-angle: 45deg;", "--spacing-lg: 16px;"] {
                #expect(css.contains(line), "\(line)")
            }
            for property in ["--wallpaper-intensity", "--wallpaper-blur"] {
                let line = css.split(separator: "\n").first { $0.contains(property + ":") }
                #expect(line != nil && !(line?.contains("px") ?? true), "\(line ?? "")")
            }
            let dtcg = try Self.file(cli, "tokens.json", try await cli.run("tokens", "--format", "dtcg").standardOutput)
            let query = #"[.component.bubble.roundness."$type", .wallpaper.intensity."$type", .wallpaper.gradient.angle."$value", .spacing.lg."$value".unit, ."$extensions"."org.themeswitch.text"."wallpaper.kind", ."$extensions"."org.themeswitch.text"."wallpaper.colors"] | map(tostring) | join(" ")"#
            let read = try await runCommand("jq", ["-r", query, dtcg])
            #expect(read.standardOutput == "number number 45 px gradient #112233,#445566\n", "\(read.standardError)")
        }
    }

    @Test func shapeFullAndTheHelpDefaultAreAccepted() async throws {
        try await withDaemon { cli in
            let id = try await cli.run("theme", "new", "Capsule", "--from", "forest").standardOutput.trimmingCharacters(in: .newlines)
            let set = try await cli.run("theme", "set", id, "shape.full", "9999")
            #expect(set.status == 0, "\(set.standardError)")
            #expect(try await cli.run("theme", "set", id, "shape.full", "5000").status != 0)
            let help = try await cli.run("tokens", "--help").standardOutput
            #expect(help.contains("default: json)"), "\(help)")
            #expect(!help.contains("FormatArgument"))
        }
    }

    @Test func aThemeFileNamedJSONImportsAsATheme() async throws {
        try await withDaemon { cli in
            let id = try await cli.run("theme", "new", "Named Json", "--from", "rose").standardOutput.trimmingCharacters(in: .newlines)
            #expect(try await cli.run("theme", "set", id, "color.accent", "#AA3355", "--scheme", "light").status == 0)
            let native = try await cli.run("theme", "export", id).standardOutput
            let path = try Self.file(cli, "x.json", native)
            #expect(try await cli.run("theme", "delete", id, "--yes").status == 0)
            let imported = try await cli.run("theme", "import", path)
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput == "\(id)\n")
            #expect(try await cli.run("theme", "export", id).standardOutput == native)
        }
    }
}
