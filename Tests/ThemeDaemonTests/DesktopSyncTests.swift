import DBus
import Foundation
import Testing
import TestSupport
@testable import ThemeConfiguration
import ThemeContract
import ThemeCore
import ThemeTemplates
@testable import ThemeDaemon

/// Desktop sync through the real dconf and KDE's own config reader (issue 13 §5).
@Suite(.timeLimit(.minutes(1))) struct DesktopSyncTests {
    private func gsettings(_ fixture: FollowFixture, _ arguments: [String]) async throws -> String {
        let result = try await runCommand("gsettings", arguments, environment: fixture.bus.environment)
        #expect(result.status == 0, "gsettings \(arguments): \(result.standardError)")
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func interfaceKey(_ fixture: FollowFixture, _ key: String) async throws -> String {
        try await gsettings(fixture, ["get", "org.gnome.desktop.interface", key])
    }

    /// `[group] key` of kdeglobals as KDE's own reader reads it.
    private func kreadconfig(_ fixture: FollowFixture, _ group: String, _ key: String) async throws -> String {
        let result = try await runCommand("kreadconfig5", ["--file", "kdeglobals", "--group", group, "--key", key], environment: fixture.bus.environment)
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A daemon with `desktop: kde: true`, started on a kdeglobals holding `bytes`.
    private func withKDESync(_ bytes: Data, _ body: (FollowFixture) async throws -> Void) async throws {
        try await withFollowingDaemon(prepare: { paths in
            try FollowFixture.writeConfiguration("desktop:\n  kde: true\n", in: paths)
            try bytes.write(to: paths.configHome.appendingPathComponent("kdeglobals"))
        }, body)
    }

    /// A schema directory whose `org.gnome.desktop.interface` is Debian's plus `accent-color`
    /// as a string key: a stand-in for GNOME 47's schema, which Debian 12 does not have.
    private static func schemaWithAccentColor() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let system = URL(fileURLWithPath: "/usr/share/glib-2.0/schemas")
        try FileManager.default.copyItem(at: system.appendingPathComponent("org.gnome.desktop.enums.xml"), to: directory.appendingPathComponent("org.gnome.desktop.enums.xml"))
        var schema = try String(contentsOf: system.appendingPathComponent("org.gnome.desktop.interface.gschema.xml"), encoding: .utf8)
        guard let range = schema.range(of: "<key name=\"color-scheme\"") else { throw CocoaError(.fileReadCorruptFile) }
        schema.insert(contentsOf: "<key name=\"accent-color\" type=\"s\"><default>'blue'</default></key>\n    ", at: range.lowerBound)
        try Data(schema.utf8).write(to: directory.appendingPathComponent("org.gnome.desktop.interface.gschema.xml"))
        return directory
    }

    @Test func gsettingsFollowsTheThemeAndOurOwnWritesDoNotComeBack() async throws {
        let schemas = try DesktopSyncTests.schemaWithAccentColor()
        defer { try? FileManager.default.removeItem(at: schemas) }
        let compiled = try await runCommand("glib-compile-schemas", [schemas.path])
        try #require(compiled.status == 0, "\(compiled.standardError)")
        try await withFollowingDaemon(extraEnvironment: ["GSETTINGS_SCHEMA_DIR": schemas.path], prepare: { paths in
            try FollowFixture.writeConfiguration("""
                desktop:
                  color-scheme: true
                  accent-color: true
                  gtk-theme: {light: Adwaita, dark: Adwaita-dark}
                """, in: paths)
        }) { fixture in
            let client = try Connection(bus: .address(fixture.bus.address))
            defer { client.close() }
            let changes = try await client.signals(matching: MatchRule(interface: ThemeBus.interface, member: ThemeBus.themeChanged))
            // The desktop is light; the user picks dark here, then follows the desktop again.
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { try await interfaceKey(fixture, "color-scheme") == "'prefer-dark'" })
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita-dark'" })
            // The default theme's dark accent #3DAED4 has its hue at 224°: GNOME's teal band (175–230].
            #expect(await eventually { try await interfaceKey(fixture, "accent-color") == "'teal'" })
            try await fixture.call("Apply", [.string("sunset")])
            #expect(await eventually { try await interfaceKey(fixture, "accent-color") == "'orange'" })

            try await fixture.call("SetColorScheme", [.string("system")])
            // Our write of prefer-dark did not become "the desktop's" scheme: system is light again.
            #expect(await eventually { await fixture.daemon.provider.snapshot.resolvedScheme == .light })
            #expect(await eventually { try await interfaceKey(fixture, "color-scheme") == "'default'" })
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita'" })
            // A marker change: the fourth ThemeChanged must be its, so none bounced back before it.
            try await fixture.call("Apply", [.string("rose")])
            let seen = await collect(changes, count: 4, timeout: .seconds(10))
            #expect(seen.map { "\($0.arguments[0].string ?? "") \($0.arguments[1].string ?? "")" }
                        == ["default dark", "sunset dark", "sunset light", "rose light"],
                    "ThemeChanged: dark, sunset, light, the marker and nothing bounced back: \(seen.map { $0.arguments.prefix(3) })")

            // The desktop's own switch is still followed.
            _ = try await gsettings(fixture, ["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"])
            #expect(await eventually { await fixture.daemon.provider.snapshot.resolvedScheme == .dark })
        }
    }

    @Test func kdeglobalsGetsTheColorsKeepsTheRestAndKDEIsToldOnTheBus() async throws {
        try await withKDESync(Data("[General]\nfont=Noto Sans,10,-1,5,50,0,0,0,0,0\n\n[KDE]\nLookAndFeelPackage=org.kde.breeze.desktop\n".utf8)) { fixture in
            let client = try Connection(bus: .address(fixture.bus.address))
            defer { client.close() }
            let notifications = try await client.signals(matching: MatchRule(interface: "org.kde.KGlobalSettings", member: "notifyChange"))
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("Apply", [.string("forest")])
            func read(_ group: String, _ key: String) async throws -> String { try await kreadconfig(fixture, group, key) }
            // docs/tokens.md: forest's light accent is #059669.
            #expect(await eventually { try await read("Colors:Selection", "BackgroundNormal") == "5,150,105" })
            #expect(try await read("General", "AccentColor") == "5,150,105")
            #expect(try await read("General", "ColorScheme") == "Themeswitch")
            #expect(try await read("Colors:View", "DecorationFocus") == "5,150,105")
            #expect(try await read("General", "font") == "Noto Sans,10,-1,5,50,0,0,0,0,0")
            #expect(try await read("KDE", "LookAndFeelPackage") == "org.kde.breeze.desktop")
            let signal = await collect(notifications, count: 1, timeout: .seconds(5)).first
            #expect(signal?.path == "/KGlobalSettings" && signal?.arguments == [.int32(0), .int32(0)])
        }
    }

    /// Issue 43: the user's own GSettings values come back after `scheme system`, after a key is
    /// removed from config.yaml, and after `themeswitch setup --undo`.
    @Test func gsettingsGetsTheUsersOwnValuesBack() async throws {
        let schemas = try DesktopSyncTests.schemaWithAccentColor()
        defer { try? FileManager.default.removeItem(at: schemas) }
        let compiled = try await runCommand("glib-compile-schemas", [schemas.path])
        try #require(compiled.status == 0, "\(compiled.standardError)")
        let everything = """
            desktop:
              color-scheme: true
              accent-color: true
              gtk-theme: {light: Adwaita, dark: Adwaita-dark}
            """
        try await withFollowingDaemon(extraEnvironment: ["GSETTINGS_SCHEMA_DIR": schemas.path]) { fixture in
            let users = ["color-scheme": "'prefer-light'", "gtk-theme": "'Arc-Dark'", "accent-color": "'pink'"]
            for (key, value) in users { _ = try await gsettings(fixture, ["set", "org.gnome.desktop.interface", key, value]) }
            func usersValuesAreBack() async throws -> Bool {
                for (key, value) in users where try await interfaceKey(fixture, key) != value { return false }
                return true
            }
            try fixture.writeConfiguration(everything)
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita'" })
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { try await interfaceKey(fixture, "color-scheme") == "'prefer-dark'" })
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita-dark'" })
            #expect(try await interfaceKey(fixture, "accent-color") == "'teal'")

            // docs/config.md: `scheme system` leaves GSettings as the desktop had it, exactly.
            try await fixture.call("SetColorScheme", [.string("system")])
            #expect(await eventually { try await interfaceKey(fixture, "color-scheme") == "'prefer-light'" })
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita'" })
            #expect(await fixture.daemon.provider.snapshot.resolvedScheme == .light)

            // Keys removed from config.yaml get the user's values back.
            try fixture.writeConfiguration("desktop:\n  color-scheme: true\n")
            #expect(await eventually { try await usersValuesAreBack() })

            // `setup --undo` puts them back while config.yaml still enables them.
            try fixture.writeConfiguration(everything)
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { try await interfaceKey(fixture, "color-scheme") == "'prefer-dark'" })
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita-dark'" })
            #expect(try await interfaceKey(fixture, "accent-color") == "'teal'")
            #expect(await SetupTool.run(mode: .undo, environment: fixture.bus.environment) == 0)
            #expect(try await usersValuesAreBack())
            #expect(!FileManager.default.fileExists(atPath: fixture.paths.stateDirectory.appendingPathComponent("desktop-originals.json").path))
            // Then `scheme system` has nothing of ours to undo: the user's value stays. (gtk-theme
            // is written after color-scheme: once it is ours again, color-scheme was handled.)
            try await fixture.call("SetColorScheme", [.string("system")])
            #expect(await eventually { try await interfaceKey(fixture, "gtk-theme") == "'Adwaita'" })
            #expect(try await interfaceKey(fixture, "color-scheme") == "'prefer-light'")
        }
    }

    /// Issue 43: a user's kdeglobals (a Latin-1 comment, CRLF, no final newline, mode 0600, a
    /// symlink into a dotfiles directory, hard-linked from another name) keeps every byte not
    /// ours, and is given back byte for byte when `kde` leaves config.yaml and after `setup --undo`.
    @Test func kdeglobalsOfTheUsersOwnIsEditedInPlaceAndGivenBack() async throws {
        // é as the one Latin-1 byte 0xE9: the file is not UTF-8.
        let original = Array("# caf".utf8) + [0xE9] + Array(("\r\n[General]\r\nSingleClick=false\r\nfont=Noto Sans,10,-1,5,50,0,0,0,0,0\r\n\r\n"
            + "[Colors:Window]\r\nBackgroundNormal=239,240,241\r\n\r\n[Icons]\r\nTheme=Papirus\r\n\r\n[KDE]\r\nAnimationDurationFactor=0.5").utf8)
        var dotfile = URL(fileURLWithPath: "/")
        var hardLink = URL(fileURLWithPath: "/")
        try await withFollowingDaemon(prepare: { paths in
            try FollowFixture.writeConfiguration("desktop:\n  kde: true\n", in: paths)
            let dotfiles = paths.home.appendingPathComponent("dotfiles/kde")
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            dotfile = dotfiles.appendingPathComponent("kdeglobals")
            hardLink = dotfiles.appendingPathComponent("kdeglobals.linked")
            try Data(original).write(to: dotfile)
            try #require(chmod(dotfile.path, 0o600) == 0 && link(dotfile.path, hardLink.path) == 0)
            try FileManager.default.createSymbolicLink(
                atPath: paths.configHome.appendingPathComponent("kdeglobals").path, withDestinationPath: dotfile.path)
        }) { fixture in
            let kdeglobals = fixture.configHome.appendingPathComponent("kdeglobals")
            func bytes() throws -> [UInt8] { Array(try Data(contentsOf: dotfile)) }
            func status(_ url: URL) -> stat {
                var info = stat()
                _ = stat(url.path, &info)
                return info
            }
            let inode = status(dotfile).st_ino
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("Apply", [.string("forest")])
            #expect(await eventually { try await kreadconfig(fixture, "Colors:Selection", "BackgroundNormal") == "5,150,105" })
            try await fixture.call("SetColorScheme", [.string("dark")])
            #expect(await eventually { try await kreadconfig(fixture, "Colors:Selection", "BackgroundNormal") != "5,150,105" })

            #expect(try await kreadconfig(fixture, "General", "SingleClick") == "false")
            #expect(try await kreadconfig(fixture, "General", "font") == "Noto Sans,10,-1,5,50,0,0,0,0,0")
            #expect(try await kreadconfig(fixture, "Icons", "Theme") == "Papirus")
            #expect(try await kreadconfig(fixture, "KDE", "AnimationDurationFactor") == "0.5")
            #expect(try await kreadconfig(fixture, "General", "ColorScheme") == "Themeswitch")
            #expect(try await kreadconfig(fixture, "Colors:Window", "BackgroundNormal") != "239,240,241")
            let edited = try bytes()
            let text = String(decoding: edited, as: UTF8.self)
            #expect(Array(edited.prefix(7)) == Array(original.prefix(7)), "the Latin-1 comment is carried through")
            #expect(text.components(separatedBy: "[General]").count == 2 && text.components(separatedBy: "[Colors:Window]").count == 2,
                    "no group twice: \(text.debugDescription)")
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF line ends throughout")
            #expect(edited.last != 10, "still no final newline")
            #expect(status(dotfile).st_mode & 0o7777 == 0o600)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: kdeglobals.path)) == dotfile.path)
            #expect(status(dotfile).st_ino == inode && status(hardLink).st_ino == inode)
            #expect(Array(try Data(contentsOf: hardLink)) == edited)

            // `kde` leaves config.yaml: the user's file comes back byte for byte.
            try fixture.writeConfiguration("desktop:\n  color-scheme: false\n")
            #expect(await eventually { try bytes() == original })
            #expect(status(dotfile).st_mode & 0o7777 == 0o600 && status(hardLink).st_ino == inode)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: kdeglobals.path)) == dotfile.path)

            // And after `setup --undo`, with `kde` still on.
            try fixture.writeConfiguration("desktop:\n  kde: true\n")
            #expect(await eventually { try await kreadconfig(fixture, "General", "ColorScheme") == "Themeswitch" })
            #expect(await SetupTool.run(mode: .undo, environment: fixture.bus.environment) == 0)
            #expect(try bytes() == original)
        }
    }

    /// Issue 43: in a CRLF kdeglobals (valid UTF-8) the groups already there are found, not
    /// added a second time, and the lines added end in CRLF too.
    @Test func aCRLFKdeglobalsGetsNoGroupTwice() async throws {
        try await withKDESync(Data("[General]\r\nSingleClick=false\r\n\r\n[Colors:Window]\r\nBackgroundNormal=239,240,241\r\n".utf8)) { fixture in
            try await fixture.call("Apply", [.string("forest")])
            #expect(await eventually { try await kreadconfig(fixture, "General", "ColorScheme") == "Themeswitch" })
            let text = try String(contentsOf: fixture.configHome.appendingPathComponent("kdeglobals"), encoding: .utf8)
            #expect(text.components(separatedBy: "[General]").count == 2 && text.components(separatedBy: "[Colors:Window]").count == 2,
                    "no group twice: \(text.debugDescription)")
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF line ends throughout: \(text.debugDescription)")
            #expect(try await kreadconfig(fixture, "General", "SingleClick") == "false")
        }
    }

    /// Issue 43: a kdeglobals that cannot be read (here: larger than the 4 MiB edited) is a
    /// finding, logged once, and is not written.
    @Test func anUnreadableKdeglobalsIsLeftAsItIs() async throws {
        let original = Data(("[General]\nSingleClick=false\n" + String(repeating: "# padding\n", count: 500_000)).utf8)
        try await withKDESync(original) { fixture in
            let file = fixture.configHome.appendingPathComponent("kdeglobals")
            try await fixture.call("Apply", [.string("forest")])
            try await fixture.call("Apply", [.string("sunset")])
            #expect(await eventually { fixture.log.matching("desktop sync of KDE's").count == 1 })
            // The followers take one event at a time, in order: once a template that a later
            // configuration adds is written, both changes' syncs are behind it.
            try fixture.writeConfiguration("desktop:\n  kde: true\ntemplates:\n  - builtin: css\n    output: marker.css\n")
            #expect(await eventually { FileManager.default.fileExists(atPath: fixture.configHome.appendingPathComponent("marker.css").path) })
            #expect(fixture.log.matching("desktop sync of KDE's").count == 1, "logged once: \(fixture.log.all)")
            #expect(fixture.log.matching("desktop sync of KDE's").first?.contains("cannot be read") == true)
            #expect(try Data(contentsOf: file) == original)
        }
    }

    /// The record: kept mode 0600 in the state directory (made when missing), removed once empty;
    /// one that is not a record is an error, never "nothing remembered".
    @Test func theRecordOfTheDesktopsValues() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("originals-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = ConfigurationPaths(environment: ["HOME": root.path, "XDG_STATE_HOME": root.appendingPathComponent("state").path])
        let file = DesktopOriginals.file(paths)
        #expect(try DesktopOriginals.load(paths) == DesktopOriginals())
        var originals = DesktopOriginals()
        originals.gsettings["color-scheme"] = "'prefer-light'"
        originals.kdeglobals = KDEOriginals(created: false)
        originals.kdeglobals?.keys.append(.init(group: "General", key: "font", line: Data([0x66, 0x3D, 0xE9])))
        try originals.save(paths)
        #expect(try DesktopOriginals.load(paths) == originals)
        #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o600)
        try DesktopOriginals().save(paths)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try Data("{\"gsettings\": [".utf8).write(to: file)
        #expect(throws: DesktopOriginals.Unreadable.self) { try DesktopOriginals.load(paths) }
    }
}
