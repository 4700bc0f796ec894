import Foundation
import Testing
import TestSupport

/// `themeswitch pick`'s wallpaper row in a real terminal (tmux) against the real daemon on a
/// private bus (issue 25 §6): moving along it previews each choice through the daemon without
/// persisting it, Enter chooses, leaving ends the preview; the chosen image is offered too.
@Suite("themeswitch pick: wallpaper row", .serialized, .timeLimit(.minutes(1)))
struct PickWallpaperTests {
    /// The wallpaper tokens the daemon publishes now.
    static func shown(_ cli: CLIFixture) async throws -> (kind: String, preset: String) {
        let set = try #require(try parseJSON(try await cli.run("tokens").standardOutput) as? [String: Any])
        return (set["wallpaper.kind"] as? String ?? "", set["wallpaper.preset"] as? String ?? "")
    }

    /// Polls until the daemon shows `kind` (and `preset`), at most 10 s.
    static func daemon(_ cli: CLIFixture, shows kind: String, _ preset: String = "") async -> Bool {
        await eventually { try await shown(cli) == (kind, preset) }
    }

    /// The wallpaper the settings file persists: its kind and preset.
    static func persisted(_ cli: CLIFixture) throws -> (kind: String, preset: String) {
        let file = cli.bus.root.appendingPathComponent("config/themeswitch/settings.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let wallpaper = object?["wallpaper"] as? [String: Any]
        return (wallpaper?["kind"] as? String ?? "", wallpaper?["preset"] as? String ?? "")
    }

    @Test func theRowPreviewsEachChoiceAndEnterChoosesIt() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("wallpaper", "set", "cats").status == 0)
            try await PickTests.withPicker(cli) { pane, _ in
                // Shift-Tab twice from the grid: past the chips to the last row, the wallpaper's.
                try await pane.send("BTab", "BTab")
                try await pane.waitFor(text: "Cats wallpaper, chosen.")
                try await pane.waitFor(text: "( ) None (•) Cats ( ) Flowers ( ) Hearts ( ) Kids ( ) School ( ) Travel")

                try await pane.send("Right")
                try await pane.waitFor(text: "Flowers wallpaper, not chosen. Enter chooses it.")
                #expect(await Self.daemon(cli, shows: "preset", "flowers"), "the daemon shows the preview")
                #expect(try Self.persisted(cli) == ("preset", "cats"), "a preview is not persisted")
                try await pane.send("Left", "Left")
                try await pane.waitFor(text: "No wallpaper, not chosen.")
                #expect(await Self.daemon(cli, shows: "none"))
                try await pane.send("Right")
                try await pane.waitFor(text: "Cats wallpaper, chosen.")
                #expect(await Self.daemon(cli, shows: "preset", "cats"), "the chosen one shows again")

                try await pane.send("Right", "Enter")
                try await pane.waitFor(text: "Flowers wallpaper, chosen.")
                #expect(await eventually { try Self.persisted(cli) == ("preset", "flowers") })
                try await pane.waitFor(text: "( ) Cats (•) Flowers")

                try await pane.send("Right")
                try await pane.waitFor(text: "Hearts wallpaper, not chosen.")
                #expect(await Self.daemon(cli, shows: "preset", "hearts"))
                try await pane.send("Escape")
                try await pane.waitFor(text: "program exited 0")
                #expect(await Self.daemon(cli, shows: "preset", "flowers"), "leaving ends the preview")
                #expect(try Self.persisted(cli) == ("preset", "flowers"))
            }
        }
    }

    @Test func theChosenImageIsOfferedAndComesBackAfterAPreview() async throws {
        try await withDaemon { cli in
            let image = cli.bus.root.appendingPathComponent("sea.png")
            try Data(TestImages.png(width: 8, height: 8, seed: 6)).write(to: image)
            #expect(try await cli.run("wallpaper", "set", "--image", image.path).status == 0)
            try await PickTests.withPicker(cli) { pane, _ in
                try await pane.send("BTab", "BTab")
                try await pane.waitFor(text: "The chosen image as wallpaper, chosen.")
                try await pane.waitFor(text: "( ) Travel (•) Image")
                try await pane.send("Left")
                try await pane.waitFor(text: "Travel wallpaper, not chosen.")
                #expect(await Self.daemon(cli, shows: "preset", "travel"))
                try await pane.send("Right")
                try await pane.waitFor(text: "The chosen image as wallpaper, chosen.")
                #expect(await Self.daemon(cli, shows: "image"))
                try await pane.send("Home")
                try await pane.waitFor(text: "No wallpaper, not chosen.")
                #expect(await Self.daemon(cli, shows: "none"))
                try await pane.send("q")
                try await pane.waitFor(text: "program exited 0")
                #expect(await Self.daemon(cli, shows: "image"))
                #expect(try Self.persisted(cli).kind == "image")
            }
        }
    }
}
