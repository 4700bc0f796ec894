import Foundation
import Testing
import TestSupport
import ThemeClient

/// What the window shows on the screen (issue 41, "Checks"): its background is the theme's after a
/// switch made elsewhere, read back from the X server's framebuffer; and the screenshots of each
/// page in light and dark in docs/images, taken here.
extension SettingsAppTests {
    /// How far a channel of the sampled pixel may be from the token's. GTK parses the style
    /// sheet's color into floats and cairo writes it back as 8 bits a channel, so the round trip
    /// may be off by one (it is exact here today); 2 still refuses every other color of a theme,
    /// whose backgrounds and surfaces differ by far more.
    static let pixelTolerance = 2

    /// The token's color as the pixel it should be drawn as.
    private static func pixel(_ session: SettingsSession, _ token: String) async throws -> WindowScreen.Pixel {
        let hex = try #require(try await session.client.current().tokens.color(token)?.hex)
        return try #require(WindowScreen.Pixel(hex: hex))
    }

    /// Waits until the window's background pixel is `expected`; false (naming what it was) when it never is.
    private static func background(of session: SettingsSession, becomes expected: WindowScreen.Pixel) async -> (Bool, String) {
        var seen = "nothing"
        let reached = await session.eventually {
            do {
                let pixel = try await session.backgroundPixel()
                seen = pixel.description
                return pixel.isClose(to: expected, tolerance: pixelTolerance)
            } catch {
                seen = "unreadable (\(error))"
                throw error
            }
        }
        return (reached, seen)
    }

    @Test func theWindowBackgroundIsTheThemesAfterASwitchMadeElsewhere() async throws {
        try await SettingsSession.run { session in
            let before = try await Self.pixel(session, "color.background")
            let first = await Self.background(of: session, becomes: before)
            #expect(first.0, "the window's background is \(first.1), the theme's \(before)")
            for arguments in [["apply", "forest"], ["scheme", "dark"]] {
                let switched = try await runCommand(builtExecutable("themeswitch"), arguments, environment: session.environment)
                #expect(switched.status == 0, "\(switched.standardError)")
            }
            let after = try await Self.pixel(session, "color.background")
            #expect(!after.isClose(to: before, tolerance: Self.pixelTolerance), "the switch changes the background: \(before) → \(after)")
            let second = await Self.background(of: session, becomes: after)
            #expect(second.0, "after the switch the window's background is \(second.1), forest dark's \(after)")
        }
    }

    /// The pages, by the names of their tabs, and a text each shows once it has read what it shows.
    private static let pages = [("Appearance", "Forest"), ("Wallpaper", "Wallpaper: Cats"), ("Automatic", "Next switch"),
                                ("Accessibility", "The desktop says"), ("Themes", "Edit Deep Sea"), ("Programs", "Check again")]

