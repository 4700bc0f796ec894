import DBus
import Foundation
import Testing
import TestSupport
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
        try await withFollowingDaemon(prepare: { paths in
            try FollowFixture.writeConfiguration("desktop:\n  kde: true\n", in: paths)
            try Data("[General]\nfont=Noto Sans,10,-1,5,50,0,0,0,0,0\n\n[KDE]\nLookAndFeelPackage=org.kde.breeze.desktop\n".utf8)
                .write(to: paths.configHome.appendingPathComponent("kdeglobals"))
        }) { fixture in
            let client = try Connection(bus: .address(fixture.bus.address))
            defer { client.close() }
            let notifications = try await client.signals(matching: MatchRule(interface: "org.kde.KGlobalSettings", member: "notifyChange"))
            try await fixture.call("SetColorScheme", [.string("light")])
            try await fixture.call("Apply", [.string("forest")])
            func read(_ group: String, _ key: String) async throws -> String {
                let result = try await runCommand("kreadconfig5", ["--file", "kdeglobals", "--group", group, "--key", key], environment: fixture.bus.environment)
                return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            }
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
}
