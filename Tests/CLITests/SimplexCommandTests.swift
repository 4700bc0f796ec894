import Foundation
import Testing
import TestSupport

/// Issue 20 §3 through the CLI and the real daemon: SimpleX Chat's exported themes imported and
/// exported, checked with Python's yaml (Debian's python3-yaml); issue 25 §3's wallpaper scale.
@Suite("SimpleX themes and wallpaper scale", .serialized, .timeLimit(.minutes(2)))
struct SimplexCommandTests {
    /// SimpleX's own sample, docs/themes/example.theme in simplex-chat (its "SimpleX" dark blue
    /// theme), with the fields newer versions write and two SimpleX does not.
    static let example = """
        themeId: "2a4b3c5d-1e2f-4a5b-8c9d-0e1f2a3b4c5d"
        base: "SIMPLEX"
        colors:
          accent: "#ff70f0f9"
          accentVariant: "#ff1298a5"
          secondary: "#ff8b8786"
          secondaryVariant: "#ff2c464d"
          background: "#ff111528"
          menus: "#ff121c37"
          title: "#ff267be5"
          sentMessage: "#1e45b8ff"
          receivedMessage: "#20b1b0b5"
          toolbar: "#ff121c37"
          glow: "#ff00ff00"
        wallpaper:
          preset: "school"
          scale: 0.75
          tint: "#ff0e2b4d"
        mood: "calm"

        """

