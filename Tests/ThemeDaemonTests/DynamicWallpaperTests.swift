import DBus
import Foundation
import TestSupport
import Testing
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// `SetWallpaper` with `dynamic` through the running daemon (issue 22): the theme's colors come
/// from a real JPEG (made by ImageMagick), published once; bad requests change nothing.
@Suite(.timeLimit(.minutes(2))) struct DynamicWallpaperTests {
    private static func changes(_ entries: [String: Value]) -> Value {
        .dictionary(key: "s", value: "v", entries.sorted { $0.key < $1.key }.map { DictionaryEntry(.string($0.key), .variant($0.value)) })
    }

    private static func tokens(_ fixture: DaemonFixture) async throws -> [String: Value] {
        (try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
    }

    private static func hue(_ value: Value?) throws -> Double {
        HCT(try RGBAColor(hex: value?.string ?? "")).hue
    }

    private static func difference(_ first: Double, _ second: Double) -> Double { 180 - abs(abs(first - second) - 180) }

    /// A mostly blue (#1565C0) picture with an orange (#EF6C00) third, as a JPEG.
    private static func makeJPEG(_ fixture: DaemonFixture) async throws -> String {
        let path = fixture.bus.root.appendingPathComponent("lake.jpg").path
        let made = try await runCommand("convert", ["-size", "960x540", "xc:#1565C0", "-fill", "#EF6C00",
                                                    "-draw", "rectangle 0,0 300,540", path], timeout: .seconds(60))
        #expect(made.status == 0, "\(made.standardError)")
        return path
    }

    @Test func theThemeTakesTheImagesColorsInOnePublication() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            let image = try await Self.makeJPEG(fixture)
            let plain = try await Self.tokens(fixture)
            // The portal's accent-color (a follower of the same publication), read from the backend.
            func portalAccent() async throws -> [Value] {
                try await fixture.client.call(destination: PortalBus.name, path: PortalBus.path, interface: PortalBus.interface,
                                              method: "Read", arguments: [.string(PortalBus.appearanceNamespace), .string("accent-color")]).arguments
            }
            let plainPortal = try await portalAccent()
            let serial = try await fixture.property("Serial").uint64 ?? 0
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(image), "dynamic": .bool(true)])])
            #expect(try await fixture.property("Serial").uint64 == serial + 1, "one publication")
            let dynamic = try await Self.tokens(fixture)
            #expect(dynamic["color.accent"] != plain["color.accent"])
            #expect(try await portalAccent() != plainPortal, "the portal's accent-color follows")
            #expect(Self.difference(try Self.hue(dynamic["color.accent"]), HCT(RGBAColor(rgb: 0x1565C0)).hue) <= 15)
            #expect(try String(contentsOf: fixture.settingsFile, encoding: .utf8).contains("\"dynamicStyle\""))

            // The second candidate is the orange, in the vibrant style.
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(image), "dynamic": .bool(true),
                                                                  "style": .string("vibrant"), "pick": .uint32(2)])])
            let orange = try await Self.tokens(fixture)
            #expect(Self.difference(try Self.hue(orange["color.accent"]), HCT(RGBAColor(rgb: 0xEF6C00)).hue) <= 15)

            // A preset gives the theme its own colors back.
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("cats")])])
            #expect(try await Self.tokens(fixture)["color.accent"] == plain["color.accent"])
        }
    }

    @Test func badDynamicRequestsChangeNothing() async throws {
        try await withDaemon { fixture in
            let image = try await Self.makeJPEG(fixture)
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(image), "dynamic": .bool(true)])])
            let before = try Data(contentsOf: fixture.settingsFile)
            let serial = try await fixture.property("Serial")
            let directory = fixture.bus.root.appendingPathComponent("data/themeswitch/wallpapers")
            let copies = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let damaged = fixture.bus.root.appendingPathComponent("damaged.png")
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 200)).write(to: damaged)

            func expectError(_ entries: [String: Value], saying words: String) async {
                let error = await #expect(throws: DBusError.self) { try await fixture.call("SetWallpaper", [Self.changes(entries)]) }
                #expect(error?.name == "org.themeswitch.Theme1.Error.InvalidArgument", "\(entries)")
                #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
            }
            await expectError(["image": .string(damaged.path), "dynamic": .bool(true)], saying: "the image is damaged")
            await expectError(["image": .string(image), "dynamic": .bool(true), "style": .string("pastel")], saying: "unknown style 'pastel'")
            await expectError(["image": .string(image), "dynamic": .bool(true), "pick": .uint32(9)], saying: "pick 9 is out of range")
            await expectError(["preset": .string("cats"), "dynamic": .bool(true)], saying: "give image with dynamic")
            await expectError(["image": .string(image), "style": .string("vibrant")], saying: "give dynamic (true)")
            await expectError(["image": .string(image), "dynamic": .string("yes")], saying: "must be a boolean (b)")

            #expect(try Data(contentsOf: fixture.settingsFile) == before)
            #expect(try await fixture.property("Serial") == serial)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == copies)
        }
    }

    /// The source and style are saved with the settings: a restarted daemon publishes the same
    /// colors without the image's original file.
    @Test func theColorsSurviveARestartOfTheRealDaemon() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let connection = try Connection(bus: .address(bus.address))
        defer { connection.close() }
        func call(_ method: String, _ arguments: [Value] = []) async throws -> [Value] {
            try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                      method: method, arguments: arguments).arguments
        }
        func accent() async throws -> Value? {
            (try await call("GetTokens", [.string("")])[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)["color.accent"]
        }
        let image = bus.root.appendingPathComponent("dune.png").path
        let made = try await runCommand("convert", ["-size", "320x180", "xc:#C77C02", image], timeout: .seconds(60))
        #expect(made.status == 0)
        _ = try await call("SetWallpaper", [Self.changes(["image": .string(image), "dynamic": .bool(true), "style": .string("expressive")])])
        let before = try await accent()
        #expect(await daemon.stop() == 0)
        try FileManager.default.removeItem(atPath: image)

        let again = try await DaemonProcess(on: bus)
        #expect(try await accent() == before)
        #expect(before != nil)
        #expect(await again.stop() == 0)
    }
}
