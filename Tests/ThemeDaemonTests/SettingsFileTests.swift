import Foundation
import Testing
import ThemeCore
@testable import ThemeDaemon

/// The settings file as users and their tools leave it: keys missing or extra, linked from a
/// dotfiles repository, replaced by something that is not a settings file at all.
@Suite struct SettingsFileTests {
    /// A store in a fresh temporary directory, removed after `body`.
    private func withStore(_ body: (SettingsStore, URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(SettingsStore(fileURL: directory.appendingPathComponent("settings.json")), directory)
    }

    private func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func aFileMissingKeysKeepsTheValidOnesAndDefaultsTheRest() throws {
        try withStore { store, directory in
            try Data(#"{"schemaVersion": 1, "themeID": "rose", "accessibility": {"highContrast": true}}"#.utf8).write(to: store.fileURL)
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings.themeID == "rose")
            #expect(loaded.settings.accessibility.flags == AccessibilityFlags(highContrast: true))
            #expect(loaded.settings.colorScheme == .system)
            #expect(loaded.warnings.contains { $0.contains("'colorScheme' is missing") })
            #expect(loaded.warnings.contains { $0.contains("'accessibility.reducedMotion' is missing") })
            #expect(try files(in: directory) == ["settings.json"], "nothing is moved aside")
        }
    }

    @Test func unknownKeysAndInvalidValuesAreWarnedAboutNotFatal() throws {
        try withStore { store, _ in
            try Data(#"{"schemaVersion": 1, "themeID": "forest", "colorScheme": "purple", "serial": 41, "accessibility": {"highContrast": false, "reduceTransparency": false, "reducedMotion": true}, "wallpapers": "cats"}"#.utf8).write(to: store.fileURL)
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings.themeID == "forest")
            #expect(loaded.settings.serial == 41)
            #expect(loaded.settings.accessibility.flags.reducedMotion)
            #expect(loaded.settings.colorScheme == .system)
            #expect(loaded.warnings.contains { $0.contains("unknown key 'wallpapers'") })
            #expect(loaded.warnings.contains { $0.contains("'colorScheme' has an invalid value") })
        }
    }

    @Test func theAccessibilityStateIsStoredUnderItsTwoKeysAndRoundTrips() throws {
        try withStore { store, _ in
            var settings = Settings(themeID: "forest", colorScheme: .dark, serial: 12, systemScheme: .dark)
            settings.accessibility = AccessibilityState(
                preferences: AccessibilityPreferences(highContrast: .on, reducedMotion: .off, textScale: .factor(1.25)),
                desktop: DesktopAccessibility(highContrast: false, reducedMotion: true, textScale: 1.5))
            try store.save(settings)
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
            #expect(loaded.settings == settings)

            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any])
            #expect(Set(object.keys) == ["schemaVersion", "themeID", "colorScheme", "accessibility", "serial", "systemScheme",
                                         "desktopAccessibility", "overrides", "darkVariant", "wallpaper", "appWallpapers", "chosen"])
            let preferences = try #require(object["accessibility"] as? [String: Any])
            #expect(preferences["highContrast"] as? String == "on")
            #expect(preferences["reduceTransparency"] as? String == "system")
            #expect(preferences["textScale"] as? Double == 1.25)
            let desktop = try #require(object["desktopAccessibility"] as? [String: Any])
            #expect(desktop["reducedMotion"] as? Bool == true)
            #expect(desktop["textScale"] as? Double == 1.5)
        }
    }

    @Test("a stored wallpaper round-trips; a bad one is warned about and dropped", arguments: [
        (##"{"kind": "gradient", "gradient": "linear", "colors": ["#000000"], "angle": 0, "intensity": 1, "blur": 0}"##, "1 color"),
        (##"{"kind": "preset", "preset": "kittens", "intensity": 1, "blur": 0}"##, "kittens"),
        (##"{"kind": "preset", "preset": "cats", "intensity": 7, "blur": 0}"##, "intensity"),
        (##"{"kind": "image", "image": "relative.png", "format": "png", "intensity": 1, "blur": 0}"##, "absolute path"),
    ])
    func storedWallpapers(bad: String, reason: String) throws {
        try withStore { store, _ in
            var settings = Settings(themeID: "forest")
            var wallpaper = Wallpaper(source: .gradient(try WallpaperGradient(kind: .radial, colors: [RGBAColor(rgb: 0x102030), RGBAColor(rgb: 0x405060)], angle: 12)))
            try wallpaper.setBlur(0.5)
            settings.wallpaper = wallpaper
            try store.save(settings)
            #expect(store.load(registry: .builtIn).settings.wallpaper == wallpaper)

            let text = try String(contentsOf: store.fileURL, encoding: .utf8)
            guard let start = text.range(of: #""wallpaper""#) else { Issue.record("no wallpaper in \(text)"); return }
            let end = try #require(text[start.upperBound...].firstIndex(of: "}"))
            try Data((String(text[..<start.lowerBound]) + #""wallpaper": "# + bad + String(text[text.index(after: end)...])).utf8).write(to: store.fileURL)
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings.wallpaper == .none)
            #expect(loaded.settings.themeID == "forest")
            #expect(loaded.warnings.contains { $0.contains("key 'wallpaper' has an invalid value") }, "\(reason): \(loaded.warnings)")
        }
    }

    @Test func appWallpapersRoundTripAndABadEntryIsDroppedWithAWarning() throws {
        try withStore { store, _ in
            try Data(#"""
            {"schemaVersion": 1, "themeID": "rose", "colorScheme": "dark", "serial": 3, "systemScheme": "light",
             "accessibility": {"highContrast": false, "reduceTransparency": false, "reducedMotion": false},
             "appWallpapers": [
              {"app": "org.example.Chat", "context": "", "wallpaper": {"kind": "pattern", "preset": "cats", "intensity": 0.7, "blur": 0.8}},
              {"app": "chat", "context": "", "wallpaper": {"kind": "preset", "preset": "cats", "intensity": 1, "blur": 0}},
              {"app": "org.example.Chat", "context": "team", "wallpaper": {"kind": "preset", "preset": "dogs", "intensity": 1, "blur": 0}},
              {"app": "org.example.Chat", "context": "family", "wallpaper": {"kind": "preset", "preset": "travel", "intensity": 0.5, "blur": 0}}
             ]}
            """#.utf8).write(to: store.fileURL)
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings.themeID == "rose")
            let chat = try OverrideScope(appID: "org.example.Chat", context: "")
            let family = try OverrideScope(appID: "org.example.Chat", context: "family")
            #expect(loaded.settings.appWallpapers.scopes == [chat, family])
            #expect(loaded.settings.appWallpapers[chat]?.source == .pattern(.cats))
            #expect(loaded.settings.appWallpapers[family]?.intensity == 0.5)
            #expect(loaded.warnings.contains { $0.contains("app wallpaper 1 is dropped: app id 'chat' is not a D-Bus-style") }, "\(loaded.warnings)")
            #expect(loaded.warnings.contains { $0.contains("app wallpaper 2 is malformed") }, "\(loaded.warnings)")

            try store.save(loaded.settings)
            let again = store.load(registry: .builtIn)
            #expect(again.settings.appWallpapers == loaded.settings.appWallpapers)
            #expect(!again.warnings.contains { $0.contains("app wallpaper") })
        }
    }

    @Test func aSymlinkedFileIsWrittenThroughNotReplaced() throws {
        try withStore { store, directory in
            let dotfiles = directory.appendingPathComponent("dotfiles")
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            let real = dotfiles.appendingPathComponent("themeswitch-settings.json")
            try store.save(Settings(themeID: "midnight"))
            try FileManager.default.moveItem(at: store.fileURL, to: real)
            try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "dotfiles/themeswitch-settings.json")

            try store.save(Settings(themeID: "lavender"))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.fileURL.path) == "dotfiles/themeswitch-settings.json")
            #expect(store.load(registry: .builtIn).settings.themeID == "lavender")
            #expect(try String(contentsOf: real, encoding: .utf8).contains("lavender"))
        }
    }

    @Test func aDanglingSymlinkIsADefaultStartAndTheFirstSaveCreatesItsTarget() throws {
        try withStore { store, directory in
            try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "absent.json")
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings == .defaults && loaded.warnings.isEmpty)
            try store.save(Settings(themeID: "sunset"))
            #expect(try String(contentsOf: directory.appendingPathComponent("absent.json"), encoding: .utf8).contains("sunset"))
        }
    }

    @Test(arguments: ["symlink loop", "oversized", "binary"])
    func unusableFilesAreMovedAsideWhole(_ kind: String) throws {
        try withStore { store, directory in
            switch kind {
            case "symlink loop":
                try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "settings.json")
            case "oversized":
                // A valid JSON object, padded past the limit: refused by its size, not read.
                let padding = String(repeating: " ", count: SettingsStore.maximumBytes)
                try Data((#"{"themeID": "rose""# + padding + "}").utf8).write(to: store.fileURL)
            default:
                try Data([0x00, 0xFF, 0xFE, 0x7B, 0x00]).write(to: store.fileURL)
            }
            let loaded = store.load(registry: .builtIn)
            #expect(loaded.settings == .defaults)
            #expect(loaded.warnings.count == 1 && loaded.warnings[0].contains("moved aside"), "\(loaded.warnings)")
            let names = try files(in: directory)
            #expect(names.count == 1 && names[0].hasPrefix("settings.json.corrupt-"), "\(names)")
        }
    }
}