    private func write(_ text: String, _ name: String, in cli: CLIFixture) throws -> String {
        let file = cli.bus.root.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The file as Python's yaml reads it: `base` and the colors, after checking the shape SimpleX
    /// decodes (a string base of its four, every color `#aarrggbb`, known keys only).
    static let validator = """
        import re, sys, yaml
        doc = yaml.safe_load(open(sys.argv[1]))
        assert set(doc) <= {"themeId", "base", "colors", "wallpaper"}, doc.keys()
        assert doc["base"] in ("LIGHT", "DARK", "SIMPLEX", "BLACK"), doc["base"]
        keys = ["accent", "accentVariant", "secondary", "secondaryVariant", "background", "menus", "title",
                "accentVariant2", "sentMessage", "sentReply", "receivedMessage", "receivedReply"]
        assert list(doc["colors"]) == keys, list(doc["colors"])
        for value in doc["colors"].values():
            assert re.fullmatch(r"#[0-9a-f]{8}", value), value
        wallpaper = doc.get("wallpaper", {})
        assert set(wallpaper) <= {"preset", "scale", "background", "tint"}, wallpaper
        for key in ("background", "tint"):
            assert key not in wallpaper or re.fullmatch(r"#[0-9a-f]{8}", wallpaper[key]), wallpaper
        print(doc["base"], " ".join(doc["colors"][key] for key in keys), wallpaper.get("preset", "-"))
        """

    private func checked(_ path: String) async throws -> String {
        let result = try await runCommand("/usr/bin/python3", ["-c", Self.validator, path])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test func simplexsSampleImportsWithAWarningPerIgnoredFieldAndShowsItsColors() async throws {
        try await withDaemon { cli in
            let source = try write(Self.example, "example.theme", in: cli)
            let imported = try await cli.run("theme", "import", source)
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput == "simplex-simplex\n")
            for warning in ["colors.toolbar has no themeswitch token", "unknown color 'colors.glow'", "unknown field 'mood'"] {
                #expect(cli.daemon.log.contains("imported theme simplex-simplex: warning: \(warning)"), "\(cli.daemon.log)")
                // The user who imports sees them too, on standard error.
                #expect(imported.standardError.contains("warning: \(warning)"), "\(imported.standardError)")
            }
            #expect(try await cli.run("apply", "simplex-simplex").status == 0)
            #expect(try await cli.run("scheme", "dark").status == 0)
            func get(_ key: String) async throws -> String { try await cli.run("get", key).standardOutput }
            #expect(try await get("color.accent") == "#70F0F9\n")
            #expect(try await get("color.background") == "#111528\n")
            #expect(try await get("color.surface") == "#121C37\n")
            #expect(try await get("color.chat.title") == "#267BE5\n")
            // #45B8FF at 30/255 over #111528, as SimpleX draws it: (17 + 52 × 0.118, 21 + 163 × 0.118, 40 + 215 × 0.118).
            #expect(try await get("color.chat.sentMessage") == "#172841\n")
            // The preset is the theme's own wallpaper (issue 25 §1), shown while the user has chosen none.
            #expect(try await get("wallpaper.preset") == "school\n")
            #expect(try await get("wallpaper.scale") == "0.75\n")
            // The wallpaper's tint is the theme's `wallpaper.tint` (issue 25 §4), over the preset's own.
            #expect(!cli.daemon.log.contains("wallpaper.tint"), "\(cli.daemon.log)")
            #expect(try await get("wallpaper.tint") == "#0E2B4D\n")
            // The light scheme keeps the blank template's backgrounds, tinted by the school preset (the
            // theme sets none there), and takes the accent, fitted there.
            #expect(try await cli.run("scheme", "light").status == 0)
            let light = try await get("color.background")
            #expect(light != "#111528\n" && light != "#FFFFFF\n")
            #expect(try await get("wallpaper.background") == light)
            #expect(try await get("color.accent") != "#70F0F9\n")
        }
    }

    @Test func aMalformedFileIsRefusedWholeInOneSentence() async throws {
        try await withDaemon { cli in
            let before = try await cli.run("list").standardOutput
            for (text, reason) in [
                ("base: \"PURPLE\"\ncolors:\n  accent: \"#ff70f0f9\"\n", "base 'PURPLE' is not a SimpleX base theme; expected one of LIGHT, DARK, SIMPLEX, BLACK"),
                ("base: \"DARK\"\ncolors:\n  accent: \"#70f0f9ff00\"\n", "colors.accent '#70f0f9ff00' is not a color; expected #AARRGGBB or #RRGGBB"),
                ("base: \"DARK\"\nwallpaper:\n  scaleType: \"stretch\"\n", "wallpaper.scaleType 'stretch' is not valid; expected fill, fit or repeat"),
                ("base: \"DARK\"\nwallpaper:\n  tint: \"blue\"\n", "wallpaper.tint 'blue' is not a color; expected #AARRGGBB or #RRGGBB"),
                ("themeId: \"x\"\ncolors: [1, 2]\n", "'colors' is not a mapping"),
            ] {
                let file = try write(text, "bad.theme", in: cli)
                let result = try await cli.run("theme", "import", file, "--format", "simplex")
                #expect(result.status != 0)
                #expect(result.standardError.contains(reason), "\(result.standardError)")
                #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
            }
            #expect(try await cli.run("list").standardOutput == before, "nothing was added")
        }
    }

    @Test func anExportIsWhatSimpleXReadsAndRoundTrips() async throws {
        try await withDaemon { cli in
            let source = try write(Self.example, "example.theme", in: cli)
            #expect(try await cli.run("theme", "import", source).status == 0)
            let first = cli.bus.root.appendingPathComponent("first.theme").path
            let exported = try await cli.run("theme", "export", "simplex-simplex", "--format", "simplex", "--scheme", "dark", "-o", first)
            #expect(exported.status == 0, "\(exported.standardError)")
            let firstColors = try await checked(first)
            // SimpleX's own colors come back as SimpleX wrote them (the bubbles solid, as drawn).
            #expect(firstColors.hasPrefix("SIMPLEX #ff70f0f9 #ff1298a5 #ff8b8786 #ff2c464d #ff111528 #ff121c37 #ff267be5 "), "\(firstColors)")
            #expect(firstColors.contains(" #ff172841 "), "\(firstColors)")
            #expect(firstColors.hasSuffix(" school\n"), "the theme's wallpaper goes with it: \(firstColors)")
            #expect(try String(contentsOfFile: first, encoding: .utf8).contains("  tint: \"#ff0e2b4d\"\n"), "and its tint")
            #expect(try String(contentsOfFile: first, encoding: .utf8).hasPrefix("themeId: \"simplex-simplex\"\nbase: \"SIMPLEX\"\ncolors:\n  accent: \"#ff70f0f9\"\n"))
            // Importing the export and exporting again gives the same file's colors.
            let again = try await cli.run("theme", "import", first)
            #expect(again.status == 0, "\(again.standardError)")
            let id = again.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            let second = cli.bus.root.appendingPathComponent("second.theme").path
            #expect(try await cli.run("theme", "export", id, "--format", "simplex", "--scheme", "dark", "-o", second).status == 0)
            #expect(try await checked(second) == firstColors)
            // A light export of a built-in is a LIGHT theme.
            let light = cli.bus.root.appendingPathComponent("light.theme").path
            #expect(try await cli.run("theme", "export", "midnight", "--format", "simplex", "-o", light).status == 0)
            #expect(try await checked(light).hasPrefix("LIGHT "))
        }
    }

    /// Issue 25 §1: a theme carries its wallpaper in the `.theme` file, the YAML theme and DTCG's
    /// `$extensions`; applying it shows the wallpaper unless the user chose one.
    @Test func aThemesOwnWallpaperShowsUntilTheUserChoosesOneAndTravelsInEveryFormat() async throws {
        try await withDaemon { cli in
            let theme = """
                {"format": "themeswitch-theme", "version": 1, "id": "dusk", "name": "Dusk", "tags": [], "category": "soft",
                 "template": "default", "light": {"color.accent": "#8E44AD"}, "dark": {},
                 "wallpaper": {"kind": "gradient", "gradient": "linear", "colors": ["#2C3E50", "#FD746C"], "angle": 135, "scale": 1.5}}
                """
            let file = try write(theme, "dusk.theme", in: cli)
            let imported = try await cli.run("theme", "import", file)
            #expect(imported.standardOutput == "dusk\n", "\(imported.standardError)")
            func get(_ key: String) async throws -> String { try await cli.run("get", key).standardOutput }
            #expect(try await get("wallpaper.kind") == "none\n")
            #expect(try await cli.run("apply", "dusk").status == 0)
            #expect(try await get("wallpaper.kind") == "gradient\n")
            #expect(try await get("wallpaper.colors") == "#2C3E50,#FD746C\n")
            #expect(try await get("wallpaper.scale") == "1.5\n")
            // The user's choice wins; clearing it brings the theme's back.
            #expect(try await cli.run("wallpaper", "set", "cats").status == 0)
            #expect(try await get("wallpaper.preset") == "cats\n")
            #expect(try await cli.run("wallpaper", "clear").status == 0)
            #expect(try await get("wallpaper.kind") == "gradient\n")
            // Every theme format carries it: export, delete, import again.
            for format in ["theme", "yaml", "dtcg"] {
                let path = cli.bus.root.appendingPathComponent("dusk.\(format)").path
                #expect(try await cli.run("theme", "export", "dusk", "--format", format, "-o", path).status == 0)
                let again = try await cli.run("theme", "import", path)
                #expect(again.status == 0, "\(format): \(again.standardError)")
                let id = again.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(try await cli.run("apply", id).status == 0)
                #expect(try await get("wallpaper.colors") == "#2C3E50,#FD746C\n", "\(format)")
                #expect(try await get("wallpaper.gradient.angle") == "135.0\n", "\(format)")
            }
            // A pattern (seed 003's kind) is a theme's wallpaper too, and travels in the .theme file.
            let pattern = try write(theme.replacingOccurrences(of: "\"id\": \"dusk\"", with: "\"id\": \"tiles\"")
                .replacingOccurrences(of: "\"kind\": \"gradient\", \"gradient\": \"linear\", \"colors\": [\"#2C3E50\", \"#FD746C\"], \"angle\": 135",
                                      with: "\"kind\": \"pattern\", \"preset\": \"cats\""), "tiles.theme", in: cli)
            #expect(try await cli.run("theme", "import", pattern).standardOutput == "tiles\n")
            let tilesFile = cli.bus.root.appendingPathComponent("tiles.export.theme").path
            #expect(try await cli.run("theme", "export", "tiles", "--format", "theme", "-o", tilesFile).status == 0)
            #expect(try String(contentsOfFile: tilesFile, encoding: .utf8).contains("\"kind\": \"pattern\""))
            #expect(try await cli.run("apply", "tiles").status == 0)
            #expect(try await get("wallpaper.kind") == "pattern\n")
            #expect(try await get("wallpaper.preset") == "cats\n")
            // An image is the user's own: a theme file naming one is refused whole.
            let image = try write(theme.replacingOccurrences(of: "\"kind\": \"gradient\"", with: "\"kind\": \"image\""), "bad.theme", in: cli)
            let refused = try await cli.run("theme", "import", image)
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("expected preset, pattern or gradient"), "\(refused.standardError)")
        }
    }