    /// docs/images/settings-PAGE-SCHEME.png, for docs/settings.md: each page in light and in dark,
    /// taken once the window wears the scheme (its background pixel is the theme's) and the page
    /// is drawn (a picture unlike the page before's that holds still between two captures).
    @Test func screenshotsOfEveryPageInLightAndDark() async throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/images").standardized
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try await SettingsSession.run { session in
            let id = try await session.client.createTheme(name: "Deep Sea", from: "midnight")
            try await session.client.saveTheme(id)
            let window = try await session.screen.window(titled: SettingsSession.windowTitle)
            for (preference, scheme) in [(SchemePreference.light, ColorScheme.light), (.dark, .dark)] {
                try await session.client.setColorScheme(preference)
                #expect(await session.daemonReaches { $0.resolvedScheme == scheme })
                let background = try await Self.pixel(session, "color.background")
                let worn = await Self.background(of: session, becomes: background)
                #expect(worn.0, "in \(scheme.rawValue) the window's background is \(worn.1), the theme's \(background)")
                var previous = Data()
                for (page, loaded) in Self.pages {
                    try await session.drive("press", page)
                    try await session.drive("shows", loaded)
                    var shot = Data()
                    let drawn = await session.eventually {
                        let first = try await session.screen.screenshot(window.id)
                        shot = try await session.screen.screenshot(window.id)
                        return first == shot && shot != previous
                    }
                    #expect(drawn, "the \(page) page was not drawn in \(scheme.rawValue)")
                    previous = shot
                    try shot.write(to: images.appendingPathComponent("settings-\(page.lowercased())-\(scheme.rawValue).png"), options: .atomic)
                }
            }
        }
    }

    /// A picture handed to the app (`themeswitch-settings PICTURE`, as "Open With" does, while the
    /// window is open) is shown with its colors; "Use Picture" makes the theme a dynamic one, the
    /// same the command line makes of that picture and style. A file that is not a picture is refused.
    @Test func aPictureHandedToTheAppGivesTheThemeItsColors() async throws {
        try await SettingsSession.run { session in
            let photo = TestImages.photographPath(3)
            let plain = try await session.client.current().tokens.color("color.accent")
            let handed = try await runCommand(builtExecutable("themeswitch-settings"), [photo], environment: session.environment)
            #expect(handed.status == 0, "the second start hands the picture to the window and ends: \(handed.standardError)")
            try await session.drive("press", "Colors: Vibrant")
            try await session.drive("press", "Use Picture")
            #expect(await session.eventually { try await session.client.current().tokens.text("wallpaper.kind") == "image" })
            let fromWindow = try await session.client.current().tokens.color("color.accent")
            #expect(fromWindow != plain, "the theme takes the picture's colors")

            let set = try await runCommand(builtExecutable("themeswitch"), ["wallpaper", "set", "--image", photo, "--dynamic", "--style", "vibrant"],
                                           environment: session.environment)
            #expect(set.status == 0, "\(set.standardError)")
            #expect(try await session.client.current().tokens.color("color.accent") == fromWindow,
                    "the window sent the picture in the style chosen, as the command line does")

            let notAPicture = session.bus.root.appendingPathComponent("notes.png").path
            try Data("a text, not a picture\n".utf8).write(to: URL(fileURLWithPath: notAPicture))
            let refused = try await runCommand(builtExecutable("themeswitch-settings"), [notAPicture], environment: session.environment)
            #expect(refused.status == 0)
            try await session.drive("shows", "is not a PNG, JPEG or WebP image")
            #expect(try await session.client.current().tokens.color("color.accent") == fromWindow, "a refused file changes nothing")
        }
    }

    /// A file that is not a picture, handed to the app, is imported as a theme, sent with the format
    /// its name settles: an iTerm2 preset (a real one, from iTerm2-Color-Schemes) becomes a theme; a
    /// token file named `.json` is told by its content and imported, while the same text named
    /// `.theme` is refused as no `.theme` file, as the command line refuses it with `--format theme`.
    @Test func aThemeFileHandedToTheAppIsImportedInTheFormatItsNameSays() async throws {
        try await SettingsSession.run { session in
            let own = { try await session.client.catalog().filter { !$0.isBuiltIn } }
            let preset = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../Fixtures/iterm2-color-schemes/schemes/Dracula.itermcolors").standardized.path
            let handed = try await runCommand(builtExecutable("themeswitch-settings"), [preset], environment: session.environment)
            #expect(handed.status == 0, "\(handed.standardError)")
            #expect(await session.eventually { try await own().count == 1 })
            let imported = try #require(try await own().first)
            try await session.drive("shows", "Edit \(imported.displayName)")

            let tokens = try await session.client.exportTheme("forest", format: "dtcg")
            let folder = session.bus.root.path
            try Data(tokens.utf8).write(to: URL(fileURLWithPath: folder + "/forest.json"))
            try Data(tokens.utf8).write(to: URL(fileURLWithPath: folder + "/forest.theme"))
            let json = try await runCommand(builtExecutable("themeswitch-settings"), [folder + "/forest.json"], environment: session.environment)
            #expect(json.status == 0, "\(json.standardError)")
            #expect(await session.eventually { try await own().count == 2 }, "the token file named .json is imported")
            // The same text as a .theme file: what the daemon says of it, asked by the command line.
            let refusal = try await runCommand(builtExecutable("themeswitch"), ["theme", "import", "--format", "theme", folder + "/forest.theme"],
                                               environment: session.environment)
            let reason = try #require(refusal.standardError.split(separator: "\n").first?.split(separator: "(").first?
                .split(separator: " ").dropFirst().joined(separator: " "), "\(refusal.standardError)")
            #expect(refusal.status != 0 && reason.count > 10, "\(refusal.standardError)")
            let theme = try await runCommand(builtExecutable("themeswitch-settings"), [folder + "/forest.theme"], environment: session.environment)
            #expect(theme.status == 0, "\(theme.standardError)")
            try await session.drive("shows", reason)
            let themes = try await own().map(\.id)
            #expect(themes.count == 2, "the token file named .theme is not imported: \(themes)")
        }
    }
}
