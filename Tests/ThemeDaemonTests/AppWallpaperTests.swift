import DBus
import Foundation
import TestSupport
import Testing
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// Per-app and per-context wallpapers and seed 003's pattern kind and defaults through the running
/// daemon (issue 25 §2, §5): an app's wallpaper changes only that app's set, in the layer order
/// base ← global ← wallpaper ← app ← context; it is persisted, listed and cleared; bad requests change nothing.
@Suite(.timeLimit(.minutes(1))) struct AppWallpaperTests {
    static let chat = "org.example.Chat"

    private static func changes(_ entries: [String: Value]) -> Value {
        .dictionary(key: "s", value: "v", entries.sorted { $0.key < $1.key }.map { DictionaryEntry(.string($0.key), .variant($0.value)) })
    }

    private static func tokens(_ fixture: DaemonFixture, app: String = "", context: String = "") async throws -> [String: Value] {
        let reply = try await fixture.call("GetTokensForContext", [.string(app), .string(context)])
        return (reply[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
    }

    private static func wallpaperDirectory(_ bus: PrivateBus) -> URL {
        bus.root.appendingPathComponent("data/themeswitch/wallpapers")
    }

    @Test func anAppsWallpaperChangesOnlyItsOwnSet() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            let serial = try await fixture.property("Serial")
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("cats"), "app": .string(Self.chat)])])

            // The app's own set: SimpleX's light cats background on the default theme (seed 004 §6).
            let chat = try await Self.tokens(fixture, app: Self.chat)
            #expect(chat["wallpaper.kind"] == .string("preset"))
            #expect(chat["wallpaper.preset"] == .string("cats"))
            #expect(chat["color.background"] == .string("#F8F6EA"))
            // GetTokens with the app id gives the same set.
            let viaGetTokens = (try await fixture.call("GetTokens", [.string(Self.chat)])[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
            #expect(viaGetTokens["color.background"] == .string("#F8F6EA"))
            // The global set and other apps are untouched, and no global change was published.
            for other in ["", "org.example.Mail"] {
                let set = try await Self.tokens(fixture, app: other)
                #expect(set["wallpaper.kind"] == .string("none"), "\(other)")
                #expect(set["color.background"] == .string("#FFFFFF"), "\(other)")
            }
            #expect(try await fixture.property("Serial") == serial)

            // A context of the app: a gradient, with seed 003's defaults; the app itself keeps its cats.
            try await fixture.call("SetWallpaper", [Self.changes([
                "gradient": .string("linear"), "colors": .array(element: "s", [.string("#112233"), .string("#445566")]),
                "app": .string(Self.chat), "context": .string("family"),
            ])])
            let family = try await Self.tokens(fixture, app: Self.chat, context: "family")
            #expect(family["wallpaper.kind"] == .string("gradient"))
            #expect(family["wallpaper.intensity"] == .double(0.7))
            #expect(family["wallpaper.blur"] == .double(0.8))
            #expect(family["wallpaper.blurRadius"] == .double(0.8 * 8))
            #expect(family["color.background"] == .string("#FFFFFF"))
            #expect(try await Self.tokens(fixture, app: Self.chat)["wallpaper.preset"] == .string("cats"))
            // Another context of the app shows the app's wallpaper.
            #expect(try await Self.tokens(fixture, app: Self.chat, context: "work")["wallpaper.preset"] == .string("cats"))

            // The global wallpaper reaches every app without one of its own, not the chat app.
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("hearts")])])
            #expect(try await Self.tokens(fixture, app: "org.example.Mail")["wallpaper.preset"] == .string("hearts"))
            #expect(try await Self.tokens(fixture, app: Self.chat)["wallpaper.preset"] == .string("cats"))

            // Intensity alone for the app changes its own wallpaper and keeps the preset.
            try await fixture.call("SetWallpaper", [Self.changes(["intensity": .double(0.4), "app": .string(Self.chat)])])
            let dimmer = try await Self.tokens(fixture, app: Self.chat)
            #expect(dimmer["wallpaper.preset"] == .string("cats"))
            #expect(dimmer["wallpaper.intensity"] == .double(0.4))
            #expect(try await Self.tokens(fixture)["wallpaper.intensity"] == .double(1))

            // The app's override sits above its wallpaper: it wins over the tint.
            try await fixture.call("SetOverride", [.string("color.background"), .variant(.string("#203040")), .string("both"),
                                                   .string(Self.chat), .string("")])
            let overridden = try await Self.tokens(fixture, app: Self.chat)
            #expect(overridden["color.background"] == .string("#203040"))
            #expect(overridden["wallpaper.preset"] == .string("cats"))

            let listed = try await fixture.call("ListAppWallpapers")[0].array?.compactMap(\.structure) ?? []
            #expect(listed.map { [$0[0].string ?? "", $0[1].string ?? ""] } == [[Self.chat, ""], [Self.chat, "family"]])
            let listedFamily = (listed.last?[2].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
            #expect(listedFamily["wallpaper.colors"] == .string("#112233,#445566"))

            // Clearing the context's wallpaper shows the app's again; clearing it twice is NotFound.
            try await fixture.call("ClearAppWallpaper", [.string(Self.chat), .string("family")])
            #expect(try await Self.tokens(fixture, app: Self.chat, context: "family")["wallpaper.preset"] == .string("cats"))
            let twice = await #expect(throws: DBusError.self) { try await fixture.call("ClearAppWallpaper", [.string(Self.chat), .string("family")]) }
            #expect(twice?.name == "org.themeswitch.Theme1.Error.NotFound")
            #expect(twice?.message.contains("has no wallpaper of its own") == true)
            try await fixture.call("ClearAppWallpaper", [.string(Self.chat), .string("")])
            #expect(try await Self.tokens(fixture, app: Self.chat)["wallpaper.preset"] == .string("hearts"))
            #expect((try await fixture.call("ListAppWallpapers")[0].array ?? []).isEmpty)
        }
    }

    @Test func badScopesChangeNothing() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("kids"), "app": .string(Self.chat)])])
            let before = try Data(contentsOf: fixture.settingsFile)
            func expectError(_ name: String, _ entries: [String: Value], saying words: String) async {
                let error = await #expect(throws: DBusError.self) { try await fixture.call("SetWallpaper", [Self.changes(entries)]) }
                #expect(error?.name == "org.themeswitch.Theme1.Error." + name, "\(entries) \(String(describing: error))")
                #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
            }
            await expectError("InvalidArgument", ["preset": .string("cats"), "app": .string("chat")], saying: "is not a D-Bus-style or reverse-DNS id")
            await expectError("InvalidArgument", ["preset": .string("cats"), "context": .string("family")], saying: "a context needs an app id")
            await expectError("InvalidArgument", ["preset": .string("cats"), "app": .uint32(3)], saying: "must be a string (s)")
            await expectError("InvalidArgument", ["pattern": .string("dogs"), "app": .string(Self.chat)], saying: "unknown wallpaper preset 'dogs'")
            await expectError("InvalidArgument", ["pattern": .string("cats"), "preset": .string("cats")], saying: "one of a preset, a pattern")
            let unknown = await #expect(throws: DBusError.self) { try await fixture.call("ClearAppWallpaper", [.string("org.example.Mail"), .string("")]) }
            #expect(unknown?.name == "org.themeswitch.Theme1.Error.NotFound")
            #expect(try Data(contentsOf: fixture.settingsFile) == before)
            #expect(try await Self.tokens(fixture, app: Self.chat)["wallpaper.preset"] == .string("kids"))
        }
    }

    @Test func aPatternRepeatsAPresetsTileWithoutTintingAndTakesSeed003sDefaults() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            let presets = try await fixture.call("ListWallpapers")[0].array?.compactMap(\.structure) ?? []
            let catsTint = presets.first { $0.first == .string("cats") }?[3]

            try await fixture.call("SetWallpaper", [Self.changes(["pattern": .string("cats")])])
            let pattern = try await Self.tokens(fixture)
            #expect(pattern["wallpaper.kind"] == .string("pattern"))
            #expect(pattern["wallpaper.preset"] == .string("cats"))
            #expect(pattern["wallpaper.tint"] == catsTint)
            #expect(pattern["color.background"] == .string("#FFFFFF"))
            #expect(pattern["wallpaper.background"] == .string("#FFFFFF"))
            #expect(pattern["wallpaper.intensity"] == .double(0.7))
            #expect(pattern["wallpaper.blur"] == .double(0.8))
            #expect(pattern["wallpaper.blurRadius"] == .double(0.8 * 8))

            // Another kind starts at its own defaults (a preset: SimpleX draws it whole, unblurred) ...
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("cats")])])
            let preset = try await Self.tokens(fixture)
            #expect(preset["wallpaper.intensity"] == .double(1))
            #expect(preset["wallpaper.blur"] == .double(0))
            #expect(preset["wallpaper.blurRadius"] == .double(0))
            // ... another of the same kind keeps what was chosen, and given values win over defaults.
            try await fixture.call("SetWallpaper", [Self.changes(["blur": .double(0.5)])])
            try await fixture.call("SetWallpaper", [Self.changes(["preset": .string("hearts")])])
            #expect(try await Self.tokens(fixture)["wallpaper.blurRadius"] == .double(4))
            try await fixture.call("SetWallpaper", [Self.changes(["pattern": .string("travel"), "intensity": .double(0.3)])])
            let given = try await Self.tokens(fixture)
            #expect(given["wallpaper.intensity"] == .double(0.3))
            #expect(given["wallpaper.blur"] == .double(0.8))
        }
    }

    @Test func anImageSharedByTwoScopesIsKeptUntilNeitherNamesIt() async throws {
        try await withDaemon { fixture in
            let source = fixture.bus.root.appendingPathComponent("shared.png")
            try Data(TestImages.png(width: 8, height: 8, seed: 4)).write(to: source)
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(source.path)])])
            try await fixture.call("SetWallpaper", [Self.changes(["image": .string(source.path), "app": .string(Self.chat)])])
            let directory = Self.wallpaperDirectory(fixture.bus)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
            #expect(try await Self.tokens(fixture, app: Self.chat)["wallpaper.intensity"] == .double(0.7))
            try await fixture.call("ClearWallpaper")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
            #expect(try await Self.tokens(fixture, app: Self.chat)["wallpaper.kind"] == .string("image"))
            try await fixture.call("ClearAppWallpaper", [.string(Self.chat), .string("")])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    @Test func appWallpapersSurviveARestartOfTheRealDaemonAndOldFilesLoad() async throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let settingsFile = bus.root.appendingPathComponent("config/themeswitch/settings.json")
        try FileManager.default.createDirectory(at: settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A settings file from before app wallpapers (no "appWallpapers" key) loads as it is.
        try Data(#"""
        {"schemaVersion": 1, "themeID": "forest", "colorScheme": "light", "accessibility": {"highContrast": false,
         "reduceTransparency": false, "reducedMotion": false}, "serial": 7, "systemScheme": "light",
         "wallpaper": {"kind": "preset", "preset": "school", "intensity": 0.9, "blur": 0.1}}
        """#.utf8).write(to: settingsFile)
        let daemon = try await DaemonProcess(on: bus)
        let connection = try Connection(bus: .address(bus.address))
        defer { connection.close() }
        func call(_ method: String, _ arguments: [Value] = []) async throws -> [Value] {
            try await connection.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface,
                                      method: method, arguments: arguments).arguments
        }
        func tokens(_ app: String, _ context: String = "") async throws -> [String: Value] {
            (try await call("GetTokensForContext", [.string(app), .string(context)])[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
        }
        let old = try await tokens("")
        #expect(old["wallpaper.preset"] == .string("school"))
        #expect(old["wallpaper.intensity"] == .double(0.9))
        #expect(try await call("GetTokens", [.string("")])[0] == .string("forest"))

        _ = try await call("SetWallpaper", [Self.changes(["pattern": .string("flowers"), "app": .string(Self.chat), "context": .string("team")])])
        let before = try await tokens(Self.chat, "team")
        #expect(before["wallpaper.kind"] == .string("pattern"))
        #expect(await daemon.stop() == 0)

        let again = try await DaemonProcess(on: bus)
        let after = try await tokens(Self.chat, "team")
        for key in WallpaperTokens.keys { #expect(after[key] == before[key], "\(key)") }
        #expect(try await tokens(Self.chat)["wallpaper.preset"] == .string("school"))
        #expect(await again.stop() == 0)
    }
}

/// `wallpaper.background` and `wallpaper.tint` as overrides (issue 25 §4): at every scope, checked
/// like any color, cleared like any override; unset, they follow the background and the preset's tint.
@Suite(.timeLimit(.minutes(1))) struct WallpaperColorOverrideTests {
    private static func tokens(_ fixture: DaemonFixture, app: String = "", context: String = "") async throws -> [String: Value] {
        let reply = try await fixture.call("GetTokensForContext", [.string(app), .string(context)])
        return (reply[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
    }

    private static func set(_ fixture: DaemonFixture, _ key: String, _ value: String, app: String = "", context: String = "") async throws {
        try await fixture.call("SetOverride", [.string(key), .variant(.string(value)), .string("both"), .string(app), .string(context)])
    }

    @Test func theWallpaperColorsAreOverriddenAtEveryScope() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("SetWallpaper", [.dictionary(key: "s", value: "v", [DictionaryEntry(.string("preset"), .variant(.string("cats")))])])
            let tinted = try await Self.tokens(fixture)
            try await Self.set(fixture, "wallpaper.tint", "#aa0000")
            let global = try await Self.tokens(fixture)
            #expect(global["wallpaper.tint"] == .string("#AA0000"))
            // The rest of the set is the tinted one: only the key set changes.
            #expect(global["color.background"] == tinted["color.background"])
            #expect(global["wallpaper.background"] == tinted["wallpaper.background"])

            try await Self.set(fixture, "wallpaper.background", "#101820", app: AppWallpaperTests.chat)
            try await Self.set(fixture, "wallpaper.tint", "#00FF0080", app: AppWallpaperTests.chat, context: "family")
            let chat = try await Self.tokens(fixture, app: AppWallpaperTests.chat)
            #expect(chat["wallpaper.background"] == .string("#101820"))
            #expect(chat["wallpaper.tint"] == .string("#AA0000"))
            #expect(chat["color.background"] == tinted["color.background"])
            let family = try await Self.tokens(fixture, app: AppWallpaperTests.chat, context: "family")
            #expect(family["wallpaper.background"] == .string("#101820"))
            #expect(family["wallpaper.tint"] == .string("#00FF0080"))
            #expect(try await Self.tokens(fixture)["wallpaper.background"] == tinted["wallpaper.background"])

            // Reduce transparency makes a translucent set tint solid over the wallpaper's background.
            try await fixture.call("SetAccessibility", [.dictionary(key: "s", value: "v", [
                DictionaryEntry(.string("reduce-transparency"), .variant(.bool(true))),
            ])])
            #expect(try await Self.tokens(fixture, app: AppWallpaperTests.chat, context: "family")["wallpaper.tint"] == .string("#088C10"))

            let listed = try await fixture.call("ListOverrides", [.string("*"), .string("")])[0].array?.compactMap(\.structure) ?? []
            #expect(listed.compactMap { $0[3].string }.filter { $0.hasPrefix("wallpaper.") }.count == 6)

            // A bad value is refused by name and changes nothing; clearing brings the derived color back.
            let before = try Data(contentsOf: fixture.settingsFile)
            let bad = await #expect(throws: DBusError.self) { try await Self.set(fixture, "wallpaper.tint", "reddish") }
            #expect(bad?.name == "org.themeswitch.Theme1.Error.InvalidArgument")
            #expect(bad?.message.contains("invalid color 'reddish'") == true, "\(String(describing: bad))")
            let typo = await #expect(throws: DBusError.self) { try await Self.set(fixture, "wallpaper.tnt", "#000000") }
            #expect(typo?.message.contains("did you mean 'wallpaper.tint'?") == true, "\(String(describing: typo?.message))")
            #expect(try Data(contentsOf: fixture.settingsFile) == before)
            try await fixture.call("ClearOverride", [.string("wallpaper.tint"), .string("both"), .string(""), .string("")])
            #expect(try await Self.tokens(fixture)["wallpaper.tint"] == tinted["wallpaper.tint"])
        }
    }
}

/// `PreviewWallpaper` (issue 25 §6, what `pick`'s wallpaper row uses): shown, never persisted,
/// combined with a theme preview, ended by `EndPreview`, moot once a wallpaper is chosen.
@Suite(.timeLimit(.minutes(1))) struct WallpaperPreviewTests {
    private static func shown(_ fixture: DaemonFixture) async throws -> (theme: String, kind: String, preset: String) {
        let reply = try await fixture.call("GetTokens", [.string("")])
        let tokens = (reply[3].stringKeyedDictionary ?? [:]).mapValues(\.unwrapped)
        return (reply[0].string ?? "", tokens["wallpaper.kind"]?.string ?? "", tokens["wallpaper.preset"]?.string ?? "")
    }

    @Test func aPreviewedWallpaperIsShownNotPersistedAndEnds() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetColorScheme", [.string("light")])
            // The file keeps the serial, which a preview moves; the wallpaper it keeps stays none.
            func persisted() throws -> String? {
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: fixture.settingsFile)) as? [String: Any]
                return (object?["wallpaper"] as? [String: Any])?["kind"] as? String
            }
            try await fixture.call("PreviewWallpaper", [.string("hearts"), .uint32(60)])
            #expect(try await Self.shown(fixture) == ("default", "preset", "hearts"))
            #expect(try persisted() == "none", "a preview is not persisted")
            // A theme preview keeps the previewed wallpaper, and the other way round.
            try await fixture.call("PreviewTheme", [.string("forest"), .uint32(60)])
            #expect(try await Self.shown(fixture) == ("forest", "preset", "hearts"))
            try await fixture.call("PreviewWallpaper", [.string("none"), .uint32(60)])
            #expect(try await Self.shown(fixture) == ("forest", "none", ""))
            try await fixture.call("PreviewWallpaper", [.string("kids"), .uint32(60)])
            try await fixture.call("EndPreview")
            #expect(try await Self.shown(fixture) == ("default", "none", ""))

            // Choosing a wallpaper makes a running wallpaper preview moot.
            try await fixture.call("PreviewWallpaper", [.string("travel"), .uint32(60)])
            try await fixture.call("SetWallpaper", [.dictionary(key: "s", value: "v", [DictionaryEntry(.string("preset"), .variant(.string("cats")))])])
            #expect(try await Self.shown(fixture) == ("default", "preset", "cats"))

            for (name, seconds, words) in [("heart", UInt32(5), "did you mean 'hearts'?"), ("cats", UInt32(0), "out of range; expected 1 to 3600")] {
                let error = await #expect(throws: DBusError.self) { try await fixture.call("PreviewWallpaper", [.string(name), .uint32(seconds)]) }
                #expect(error?.name == "org.themeswitch.Theme1.Error.InvalidArgument")
                #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
            }
            #expect(try await Self.shown(fixture) == ("default", "preset", "cats"))
        }
    }
}