    /// Seed 004's chat colors through the daemon: published, overridable globally and per app, and
    /// a preset wallpaper gives SimpleX's bubbles.
    @Test func chatColorsArePublishedOverridableAndTintedByAPreset() async throws {
        try await withDaemon { cli in
            func get(_ key: String, _ extra: String...) async throws -> String {
                try await themeswitch(["get", key, "--bus-address", cli.bus.address] + extra).standardOutput
            }
            #expect(try await cli.run("scheme", "light").status == 0)
            let derived = try await get("color.chat.sentMessage")
            #expect(derived.hasPrefix("#") && derived != "#FFFFFF\n")
            #expect(try await cli.run("override", "set", "color.chat.sentMessage", "#FFE0B2", "--app", "org.example.Chat").status == 0)
            let app = try await cli.run("tokens", "--app", "org.example.Chat")
            #expect(app.standardOutput.contains("\"color.chat.sentMessage\": \"#FFE0B2\""), "\(app.standardOutput.prefix(200))")
            #expect(try await get("color.chat.sentMessage") == derived, "the global set keeps the derived color")
            let refused = try await cli.run("override", "set", "color.chat.title", "blue")
            #expect(refused.status != 0)
            #expect(refused.standardError.split(separator: "\n").count == 1)
            #expect(try await cli.run("wallpaper", "set", "school").status == 0)
            // SimpleX's school bubbles for its Light theme (ChatWallpaper.kt), on the default theme.
            #expect(try await get("color.chat.sentMessage") == "#EEF9FF\n")
            #expect(try await get("color.chat.receivedQuote") == "#E4E8EE\n")
        }
    }

