import DBus
import Foundation
import Glibc
import TestSupport
import Testing
import ThemeContract
import ThemeCore
@testable import ThemeDaemon

/// The `org.freedesktop.impl.portal.Settings` backend: directly, through gdbus, and
/// through the real xdg-desktop-portal frontend.
@Suite(.timeLimit(.minutes(1))) struct PortalTests {
    static let backend = PortalBus.name
    static let backendInterface = PortalBus.interface
    static let path = PortalBus.path
    static let appearance = PortalBus.appearanceNamespace
    static let themeswitch = PortalBus.themeswitchNamespace
    static let notFound = PortalBus.notFoundError

    // MARK: The backend, called directly

    @Test func namespaceGlobsFollowThePortalSpec() {
        #expect(PortalService.matches("org.freedesktop.appearance", []))
        #expect(PortalService.matches("org.freedesktop.appearance", [""]))
        #expect(PortalService.matches("org.freedesktop.appearance", ["org.freedesktop.*"]))
        #expect(PortalService.matches("org.freedesktop.appearance", ["*"]))
        #expect(PortalService.matches("org.themeswitch", ["org.nothing", "org.themeswitch"]))
        #expect(PortalService.matches("org.themeswitch", ["org.themeswitch*"]))
        #expect(!PortalService.matches("org.themeswitch", ["org.freedesktop.*"]))
        #expect(!PortalService.matches("org.themeswitch", ["org.themeswitch.*"]))
        #expect(!PortalService.matches("org.themeswitch", ["org.themeswitch.tokens"]))
    }

    @Test func readAllSelectsNamespacesByGlob() async throws {
        try await withDaemon { fixture in
            #expect(try await readAll(fixture, []).keys.sorted() == [Self.appearance, Self.themeswitch])
            #expect(try await readAll(fixture, [""]).keys.sorted() == [Self.appearance, Self.themeswitch])
            #expect(try await readAll(fixture, ["org.freedesktop.*"]).keys.sorted() == [Self.appearance])
            #expect(try await readAll(fixture, ["org.themeswitch*", "org.example.x"]).keys.sorted() == [Self.themeswitch])
            #expect(try await readAll(fixture, ["org.example.*"]).isEmpty)

            let appearance = try await readAll(fixture, [Self.appearance])[Self.appearance] ?? [:]
            #expect(appearance["color-scheme"] == .variant(.uint32(2)))
            #expect(appearance["contrast"] == .variant(.uint32(0)))
            #expect(appearance["reduced-motion"] == .variant(.uint32(0)))
            #expect(appearance["accent-color"] == .variant(try accentColor(hex: "#2596BE")))

            // org.themeswitch: the theme, the serial and exactly the token set of ThemeChanged / GetTokens.
            let published = try await fixture.call("GetTokens", [.string("")])
            let own = try await readAll(fixture, [Self.themeswitch])[Self.themeswitch] ?? [:]
            #expect(own.keys.sorted() == ["serial", "theme-id", "tokens"])
            #expect(own["theme-id"] == .variant(published[0]))
            #expect(own["serial"] == .variant(published[2]))
            #expect(own["tokens"] == .variant(published[3]))
        }
    }

    @Test func readReturnsTheValueInOneVariant() async throws {
        try await withDaemon { fixture in
            let reply = try await read(fixture, Self.appearance, "color-scheme")
            #expect(reply.signature == "v")
            #expect(reply.arguments == [.variant(.uint32(2))])
            #expect(try await read(fixture, Self.themeswitch, "theme-id").arguments == [.variant(.string("default"))])
            let tokens = try await read(fixture, Self.themeswitch, "tokens").arguments.first?.unwrapped.stringKeyedDictionary
            #expect(tokens?["color.accent"] == .variant(.string("#2596BE")))
            #expect(tokens?["spacing.lg"] == .variant(.double(16)))
            #expect(try await read(fixture, Self.appearance, "accent-color").arguments == [.variant(try accentColor(hex: "#2596BE"))])

            for (namespace, key) in [(Self.appearance, "nope"), (Self.themeswitch, "color.accent"), ("org.themeswitch.tokens", "color.accent"), ("org.example", "color-scheme"), ("", "")] {
                do {
                    _ = try await read(fixture, namespace, key)
                    Issue.record("reading \(namespace) \(key) succeeded")
                } catch let error as DBusError {
                    #expect(error.name == Self.notFound, "\(namespace) \(key): \(error)")
                }
            }
            let version = try await fixture.client.call(
                destination: Self.backend, path: Self.path, interface: "org.freedesktop.DBus.Properties",
                method: "Get", arguments: [.string(Self.backendInterface), .string("version")])
            #expect(version.arguments == [.variant(.uint32(1))])
        }
    }

    @Test func settingChangedOnlyForKeysThatChanged() async throws {
        try await withDaemon { fixture in
            let signals = try await fixture.client.signals(matching: MatchRule(
                sender: Self.backend, path: Self.path, interface: Self.backendInterface, member: "SettingChanged"))
            let start = try await readAll(fixture, [])

            try await fixture.call("SetColorScheme", [.string("dark")])
            let dark = try await readAll(fixture, [])
            try await fixture.call("SetColorScheme", [.string("dark")]) // no change: no signal
            try await fixture.call("SetAccessibility", [.stringVariantDictionary(["reduced-motion": .bool(true)])])
            let reduced = try await readAll(fixture, [])
            try await fixture.call("Apply", [.string("forest")])
            let forest = try await readAll(fixture, [])

            let expected = changes(start, dark) + changes(dark, reduced) + changes(reduced, forest)
            #expect(changes(start, dark).contains { $0.namespace == Self.appearance && $0.key == "color-scheme" && $0.value == .uint32(1) })
            #expect(changes(dark, reduced).contains { $0.namespace == Self.appearance && $0.key == "reduced-motion" })
            #expect(changes(reduced, forest).contains { $0.namespace == Self.appearance && $0.key == "accent-color" })
            #expect(!changes(reduced, forest).contains { $0.namespace == Self.appearance && $0.key == "color-scheme" })

            let received = await collect(signals, count: expected.count + 1, timeout: .seconds(2)).map { message in
                Setting(namespace: message.arguments[0].string ?? "", key: message.arguments[1].string ?? "", value: message.arguments[2])
            }
            // Each signal carries its value in one variant; the order is the emission order.
            #expect(received == expected.map { Setting(namespace: $0.namespace, key: $0.key, value: .variant($0.value)) })
        }
    }

    /// xdg-desktop-portal re-broadcasts every backend signal to every app: a scheme flip and an
    /// apply send a handful of small signals, never one per token nor the 12 KB token set.
    @Test func aChangeSendsAtMostOneSignalPerChangedKey() async throws {
        try await withDaemon { fixture in
            let signals = try await fixture.client.signals(matching: MatchRule(
                sender: Self.backend, path: Self.path, interface: Self.backendInterface, member: "SettingChanged"))
            try await fixture.call("SetColorScheme", [.string("dark")])
            try await fixture.call("Apply", [.string("sunset")])
            let received = await collect(signals, count: 50, timeout: .seconds(2)).map {
                "\($0.arguments[0].string ?? "") \($0.arguments[1].string ?? "")"
            }
            #expect(received.filter { $0.hasSuffix(" serial") }.count == 2)
            #expect(received.filter { $0.hasSuffix(" theme-id") }.count == 1)
            #expect(received.contains("\(Self.appearance) color-scheme"))
            #expect(!received.contains { $0.hasSuffix(" tokens") || $0.hasPrefix("org.themeswitch.tokens") }, "\(received)")
            #expect(received.count <= 6, "\(received)")
        }
    }

    @Test func gdbusReadsTheBackend() async throws {
        try await withDaemon { fixture in
            let base = ["call", "--session", "--dest", Self.backend, "--object-path", Self.path.rawValue, "--method"]
            let all = try await fixture.run("gdbus", base + ["\(Self.backendInterface).ReadAll", "['org.freedesktop.*']"])
            #expect(all.status == 0, "\(all.standardError)")
            #expect(all.standardOutput.contains("'color-scheme': <uint32 2>"), "\(all.standardOutput)")
            #expect(all.standardOutput.contains("'accent-color': <("))
            #expect(!all.standardOutput.contains(Self.themeswitch))
            let one = try await fixture.run("gdbus", base + ["\(Self.backendInterface).Read", Self.themeswitch, "theme-id"])
            #expect(one.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "(<'default'>,)", "\(one.standardError)")
            let missing = try await fixture.run("gdbus", base + ["\(Self.backendInterface).Read", Self.appearance, "nope"])
            #expect(missing.status != 0)
            #expect(missing.standardError.contains(Self.notFound), "\(missing.standardError)")
            let introspection = try await fixture.run("gdbus", ["introspect", "--session", "--dest", Self.backend, "--object-path", Self.path.rawValue])
            #expect(introspection.standardOutput.contains("interface \(Self.backendInterface)"))
            #expect(introspection.standardOutput.contains("SettingChanged"))
            #expect(introspection.standardOutput.contains("readonly u version"))
        }
    }

    @Test func aSecondOwnerOfTheBackendNameDoesNotStopTheDaemon() async throws {
        let bus = try PrivateBus()
        let squatter = try Connection(bus: .address(bus.address))
        defer { squatter.close() }
        try await squatter.bus.requestName(Self.backend)
        let fixture = try await DaemonFixture(bus: bus)
        do {
            #expect(try await fixture.property("ThemeId") == .string("default"))
            #expect(try await fixture.client.bus.nameOwner(Self.backend) == squatter.uniqueName)
        } catch {
            await fixture.stop()
            throw error
        }
        await fixture.stop()
    }

    @Test func activatingTheBackendNameStartsTheDaemon() async throws {
        let services = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("portal-services-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: services) }
        let name = "\(Self.backend).service"
        let shipped = try String(contentsOf: repositoryRoot().appendingPathComponent("systemd/\(name)"), encoding: .utf8)
        #expect(shipped.contains("SystemdService=themeswitchd.service"))
        // dbus-daemon without systemd runs Exec= itself.
        try shipped.replacingOccurrences(of: "@PREFIX@/bin/themeswitchd", with: daemonExecutable())
            .replacingOccurrences(of: "SystemdService=themeswitchd.service\n", with: "")
            .write(to: services.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let bus = try PrivateBus(serviceDirectories: [services])
        defer { bus.stop() }
        let client = try Connection(bus: .address(bus.address))
        defer { client.close() }
        let reply = try await client.call(
            destination: Self.backend, path: Self.path, interface: Self.backendInterface, method: "Read",
            arguments: [.string(Self.appearance), .string("color-scheme")])
        #expect(reply.arguments == [.variant(.uint32(2))])
        #expect(try await client.bus.nameOwner("org.themeswitch.Theme1") == client.bus.nameOwner(Self.backend))
        let pid = try await client.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "GetConnectionUnixProcessID", arguments: [.string(Self.backend)]).arguments.first?.uint32
        if let pid { kill(pid_t(pid), SIGTERM) }
    }

    // MARK: Through the real xdg-desktop-portal

    static let frontendPath = "/usr/libexec/xdg-desktop-portal"
    static let frontend = "org.freedesktop.portal.Desktop"
    static let frontendInterface = "org.freedesktop.portal.Settings"

    @Test func xdgDesktopPortalServesTheDaemonsValues() async throws {
        try await withFrontend(on: try PrivateBus(), checkFrontend)
    }

    /// Runs `check` with a daemon and the real xdg-desktop-portal on `bus`, and always stops both.
    private func withFrontend(on bus: PrivateBus, _ check: (DaemonFixture) async throws -> Void) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.frontendPath),
                     "\(Self.frontendPath) is missing: install the xdg-desktop-portal package (scripts/install-deps.sh)")
        let fixture = try await DaemonFixture(bus: bus)
        let portal: ChildProcess
        do {
            portal = try await startFrontend(on: bus)
        } catch {
            await fixture.stop()
            throw error
        }
        do {
            try await check(fixture)
        } catch {
            await stopFrontend(portal, bus: bus)
            await fixture.stop()
            throw error
        }
        await stopFrontend(portal, bus: bus)
        await fixture.stop()
    }

    /// Issue 20 §1: GNOME's High Contrast (set in the real dconf) reaches portal apps through
    /// themeswitch as the portal's `contrast`, read with gdbus; the user's `off` wins over it.
    @Test func desktopHighContrastReachesPortalApps() async throws {
        try await withFrontend(on: try PrivateBus(extraEnvironment: ["XDG_CURRENT_DESKTOP": "GNOME"]), checkContrast)
    }

    private func checkContrast(_ fixture: DaemonFixture) async throws {
        func gdbusRead(_ key: String) async throws -> String {
            let result = try await fixture.run("gdbus", [
                "call", "--session", "--dest", Self.frontend, "--object-path", Self.path.rawValue,
                "--method", "\(Self.frontendInterface).Read", Self.appearance, key,
            ])
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try await gdbusRead("contrast") == "(<<uint32 0>>,)")
        let changed = try await fixture.client.signals(matching: MatchRule(
            sender: Self.frontend, path: Self.path, interface: Self.frontendInterface, member: "SettingChanged",
            arguments: [0: Self.appearance, 1: "contrast"]))
        let set = try await fixture.run("gsettings", ["set", "org.gnome.desktop.a11y.interface", "high-contrast", "true"])
        #expect(set.status == 0, "\(set.standardError)")
        let signal = await collect(changed, count: 1, timeout: .seconds(5)).first
        #expect(signal?.arguments == [.string(Self.appearance), .string("contrast"), .variant(.uint32(1))])
        #expect(try await gdbusRead("contrast") == "(<<uint32 1>>,)")
        #expect(try await gdbusRead("reduced-motion") == "(<<uint32 0>>,)")

        try await fixture.call("SetAccessibilityPreferences", [DesktopAccessibilityTests.strings(["high-contrast": "off"])])
        #expect(try await gdbusRead("contrast") == "(<<uint32 0>>,)")
    }

    private func checkFrontend(_ fixture: DaemonFixture) async throws {
        func call(_ method: String, _ arguments: [Value]) async throws -> Message {
            try await fixture.client.call(
                destination: Self.frontend, path: Self.path, interface: Self.frontendInterface, method: method, arguments: arguments)
        }
        // The deprecated Read wraps the backend's variant once more; ReadOne (version 2, 1.17+) does not.
        #expect(try await call("Read", [.string(Self.appearance), .string("color-scheme")]).arguments == [.variant(.variant(.uint32(2)))])
        #expect(try await call("Read", [.string(Self.themeswitch), .string("theme-id")]).arguments == [.variant(.variant(.string("default")))])
        let version = try await fixture.client.call(
            destination: Self.frontend, path: Self.path, interface: "org.freedesktop.DBus.Properties",
            method: "Get", arguments: [.string(Self.frontendInterface), .string("version")]).arguments.first?.uint32 ?? 0
        if version >= 2 {
            #expect(try await call("ReadOne", [.string(Self.appearance), .string("color-scheme")]).arguments == [.variant(.uint32(2))])
        }
        await #expect(throws: DBusError.self) { try await call("Read", [.string(Self.appearance), .string("nope")]) }

        let throughPortal = try await call("ReadAll", [.stringArray([])]).arguments.first?.stringKeyedDictionary
        let direct = try await fixture.client.call(
            destination: Self.backend, path: Self.path, interface: Self.backendInterface, method: "ReadAll",
            arguments: [.stringArray([])]).arguments.first?.stringKeyedDictionary
        #expect(throughPortal?[Self.appearance]?.stringKeyedDictionary == direct?[Self.appearance]?.stringKeyedDictionary)
        #expect(throughPortal?[Self.themeswitch]?.stringKeyedDictionary == direct?[Self.themeswitch]?.stringKeyedDictionary)
        #expect(throughPortal?[Self.themeswitch]?.stringKeyedDictionary?["tokens"]?.unwrapped.stringKeyedDictionary?.isEmpty == false)
        let globbed = try await call("ReadAll", [.stringArray(["org.freedesktop.*"])]).arguments.first?.stringKeyedDictionary
        #expect(globbed?.keys.sorted() == [Self.appearance])

        // `themeswitch scheme dark` → the portal tells every app color-scheme is now 1.
        let changed = try await fixture.client.signals(matching: MatchRule(
            sender: Self.frontend, path: Self.path, interface: Self.frontendInterface, member: "SettingChanged",
            arguments: [0: Self.appearance, 1: "color-scheme"]))
        try await fixture.call("SetColorScheme", [.string("dark")])
        let signal = await collect(changed, count: 1, timeout: .seconds(5)).first
        #expect(signal?.arguments == [.string(Self.appearance), .string("color-scheme"), .variant(.uint32(1))])
        #expect(try await call("Read", [.string(Self.appearance), .string("color-scheme")]).arguments == [.variant(.variant(.uint32(1)))])
    }

    /// Starts xdg-desktop-portal on `bus`, seeing only the project's `.portal` file and
    /// a portals.conf that picks it for Settings, and waits until it owns its name.
    private func startFrontend(on bus: PrivateBus) async throws -> ChildProcess {
        let portals = bus.root.appendingPathComponent("portals")
        let configuration = bus.root.appendingPathComponent("config/xdg-desktop-portal")
        for directory in [portals, configuration] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            at: repositoryRoot().appendingPathComponent("systemd/themeswitch.portal"),
            to: portals.appendingPathComponent("themeswitch.portal"))
        // 1.17+ chooses backends by portals.conf; 1.16 asks every Settings backend it finds.
        try "[preferred]\ndefault=none\norg.freedesktop.impl.portal.Settings=themeswitch\n"
            .write(to: configuration.appendingPathComponent("portals.conf"), atomically: true, encoding: .utf8)
        var environment = bus.environment
        environment["XDG_DESKTOP_PORTAL_DIR"] = portals.path
        environment["XDG_CURRENT_DESKTOP"] = "themeswitch-test"
        let portal = try ChildProcess(
            Self.frontendPath, ["--verbose", "--replace"], environment: environment,
            errorPath: bus.root.appendingPathComponent("xdg-desktop-portal.log").path)
        let watcher = try Connection(bus: .address(bus.address))
        defer { watcher.close() }
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if try await watcher.bus.nameHasOwner(Self.frontend) { return portal }
            try await Task.sleep(for: .milliseconds(20))
        }
        await stopFrontend(portal, bus: bus)
        Issue.record("xdg-desktop-portal did not claim \(Self.frontend) in 10 s")
        throw CancellationError()
    }

    private func stopFrontend(_ portal: ChildProcess, bus: PrivateBus) async {
        await portal.stop(SIGTERM, within: .seconds(10))
    }

    // MARK: Helpers

    struct Setting: Equatable, CustomStringConvertible {
        let namespace: String
        let key: String
        let value: Value
        var description: String { "\(namespace) \(key) = \(value)" }
    }

    /// The settings whose value differs between two ReadAll results, in emission order.
    private func changes(_ old: [String: [String: Value]], _ new: [String: [String: Value]]) -> [Setting] {
        new.keys.sorted().flatMap { namespace in
            let before = old[namespace] ?? [:]
            let after = new[namespace] ?? [:]
            // Announced: every changed key but the token set, with `serial` last of its namespace.
            let keys = after.keys.sorted { ($0 == "serial" ? 1 : 0, $0) < ($1 == "serial" ? 1 : 0, $1) }
            return keys.filter { $0 != "tokens" && before[$0] != after[$0] }.map { key in
                Setting(namespace: namespace, key: key, value: after[key]?.unwrapped ?? .string(""))
            }
        }
    }

    private func readAll(_ fixture: DaemonFixture, _ namespaces: [String]) async throws -> [String: [String: Value]] {
        let reply = try await fixture.client.call(
            destination: Self.backend, path: Self.path, interface: Self.backendInterface, method: "ReadAll",
            arguments: [.stringArray(namespaces)])
        #expect(reply.signature == "a{sa{sv}}")
        return (reply.arguments.first?.stringKeyedDictionary ?? [:]).mapValues { $0.stringKeyedDictionary ?? [:] }
    }

    private func read(_ fixture: DaemonFixture, _ namespace: String, _ key: String) async throws -> Message {
        try await fixture.client.call(
            destination: Self.backend, path: Self.path, interface: Self.backendInterface, method: "Read",
            arguments: [.string(namespace), .string(key)])
    }

    private func accentColor(hex: String) throws -> Value {
        let color = try RGBAColor(hex: hex)
        return .structure([.double(color.red), .double(color.green), .double(color.blue)])
    }

    /// Up to `count` messages, or fewer when `timeout` passes first.
    private func repositoryRoot() -> URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
