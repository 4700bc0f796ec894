import DBus
import Foundation
import TestSupport
import Testing
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// Wallpapers through the running daemon (issue 12 §5): presets, gradients and images are
/// persisted and published; bad requests change no state and no file; a restart keeps them.
@Suite(.timeLimit(.minutes(1))) struct WallpaperServiceTests {
    static let pngHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func changes(_ entries: [String: Value]) -> Value {
        .dictionary(key: "s", value: "v", entries.sorted { $0.key < $1.key }.map { DictionaryEntry(.string($0.key), .variant($0.value)) })
    }

    private static func tokens(_ fixture: DaemonFixture) async throws -> [String: Value] {
        (try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
    }

    private static func wallpaperDirectory(_ bus: PrivateBus) -> URL {
        bus.root.appendingPathComponent("data/themeswitch/wallpapers")
    }

    private static func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// A small real PNG, its pixels set by `seed`.
    private static func writePNG(_ url: URL, seed: UInt8) throws {
        try Data(TestImages.png(width: 16, height: 4, seed: seed)).write(to: url)
    }

    @Test func aPresetIsPublishedAndTintsTheBackground() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            let serial = try await fixture.property("Serial").uint64 ?? 0
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("cats"), "intensity": .double(0.6)])])
            #expect(try await fixture.property("Serial").uint64 == serial + 1)
            let tokens = try await Self.tokens(fixture)
            #expect(tokens["wallpaper.kind"] == .string("preset"))
            #expect(tokens["wallpaper.preset"] == .string("cats"))
            #expect(tokens["wallpaper.intensity"] == .double(0.6))
            // SimpleX's light cats background, on the default theme.
            #expect(tokens["color.background"] == .string("#F8F6EA"))
            #expect(tokens["wallpaper.background"] == .string("#F8F6EA"))

            // Intensity alone keeps the preset; an empty preset name is the default, school.
            try await fixture.call("SetWallpaper", [Self.changes(["blur": .double(0.3)])])
            #expect(try await Self.tokens(fixture)["wallpaper.preset"] == .string("cats"))
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("")])])
            let school = try await Self.tokens(fixture)
            #expect(school["wallpaper.preset"] == .string("school"))
            #expect(school["wallpaper.blur"] == .double(0.3))

            let presets = try await fixture.call("ListWallpapers")[0].array?.compactMap(\.structure) ?? []
            #expect(presets.compactMap { $0.first?.string } == ["cats", "flowers", "hearts", "kids", "school", "travel"])
            #expect(presets.filter { $0.last == .bool(true) }.compactMap { $0.first?.string } == ["school"])
            #expect(presets.first?[2] == .string("#F8F6EA"))

            try await fixture.call("ClearWallpaper")
            let cleared = try await Self.tokens(fixture)
            #expect(cleared["wallpaper.kind"] == .string("none"))
            #expect(cleared["color.background"] == .string("#FFFFFF"))
        }
    }

    @Test func aGradientIsPublished() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetWallpaper", [Self.changes([
                "gradient": .string("radial"), "colors": .array(element: "s", [.string("#112233"), .string("#445566"), .string("#778899")]),
                "angle": .double(450),
            ])])
            let tokens = try await Self.tokens(fixture)
            #expect(tokens["wallpaper.kind"] == .string("gradient"))
            #expect(tokens["wallpaper.gradient.kind"] == .string("radial"))
            #expect(tokens["wallpaper.colors"] == .string("#112233,#445566,#778899"))
            #expect(tokens["wallpaper.gradient.angle"] == .double(90))
        }
    }

    @Test func anImageIsCopiedUnderItsHashAndTheOldCopyRemoved() async throws {
        try await withDaemon { fixture in
            let source = fixture.bus.root.appendingPathComponent("beach.png")
            try Self.writePNG(source, seed: 3)
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(source.path)])])
            let sha = try await runCommand("sha256sum", [source.path]).standardOutput.split(separator: " ").first.map(String.init) ?? ""
            let copy = Self.wallpaperDirectory(fixture.bus).appendingPathComponent("\(sha).png")
            #expect(try await Self.tokens(fixture)["wallpaper.image"] == .string(copy.path))
            #expect(try Data(contentsOf: copy) == Data(contentsOf: source))
            #expect((try FileManager.default.attributesOfItem(atPath: copy.path)[.posixPermissions] as? Int) == 0o600)

            // A JPEG under a .png name is recognised by its bytes; the first copy goes.
            let jpeg = fixture.bus.root.appendingPathComponent("photo.png")
            try FileManager.default.copyItem(atPath: TestImages.photographPath(), toPath: jpeg.path)
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(jpeg.path)])])
            let files = Self.files(in: Self.wallpaperDirectory(fixture.bus))
            #expect(files.count == 1 && files.first?.hasSuffix(".jpg") == true)
            // Clearing removes the copy nothing names any more.
            try await fixture.call("ClearWallpaper")
            #expect(Self.files(in: Self.wallpaperDirectory(fixture.bus)).isEmpty)
        }
    }

    @Test func badRequestsChangeNoStateAndNoFile() async throws {
        try await withDaemon { fixture in
            let source = fixture.bus.root.appendingPathComponent("ok.png")
            try Self.writePNG(source, seed: 5)
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(source.path), "intensity": .double(0.5)])])
            let before = try Data(contentsOf: fixture.settingsFile)
            let serial = try await fixture.property("Serial")
            let copies = Self.files(in: Self.wallpaperDirectory(fixture.bus))

            let text = fixture.bus.root.appendingPathComponent("notes.png")
            try Data("just some text, renamed\n".utf8).write(to: text)
            let huge = fixture.bus.root.appendingPathComponent("huge.png")
            try Data(Self.pngHeader + Array(repeating: 0, count: 30 * 1024 * 1024)).write(to: huge)
            let link = fixture.bus.root.appendingPathComponent("shadow.png")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc/shadow")
            let fifo = fixture.bus.root.appendingPathComponent("pipe.png")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let colors = { (count: Int) in Value.array(element: "s", Array(repeating: .string("#123456"), count: count)) }

            func expectError(_ name: String, _ entries: [String: Value], saying words: String) async {
                let error = await #expect(throws: DBusError.self) { try await fixture.call("SetWallpaper", [Self.changes(entries)]) }
                #expect(error?.name == "org.themeswitch.Theme1.Error." + name, "\(entries) \(String(describing: error))")
                #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
            }
            await expectError("InvalidArgument", ["gradient": .string("linear"), "colors": colors(1)], saying: "1 color; expected 2 to 8")
            await expectError("InvalidArgument", ["gradient": .string("linear"), "colors": colors(9)], saying: "9 colors; expected 2 to 8")
            await expectError("InvalidArgument", ["gradient": .string("linear"), "colors": colors(2), "angle": .double(.nan)],
                              saying: "the angle nan is not valid")
            await expectError("InvalidArgument", ["gradient": .string("conic"), "colors": colors(2)], saying: "linear, radial, angular")
            await expectError("InvalidArgument", ["image": .string(text.path)], saying: "is not a PNG, JPEG or WebP image")
            await expectError("TooLarge", ["image": .string(huge.path)], saying: "at most 20971520 (20 MiB)")
            await expectError("InvalidArgument", ["image": .string(link.path)], saying: "is a symbolic link")
            await expectError("InvalidArgument", ["image": .string(fifo.path)], saying: "is a FIFO (named pipe), not a regular file")
            await expectError("InvalidArgument", ["image": .string("relative.png")], saying: "is relative")
            await expectError("NotFound", ["image": .string(fixture.bus.root.appendingPathComponent("missing.png").path)], saying: "no image file")
            await expectError("InvalidArgument", ["preset": .string("cat")], saying: "did you mean 'cats'?")
            await expectError("InvalidArgument", ["preset": .string("cats"), "gradient": .string("linear")], saying: "one of a preset, a pattern, a gradient or an image")
            await expectError("InvalidArgument", ["intensity": .double(1.5)], saying: "expected a number from 0 to 1")
            await expectError("InvalidArgument", ["blur": .string("high")], saying: "must be a number (d)")
            await expectError("InvalidArgument", ["wallpaper": .string("cats")], saying: "unknown wallpaper key 'wallpaper'")
            await expectError("InvalidArgument", [:], saying: "needs at least one of")

            #expect(try Data(contentsOf: fixture.settingsFile) == before)
            #expect(try await fixture.property("Serial") == serial)
            #expect(Self.files(in: Self.wallpaperDirectory(fixture.bus)) == copies)
            #expect(try await Self.tokens(fixture)["wallpaper.intensity"] == .double(0.5))
        }
    }

    @Test func theWallpaperAndStyleOverridesSurviveARestartOfTheRealDaemon() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let connection = try Connection(bus: .address(bus.address))
        defer { connection.close() }
        func call(_ method: String, _ arguments: [Value] = []) async throws -> [Value] {
            try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                      method: method, arguments: arguments).arguments
        }
        func tokens() async throws -> [String: Value] {
            (try await call("GetTokens", [.string("")])[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
        }
        let image = bus.root.appendingPathComponent("kept.png")
        try Self.writePNG(image, seed: 9)
        _ = try await call("SetWallpaper", [Self.changes(["image": .string(image.path), "blur": .double(0.25)])])
        _ = try await call("SetOverride", [.string("component.bubble.tail"), .variant(.bool(false)), .string("both"), .string(""), .string("")])
        _ = try await call("SetOverride", [.string("component.bubble.roundness"), .variant(.double(0.2)), .string("both"), .string(""), .string("")])
        let before = try await tokens()
        #expect(before["component.bubble.tail"] == .bool(false))
        #expect(await daemon.stop() == 0)

        let again = try await DaemonProcess(on: bus)
        let after = try await tokens()
        for key in ["wallpaper.kind", "wallpaper.image", "wallpaper.blur", "component.bubble.tail", "component.bubble.roundness"] {
            #expect(after[key] == before[key], "\(key)")
        }
        #expect(after["wallpaper.kind"] == .string("image"))
        #expect(after["component.bubble.roundness"] == .double(0.2))
        #expect(await again.stop() == 0)
    }
}