    @Test func theWallpaperScaleAndScaleTypeAreTokensSetThroughTheCLIAndDBus() async throws {
        try await withDaemon { cli in
            func get(_ key: String) async throws -> String { try await cli.run("get", key).standardOutput }
            #expect(try await get("wallpaper.scale") == "1.0\n")
            #expect(try await get("wallpaper.scaleType") == "fill\n")
            #expect(try await cli.run("wallpaper", "set", "cats", "--scale", "0.75").status == 0)
            #expect(try await get("wallpaper.scale") == "0.75\n")
            #expect(try await get("wallpaper.preset") == "cats\n")
            #expect(try await cli.run("wallpaper", "set", "--scale-type", "repeat").status == 0)
            #expect(try await get("wallpaper.scaleType") == "repeat\n")
            #expect(try await get("wallpaper.scale") == "0.75\n", "a scale type alone keeps the scale")
            let tooLarge = try await cli.run("wallpaper", "set", "--scale", "3")
            #expect(tooLarge.status == 64)
            #expect(tooLarge.standardError == "invalid --scale '3.0': use a number from 0.5 to 2\n")
            let stretch = try await cli.run("wallpaper", "set", "--scale-type", "stretch")
            #expect(stretch.status == 64)
            #expect(stretch.standardError.contains("invalid --scale-type 'stretch': use fill, fit or repeat"), "\(stretch.standardError)")
            // Over D-Bus with busctl: the keys `scale` (d) and `scale-type` (s), checked by the daemon.
            let busctl = { (arguments: [String]) in
                try await runCommand("/usr/bin/busctl", ["--address=\(cli.bus.address)", "call", "org.themeswitch.Theme1",
                                                         "/org/themeswitch/Theme1", "org.themeswitch.Theme1", "SetWallpaper", "a{sv}"] + arguments)
            }
            let set = try await busctl(["2", "scale", "d", "1.5", "scale-type", "s", "fit"])
            #expect(set.status == 0, "\(set.standardError)")
            #expect(try await get("wallpaper.scale") == "1.5\n")
            #expect(try await get("wallpaper.scaleType") == "fit\n")
            let refused = try await busctl(["1", "scale", "d", "0.1"])
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("the scale 0.1 is not valid: expected a number from 0.5 to 2"), "\(refused.standardError)")
            let wrongType = try await busctl(["1", "scale-type", "s", "tile"])
            #expect(wrongType.standardError.contains("scale type 'tile'"), "\(wrongType.standardError)")
            #expect(try await get("wallpaper.scale") == "1.5\n", "a refused request changes nothing")
        }
    }
}
