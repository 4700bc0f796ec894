import Foundation
import Testing
import TestSupport

/// `themeswitch wallpaper colors`, `theme from-image` and `wallpaper set --dynamic` end to end
/// (issue 22), on images ImageMagick makes, checked with jq-free JSON parsing and the daemon's tokens.
@Suite("themeswitch dynamic color", .timeLimit(.minutes(2)))
struct DynamicColorCommandTests {
    /// A teal (#00897B) image with a magenta (#C2185B) quarter, in the format of `name`'s extension.
    private func makeImage(_ cli: CLIFixture, _ name: String) async throws -> String {
        let path = cli.bus.root.appendingPathComponent(name).path
        let made = try await runCommand("convert", ["-size", "640x360", "xc:#00897B", "-fill", "#C2185B",
                                                    "-draw", "rectangle 0,0 160,360", path], timeout: .seconds(60))
        #expect(made.status == 0, "\(made.standardError)")
        return path
    }

    @Test func colorsListsTheCandidatesOfEachFormat() async throws {
        try await withDaemon { cli in
            for name in ["a.png", "a.jpg", "a.webp"] {
                let image = try await makeImage(cli, name)
                let result = try await cli.run("wallpaper", "colors", image, "--json")
                #expect(result.status == 0, "\(result.standardError)")
                let candidates = try #require(try parseJSON(result.standardOutput) as? [[String: Any]])
                #expect(candidates.count >= 2, "\(name)")
                // HCT hue of #00897B is 182°, of #C2185B 2° (materialyoucolor's Hct.from_int).
                let hues = candidates.compactMap { $0["hue"] as? Double }
                #expect(abs(hues[0] - 182) <= 10, "\(name): \(hues)")
                #expect(hues.contains { min(abs($0 - 2), 360 - abs($0 - 2)) <= 10 }, "\(name): \(hues)")
                let plain = try await cli.run("wallpaper", "colors", image).standardOutput
                #expect(plain.hasPrefix("1\t#"), "\(plain)")
            }
            let text = cli.bus.root.appendingPathComponent("notes.webp")
            try Data("not an image\n".utf8).write(to: text)
            let refused = try await cli.run("wallpaper", "colors", text.path)
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("is not a PNG, JPEG or WebP image"), "\(refused.standardError)")
        }
    }

    @Test func fromImageSavesAThemeAndDynamicSetsTheAccent() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("scheme", "light").status == 0)
            let image = try await makeImage(cli, "reef.jpg")
            let made = try await cli.run("theme", "from-image", image, "--name", "Reef", "--style", "vibrant")
            #expect(made.status == 0, "\(made.standardError)")
            let id = made.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(id == "reef")
            #expect(try await cli.run("apply", id).status == 0)
            #expect(try await cli.run("audit").status == 0, "the generated theme passes the audit")

            let badStyle = try await cli.run("theme", "from-image", image, "--style", "pastel")
            #expect(badStyle.standardError.contains("pastel"), "\(badStyle.standardError)")
            let badPick = try await cli.run("theme", "from-image", image, "--pick", "7")
            #expect(badPick.standardError.contains("--pick 7 is out of range"), "\(badPick.standardError)")

            let before = try await cli.run("get", "color.accent").standardOutput
            #expect(try await cli.run("apply", "default").status == 0)
            #expect(try await cli.run("wallpaper", "set", "--image", image, "--dynamic", "--pick", "2").status == 0)
            let accent = try await cli.run("get", "color.accent").standardOutput
            #expect(accent != before && accent.hasPrefix("#"))
            let refused = try await themeswitch(["wallpaper", "set", "--dynamic", "--bus-address", cli.bus.address])
            #expect(refused.standardError.contains("--dynamic takes the colors from an image"), "\(refused.standardError)")
        }
    }
}
