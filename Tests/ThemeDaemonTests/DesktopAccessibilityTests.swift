import DBus
import Foundation
import Glibc
import Testing
import TestSupport
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// Issue 20 §1: the desktop's accessibility settings drive the flags in force while a preference
/// is `system` — GNOME's in the real dconf (set with `gsettings`), KDE's in a real kdeglobals file —
/// and an explicit `on`/`off` wins over them.
@Suite(.timeLimit(.minutes(1))) struct DesktopAccessibilityTests {
    static let invalidArgument = "org.themeswitch.Theme1.Error.InvalidArgument"

    /// A daemon on a bus whose session says it is `desktop`.
    func withDesktop(_ desktop: String, _ body: (DaemonFixture) async throws -> Void) async throws {
        let fixture = try await DaemonFixture(bus: PrivateBus(extraEnvironment: ["XDG_CURRENT_DESKTOP": desktop]))
        do {
            try await body(fixture)
        } catch {
            await fixture.stop()
            throw error
        }
        await fixture.stop()
    }

    func gsettings(_ schema: String, _ key: String, _ value: String, _ fixture: DaemonFixture) async throws {
        let result = try await fixture.run("gsettings", ["set", schema, key, value])
        #expect(result.status == 0, "\(result.standardError)")
    }

    func token(_ key: String, _ fixture: DaemonFixture) async throws -> Value? {
        try await fixture.call("GetTokens", [.string("")])[3].stringKeyedDictionary?[key]?.unwrapped
    }

    func portal(_ key: String, _ fixture: DaemonFixture) async throws -> Value? {
        try await fixture.client.call(
            destination: PortalBus.name, path: PortalBus.path, interface: PortalBus.interface, method: "Read",
            arguments: [.string(PortalBus.appearanceNamespace), .string(key)]).arguments.first?.unwrapped
    }

    func preferences(_ fixture: DaemonFixture) async throws -> [String: String] {
        (try await fixture.property("AccessibilityPreferences").stringKeyedDictionary ?? [:]).compactMapValues(\.string)
    }

    @Test func gnomesHighContrastIsFollowedUntilTheUserChoosesOnOrOff() async throws {
        try await withDesktop("GNOME") { fixture in
            #expect(try await preferences(fixture) == [
                "high-contrast": "system", "reduce-transparency": "system", "reduced-motion": "system", "text-scale": "system",
            ])
            #expect(try await fixture.property("HighContrast") == .bool(false))
            let serial = try await fixture.property("Serial").uint64 ?? 0
            let themeChanged = SignalRecorder(try await fixture.client.signals(matching: MatchRule(interface: DaemonFixture.name, member: "ThemeChanged")))

            try await gsettings("org.gnome.desktop.a11y.interface", "high-contrast", "true", fixture)
            #expect(await eventually { try await fixture.property("HighContrast") == .bool(true) })
            #expect(try await fixture.property("Serial") == .uint64(serial + 1))
            #expect(try await token("stroke.border", fixture) == .double(2))
            #expect(try await portal("contrast", fixture) == .uint32(1))
            #expect(await themeChanged.wait { $0.count == 1 })
            // Persisted before it was published: the stored reading is the desktop's.
            let stored = try String(contentsOf: fixture.settingsFile, encoding: .utf8)
            #expect(stored.contains("\"desktopAccessibility\""), "\(stored)")

            // The user's off wins over the desktop's on, and holds while the desktop changes.
            try await fixture.call("SetAccessibilityPreferences", [Self.strings(["high-contrast": "off"])])
            #expect(try await fixture.property("HighContrast") == .bool(false))
            #expect(try await portal("contrast", fixture) == .uint32(0))
            #expect(try await token("stroke.border", fixture) == .double(1))
            try await gsettings("org.gnome.desktop.a11y.interface", "high-contrast", "false", fixture)
            #expect(await eventually { await fixture.daemon.provider.settings.accessibility.desktop.highContrast == false })
            try await gsettings("org.gnome.desktop.a11y.interface", "high-contrast", "true", fixture)
            #expect(await eventually { await fixture.daemon.provider.settings.accessibility.desktop.highContrast })
            #expect(try await fixture.property("HighContrast") == .bool(false))
            // Back to system: the desktop's on is in force again.
            try await fixture.call("SetAccessibilityPreferences", [Self.strings(["high-contrast": "system"])])
            #expect(try await fixture.property("HighContrast") == .bool(true))
            #expect(try await portal("contrast", fixture) == .uint32(1))
            // The old boolean call means on/off.
            try await fixture.call("SetAccessibility", [.stringVariantDictionary(["high-contrast": .bool(false)])])
            #expect(try await preferences(fixture)["high-contrast"] == "off")
            #expect(try await fixture.property("HighContrast") == .bool(false))
        }
    }

    @Test func gnomesAnimationsAndTextSizeAreFollowed() async throws {
        try await withDesktop("GNOME") { fixture in
            #expect(try await token("motion.scale", fixture) == .double(1))
            // Debian's schemas (before GNOME 50) have no a11y reduced-motion key: enable-animations is read.
            try await gsettings("org.gnome.desktop.interface", "enable-animations", "false", fixture)
            #expect(await eventually { try await fixture.property("ReducedMotion") == .bool(true) })
            #expect(try await token("motion.scale", fixture) == .double(0))
            #expect(try await portal("reduced-motion", fixture) == .uint32(1))
            try await fixture.call("SetAccessibilityPreferences", [Self.strings(["reduced-motion": "off"])])
            #expect(try await portal("reduced-motion", fixture) == .uint32(0))

            try await gsettings("org.gnome.desktop.interface", "text-scaling-factor", "1.25", fixture)
            #expect(await eventually { try await fixture.property("TextScale") == .double(1.25) })
            #expect(try await token("typography.scale", fixture) == .double(1.25))
            #expect(try await token("typography.bodyLarge.size", fixture) == .double(17 * 1.25))
            #expect(try await token("spacing.touchMinimum", fixture) == .double(55))
            // The user's own factor wins, and is what the tokens carry.
            try await fixture.call("SetAccessibilityPreferences", [Self.strings(["text-scale": "2"])])
            #expect(try await fixture.property("TextScale") == .double(2))
            #expect(try await token("typography.caption.size", fixture) == .double(24))
            #expect(try await preferences(fixture)["text-scale"] == "2.0")
        }
    }

    /// GNOME 50's `org.gnome.desktop.a11y.interface reduced-motion`: Debian's schemas (43) lack it,
    /// so this test compiles that schema with the key added (`glib-compile-schemas`, GSETTINGS_SCHEMA_DIR)
    /// and sets it in the real dconf. Where the key exists it wins over `enable-animations`.
    @Test func gnome50sReducedMotionKeyWinsWhereTheSchemaHasIt() async throws {
        let schemas = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: schemas) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <schemalist>
          <schema id="org.gnome.desktop.a11y.interface" path="/org/gnome/desktop/a11y/interface/">
            <key name="high-contrast" type="b"><default>false</default></key>
            <key name="reduced-motion" type="s">
              <choices><choice value="no-preference"/><choice value="reduce"/></choices>
              <default>'no-preference'</default>
            </key>
          </schema>
        </schemalist>
        """.write(to: schemas.appendingPathComponent("org.gnome.desktop.a11y.interface.gschema.xml"), atomically: true, encoding: .utf8)
        let compiled = try await runCommand("glib-compile-schemas", [schemas.path], environment: ProcessInfo.processInfo.environment)
        try #require(compiled.status == 0, "\(compiled.standardError)")
        let bus = try PrivateBus(extraEnvironment: ["XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_SCHEMA_DIR": schemas.path])
        let fixture = try await DaemonFixture(bus: bus)
        do {
            try await gsettings("org.gnome.desktop.a11y.interface", "reduced-motion", "reduce", fixture)
            #expect(await eventually { try await fixture.property("ReducedMotion") == .bool(true) })
            #expect(try await portal("reduced-motion", fixture) == .uint32(1))
            try await gsettings("org.gnome.desktop.interface", "enable-animations", "false", fixture)
            try await gsettings("org.gnome.desktop.a11y.interface", "reduced-motion", "no-preference", fixture)
            #expect(await eventually { try await fixture.property("ReducedMotion") == .bool(false) })
        } catch {
            await fixture.stop()
            throw error
        }
        await fixture.stop()
    }

    @Test func badPreferencesAreRefusedWholeAndChangeNothing() async throws {
        try await withDesktop("GNOME") { fixture in
            try await fixture.call("SetAccessibilityPreferences", [Self.strings(["reduced-motion": "on"])])
            let before = try Data(contentsOf: fixture.settingsFile)
            let serial = try await fixture.property("Serial")
            let preferences = try await preferences(fixture)
            for (request, message) in [
                (["text-scale": "3.5"], "text-scale '3.5' is not system or a factor from 0.5 to 3.0"),
                (["text-scale": "0"], "text-scale '0' is not system or a factor from 0.5 to 3.0"),
                (["high-contrast": "on", "reduced-motion": "sometimes"], "reduced-motion 'sometimes' is not one of system, on, off"),
                (["bold-text": "on"], "unknown accessibility preference 'bold-text'; accepted: high-contrast, reduce-transparency, reduced-motion, text-scale"),
            ] {
                let error = await #expect(throws: DBusError.self) {
                    try await fixture.call("SetAccessibilityPreferences", [Self.strings(request)])
                }
                #expect(error?.name == Self.invalidArgument)
                #expect(error?.message == message)
            }
            #expect(try await self.preferences(fixture) == preferences)
            #expect(try await fixture.property("Serial") == serial)
            #expect(try await fixture.property("HighContrast") == .bool(false))
            #expect(try Data(contentsOf: fixture.settingsFile) == before)
        }
    }

    @Test func preferencesAreAnnouncedAndSurviveARestart() async throws {
        let bus = try PrivateBus(extraEnvironment: ["XDG_CURRENT_DESKTOP": "GNOME"])
        let fixture = try await DaemonFixture(bus: bus)
        do {
            let changes = try await fixture.client.signals(matching: MatchRule(
                path: DaemonFixture.path, interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged"))
            try await fixture.call("SetAccessibilityPreferences", [Self.strings(["reduce-transparency": "on", "text-scale": "1.5"])])
            let announced = await collect(changes, count: 1, timeout: .seconds(5)).first?.arguments[1].stringKeyedDictionary ?? [:]
            #expect(announced["ReduceTransparency"] == .variant(.bool(true)))
            #expect(announced["TextScale"] == .variant(.double(1.5)))
            #expect(announced["AccessibilityPreferences"]?.unwrapped.stringKeyedDictionary?["text-scale"] == .string("1.5"))
        } catch {
            await fixture.stop()
            throw error
        }
        await fixture.stop(keepBus: true)
        let again = try await DaemonFixture(bus: bus)
        do {
            #expect(try await preferences(again) == [
                "high-contrast": "system", "reduce-transparency": "on", "reduced-motion": "system", "text-scale": "1.5",
            ])
            #expect(try await token("typography.scale", again) == .double(1.5))
        } catch {
            await again.stop()
            throw error
        }
        await again.stop()
    }

    /// KDE: `[KDE] AnimationDurationFactor=0` in `$XDG_CONFIG_HOME/kdeglobals` is reduced motion.
    @Test func kdesAnimationDurationFactorIsFollowed() async throws {
        try await withDesktop("KDE") { fixture in
            let file = fixture.bus.root.appendingPathComponent("config/kdeglobals")
            #expect(try await fixture.property("ReducedMotion") == .bool(false))
            try "[General]\nColorScheme=BreezeLight\n\n[KDE]\nAnimationDurationFactor=0\nSingleClick=false\n"
                .write(to: file, atomically: true, encoding: .utf8)
            #expect(await eventually { try await fixture.property("ReducedMotion") == .bool(true) })
            #expect(try await portal("reduced-motion", fixture) == .uint32(1))
            #expect(try await token("motion.scale", fixture) == .double(0))
            // A FIFO renamed over it is refused without opening it (which would block): the last reading stays.
            let fifo = fixture.bus.root.appendingPathComponent("config/kdeglobals.fifo")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            #expect(rename(fifo.path, file.path) == 0)
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await fixture.property("ReducedMotion") == .bool(true))
            try FileManager.default.removeItem(at: file)
            try "[KDE]\nAnimationDurationFactor=0.5\n".write(to: file, atomically: true, encoding: .utf8)
            #expect(await eventually { try await fixture.property("ReducedMotion") == .bool(false) })
            // GNOME's keys are not what a KDE session follows: after GNOME's key flips, a later change
            // of kdeglobals is followed, and high contrast is still off.
            try await gsettings("org.gnome.desktop.a11y.interface", "high-contrast", "true", fixture)
            try "[KDE]\nAnimationDurationFactor=0\n".write(to: file, atomically: true, encoding: .utf8)
            #expect(await eventually { try await fixture.property("ReducedMotion") == .bool(true) })
            #expect(try await fixture.property("HighContrast") == .bool(false))
        }
    }

    @Test func aSettingsFileFromBeforePreferencesMigrates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-migration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("settings.json")
        try """
        {"schemaVersion": 1, "themeID": "forest", "colorScheme": "system", "serial": 7, "systemScheme": "light",
         "accessibility": {"highContrast": true, "reduceTransparency": false, "reducedMotion": false}}
        """.write(to: file, atomically: true, encoding: .utf8)
        let loaded = SettingsStore(fileURL: file).load(registry: .builtIn)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.settings.accessibility.preferences == AccessibilityPreferences(highContrast: .on))
        #expect(loaded.settings.accessibility.flags == AccessibilityFlags(highContrast: true))
    }

    static func strings(_ dictionary: [String: String]) -> Value {
        .dictionary(key: "s", value: "s", dictionary.sorted { $0.key < $1.key }.map { DictionaryEntry(.string($0.key), .string($0.value)) })
    }
}
