import Foundation
import Testing
import TestSupport

/// `themeswitch wallpaper list|set|clear` end to end (issue 12 §5).
@Suite("themeswitch wallpaper", .timeLimit(.minutes(1)))
struct WallpaperCommandTests {
    private func tokens(_ cli: CLIFixture) async throws -> [String: Any] {
        try #require(try parseJSON(try await cli.run("tokens").standardOutput) as? [String: Any])
    }

    @Test func setListAndClear() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("scheme", "light").status == 0)
            #expect(try await cli.run("wallpaper", "set", "cats", "--intensity", "0.8").status == 0)
            let list = try await cli.run("wallpaper", "list").standardOutput.split(separator: "\n").map(String.init)
            #expect(list.count == 6)
            #expect(list.first == "cats\t#F8F6EA\t#EFDCA6\tcats on a warm beige\tcurrent")
            #expect(list.contains { $0.hasPrefix("school\t") && $0.hasSuffix("\tdefault") })
            var set = try await tokens(cli)
            #expect(set["wallpaper.preset"] as? String == "cats")
            #expect(set["wallpaper.intensity"] as? Double == 0.8)
            #expect(try await cli.run("get", "color.background").standardOutput == "#F8F6EA\n")

            #expect(try await cli.run("wallpaper", "set", "--gradient", "angular", "--colors", "#112233, #445566,#778899", "--angle=-45").status == 0)
            set = try await tokens(cli)
            #expect(set["wallpaper.kind"] as? String == "gradient")
            #expect(set["wallpaper.colors"] as? String == "#112233,#445566,#778899")
            #expect(set["wallpaper.gradient.angle"] as? Double == 315)

            let image = cli.bus.root.appendingPathComponent("sky.jpg")
            try FileManager.default.copyItem(atPath: TestImages.photographPath(), toPath: image.path)
            #expect(try await cli.run("wallpaper", "set", "--image", image.path, "--blur", "0.4").status == 0)
            set = try await tokens(cli)
            #expect((set["wallpaper.image"] as? String)?.hasSuffix(".jpg") == true)
            #expect(set["wallpaper.blur"] as? Double == 0.4)

            #expect(try await cli.run("wallpaper", "clear").status == 0)
            set = try await tokens(cli)
            #expect(set["wallpaper.kind"] as? String == "none")
            #expect(set["color.background"] as? String == "#FFFFFF")
        }
    }

    @Test func badInputIsOneSentenceAndChangesNothing() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("wallpaper", "set", "hearts").status == 0)
            // A bad value is a usage error (64, refused by the parser); what only the daemon can
            // judge (the colors, the file) it refuses (1). Either way one sentence on one line.
            for (arguments, status, words) in [
                (["set", "--gradient", "linear", "--colors", "#112233"], 1, "a gradient has 1 color; expected 2 to 8"),
                (["set", "kitten"], 64, "unknown wallpaper preset 'kitten'"),
                (["set", "--intensity", "2"], 64, "invalid --intensity '2.0': use a number from 0 to 1"),
                (["set", "--blur", "1.5"], 64, "invalid --blur '1.5': use a number from 0 to 1"),
                (["set", "--gradient", "diagonal", "--colors", "#112233,#445566"], 64, "invalid --gradient 'diagonal': use linear, radial or angular"),
                (["set", "--image", "/etc/hostname"], 1, "is not a PNG, JPEG or WebP image"),
                (["set", "cats", "--gradient", "linear"], 64, "give only one of a preset, --pattern, --gradient or --image"),
                (["set"], 64, "give a preset, --pattern, --gradient, --image, --intensity, --blur, --scale or --scale-type"),
            ] {
                let result = try await themeswitch(["wallpaper"] + arguments + ["--bus-address", cli.bus.address])
                #expect(result.status == Int32(status), "\(arguments): \(result)")
                #expect(result.standardError.contains(words), "\(arguments): \(result.standardError)")
                #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
            }
            #expect(try await tokens(cli)["wallpaper.preset"] as? String == "hearts")
        }
    }

    /// Issue 36 §3: an image is read whole through its decoder before it is accepted, so a
    /// half-downloaded JPEG, a truncated PNG and an empty file are refused in one sentence and
    /// nothing changes; a path named on the command line may be a chain of symlinks (Debian's
    /// wallpapers go through the alternatives system), which the CLI resolves for the daemon.
    @Test func damagedImagesAreRefusedWholeAndSymlinkedOnesAreTaken() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("wallpaper", "set", "hearts").status == 0)
            let photo = Array(try Data(contentsOf: URL(fileURLWithPath: TestImages.photographPath(3))))
            let png = TestImages.png(width: 64, height: 64)
            let cases: [(String, [UInt8], String)] = [
                ("half.jpg", Array(photo.prefix(photo.count / 2)), "is a damaged JPEG image"),
                ("cut.png", Array(png.prefix(png.count - 40)), "is a damaged PNG image"),
                ("empty.jpg", [], "is empty"),
            ]
            for (name, bytes, words) in cases {
                let file = cli.bus.root.appendingPathComponent(name)
                try Data(bytes).write(to: file)
                let result = try await themeswitch(["wallpaper", "set", "--image", file.path, "--bus-address", cli.bus.address])
                #expect(result.status == 1 && result.standardError.contains("'\(file.path)' \(words)"), "\(name): \(result)")
                #expect(result.standardError.split(separator: "\n").count == 1, "\(name): \(result.standardError)")
            }
            #expect(try await tokens(cli)["wallpaper.preset"] as? String == "hearts")

            // desktop-background → /etc/alternatives-like link → the real file, relative links included.
            let images = cli.bus.root.appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            try Data(photo).write(to: images.appendingPathComponent("lines.jpg"))
            try FileManager.default.createSymbolicLink(atPath: images.appendingPathComponent("alternative").path, withDestinationPath: "lines.jpg")
            let named = cli.bus.root.appendingPathComponent("desktop-background")
            try FileManager.default.createSymbolicLink(atPath: named.path, withDestinationPath: images.appendingPathComponent("alternative").path)
            let taken = try await themeswitch(["wallpaper", "set", "--image", named.path, "--bus-address", cli.bus.address])
            #expect(taken.status == 0, "\(taken)")
            #expect((try await tokens(cli)["wallpaper.image"] as? String)?.hasSuffix(".jpg") == true)
        }
    }

    @Test func perAppWallpapersPatternsAndWallpaperColorsFromTheCommandLine() async throws {
        try await withDaemon { cli in
            #expect(try await cli.run("scheme", "light").status == 0)
            #expect(try await cli.run("wallpaper", "set", "--pattern", "kids", "--app", "org.example.Chat").status == 0)
            #expect(try await cli.run("wallpaper", "set", "school", "--app", "org.example.Chat", "--context", "team").status == 0)
            let app = try #require(try parseJSON(try await cli.run("tokens", "--app", "org.example.Chat").standardOutput) as? [String: Any])
            #expect(app["wallpaper.kind"] as? String == "pattern")
            #expect(app["wallpaper.blurRadius"] as? Double == 6.4)
            let team = try #require(try parseJSON(try await cli.run("tokens", "--app", "org.example.Chat", "--context", "team").standardOutput) as? [String: Any])
            #expect(team["wallpaper.preset"] as? String == "school")
            #expect(try await tokens(cli)["wallpaper.kind"] as? String == "none", "the global set keeps none")

            let listed = try #require(try parseJSON(try await cli.run("wallpaper", "list", "--json").standardOutput) as? [[String: Any]])
            let apps = listed.filter { $0["app"] != nil }
            #expect(apps.map { "\($0["context"] ?? "") \($0["kind"] ?? "") \($0["shows"] ?? "")" } == [" pattern kids", "team preset school"])

            // The wallpaper colors are overridden like any color, at any scope.
            #expect(try await cli.run("override", "set", "wallpaper.tint", "#123456", "--app", "org.example.Chat").status == 0)
            #expect(try await cli.run("get", "wallpaper.tint", "--app", "org.example.Chat").standardOutput == "#123456\n")
            let list = try await cli.run("override", "list").standardOutput
            #expect(list.contains("org.example.Chat\tlight\twallpaper.tint\t#123456"), "\(list)")

            let bad = try await themeswitch(["wallpaper", "clear", "--context", "team", "--bus-address", cli.bus.address])
            #expect(bad.status == 64)
            #expect(bad.standardError.contains("--context needs --app"))
            let missing = try await themeswitch(["wallpaper", "clear", "--app", "org.example.Mail", "--bus-address", cli.bus.address])
            #expect(missing.status == 1)
            #expect(missing.standardError.contains("app 'org.example.Mail' has no wallpaper of its own; nothing was cleared"))
            #expect(try await cli.run("wallpaper", "clear", "--app", "org.example.Chat", "--context", "team").status == 0)
            #expect(try await cli.run("wallpaper", "list").standardOutput.split(separator: "\n").filter { $0.hasPrefix("app\t") }.count == 1)
        }
    }

    @Test func aThemesWallpaperBackgroundIsAuditedLikeItsOtherColors() async throws {
        try await withDaemon { cli in
            let id = try await cli.run("theme", "new", "Night Chat", "--from", "default").standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try await cli.run("audit", id).status == 0)
            #expect(try await cli.run("audit", id).standardOutput.contains("ok    "), "the wallpaper pairs pass while it follows the background")
            #expect(try await cli.run("theme", "set", id, "wallpaper.background", "#202020", "--scheme", "light").status == 0)
            let audit = try await cli.run("audit", id)
            #expect(audit.status == 1)
            // Dark text on #202020: far below 7:1 (in light only; dark keeps its own background and passes).
            let failing = audit.standardOutput.split(separator: "\n").filter { $0.contains("on wallpaper.background") && $0.contains("FAIL") }
            #expect(failing.count == 3, "\(audit.standardOutput)")
            let primary = try #require(failing.first { $0.contains("min 7.00:1  color.textPrimary on wallpaper.background  (headings over the wallpaper)") })
            let ratio = try #require(Double(primary.split(separator: " ")[1].dropLast(2)))
            #expect(ratio < 1.5, "\(primary)")
            #expect(audit.standardOutput.contains("3 failing pairs"))
            let report = try await cli.run("theme", "validate", id).standardOutput
            #expect(report.contains("error: light.wallpaper.background: color.textPrimary on wallpaper.background"), "\(report)")
        }
    }
}
