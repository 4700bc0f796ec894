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
            try Data(TestImages.jpegHeader(width: 640, height: 480) + Array(repeating: 1, count: 16)).write(to: image)
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
                (["set", "cats", "--gradient", "linear"], 64, "give only one of a preset, --gradient or --image"),
                (["set"], 64, "give a preset, --gradient, --image, --intensity, --blur, --scale or --scale-type"),
            ] {
                let result = try await themeswitch(["wallpaper"] + arguments + ["--bus-address", cli.bus.address])
                #expect(result.status == Int32(status), "\(arguments): \(result)")
                #expect(result.standardError.contains(words), "\(arguments): \(result.standardError)")
                #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments): \(result.standardError)")
            }
            #expect(try await tokens(cli)["wallpaper.preset"] as? String == "hearts")
        }
    }
}
