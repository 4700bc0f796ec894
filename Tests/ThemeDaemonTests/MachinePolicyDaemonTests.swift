import DBus
import Foundation
import Glibc
import Testing
import TestSupport
import ThemeContract

/// Machine defaults and locks (issue 42) against the real `themeswitchd` and `themeswitch`, with
/// `XDG_CONFIG_DIRS` pointing at temporary system directories. A policy file must be owned by
/// root: the tests that need one run only as root (as in CI); as another user the files the test
/// writes are the user's own, which is what the last test checks is ignored.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct MachinePolicyDaemonTests {
    static let isRoot = getuid() == 0
    static let locked = ThemeBus.errorPrefix + "Locked"

    /// Two system configuration directories, in `$XDG_CONFIG_DIRS` order, each with a `themeswitch` directory.
    struct SystemDirectories {
        let root: URL
        var first: URL { root.appendingPathComponent("first/themeswitch") }
        var second: URL { root.appendingPathComponent("second/themeswitch") }
        var variable: String { [first, second].map { $0.deletingLastPathComponent().path }.joined(separator: ":") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString.prefix(8))")
            for directory in [root.appendingPathComponent("first/themeswitch"), root.appendingPathComponent("second/themeswitch")] {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            }
        }

        /// Writes `text` to `name` in `directory` with `mode`, by renaming a finished file into place.
        func write(_ text: String, to name: String, in directory: URL, mode: Int = 0o644) throws {
            let temporary = directory.appendingPathComponent(".\(name).new")
            try text.write(to: temporary, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
            try FileManager.default.moveItem(at: temporary, to: directory.appendingPathComponent(name))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Runs `body` with the real daemon on a private bus whose `XDG_CONFIG_DIRS` are `directories`.
    func withPolicyDaemon(_ directories: SystemDirectories, _ body: (PrivateBus, DaemonProcess, Connection) async throws -> Void) async throws {
        let bus = try PrivateBus(extraEnvironment: ["XDG_CONFIG_DIRS": directories.variable])
        defer { bus.stop() }
        let daemon = try await DaemonProcess(on: bus)
        let client = try Connection(bus: .address(bus.address))
        do {
            try await body(bus, daemon, client)
        } catch {
            client.close()
            _ = await daemon.stop()
            throw error
        }
        client.close()
        _ = await daemon.stop()
    }

    func call(_ client: Connection, _ method: String, _ arguments: [Value] = []) async throws -> [Value] {
        try await client.call(destination: ThemeBus.name, path: ThemeBus.path, interface: ThemeBus.interface, method: method, arguments: arguments).arguments
    }

    func property(_ client: Connection, _ name: String) async throws -> Value {
        try await client.call(
            destination: ThemeBus.name, path: ThemeBus.path, interface: "org.freedesktop.DBus.Properties", method: "Get",
            arguments: [.string(ThemeBus.interface), .string(name)]).arguments[0].unwrapped
    }

    func locks(_ client: Connection) async throws -> [String] {
        try await property(client, "Locks").array?.compactMap(\.string) ?? []
    }

    /// The D-Bus error a call fails with.
    func refusal(_ client: Connection, _ method: String, _ arguments: [Value]) async throws -> DBusError {
        try await #require(throws: DBusError.self) { _ = try await call(client, method, arguments) }
    }

    func cli(_ bus: PrivateBus, _ arguments: String...) async throws -> CommandResult {
        try await runCommand(builtExecutable("themeswitch"), arguments + ["--bus-address", bus.address], environment: bus.environment)
    }

    @Test(.enabled(if: isRoot, "policy files must be owned by root"))
    func aFreshUserStartsFromTheMachineDefaults() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try directories.write("""
            theme: forest
            scheme: dark
            dark-variant: dim
            text-scale: 1.25
            overrides:
              color.accent: "#3584E4"
            """, to: "defaults.yaml", in: directories.first)
        try await withPolicyDaemon(directories) { bus, _, client async throws in
            #expect(try await property(client, "ThemeId") == .string("forest"))
            #expect(try await property(client, "ColorScheme") == .string("dark"))
            #expect(try await property(client, "ResolvedScheme") == .string("dark"))
            #expect(try await property(client, "DarkVariant") == .string("dim"))
            #expect(try await property(client, "TextScale") == .double(1.25))
            #expect(try await locks(client).isEmpty)
            let tokens = try await call(client, "GetTokens", [.string("")])[3].stringKeyedDictionary
            #expect(tokens?["color.accent"]?.unwrapped == .string("#3584E4"))
            // A default is not a lock: the user may choose otherwise.
            _ = try await call(client, "SetColorScheme", [.string("light")])
            #expect(try await property(client, "ColorScheme") == .string("light"))
            let current = try await cli(bus, "current")
            #expect(current.status == 0)
            #expect(!current.standardOutput.contains("locked"))
        }
    }

    @Test(.enabled(if: isRoot, "policy files must be owned by root"))
    func aLockRefusesApplySchemeOverrideAndScheduleOverDBusAndTheCommandLine() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try directories.write("""
            theme: forest
            scheme: dark
            overrides:
              color.accent: "#3584E4"
            schedule:
            """, to: "locks.yaml", in: directories.first)
        let file = directories.first.appendingPathComponent("locks.yaml").path
        try await withPolicyDaemon(directories) { bus, _, client async throws in
            #expect(try await locks(client) == ["theme", "scheme", "schedule", "color.accent"])
            #expect(try await property(client, "ThemeId") == .string("forest"))
            #expect(try await property(client, "ColorScheme") == .string("dark"))

            let apply = try await refusal(client, "Apply", [.string("rose")])
            #expect(apply.name == Self.locked)
            #expect(apply.message == "theme is locked by \(file); it cannot be changed on this machine")
            let scheme = try await refusal(client, "SetColorScheme", [.string("light")])
            #expect(scheme.name == Self.locked)
            #expect(scheme.message.contains("scheme is locked by \(file)"))
            let override = try await refusal(client, "SetOverride", [
                .string("color.accent"), .variant(.string("#FF0000")), .string("both"), .string("org.example.Mail"), .string(""),
            ])
            #expect(override.name == Self.locked)
            #expect(override.message.contains("color.accent is locked by \(file)"))
            // What is not locked still changes.
            _ = try await call(client, "SetDarkVariant", [.string("dim")])

            for arguments in [["apply", "rose"], ["scheme", "light"], ["override", "set", "color.accent", "#FF0000"]] {
                let result = try await runCommand(builtExecutable("themeswitch"), arguments + ["--bus-address", bus.address], environment: bus.environment)
                #expect(result.status != 0, "\(arguments)")
                #expect(result.standardError.contains("is locked by \(file)"), "\(arguments): \(result.standardError)")
            }
            // `schedule` writes config.yaml itself, with no daemon.
            let schedule = try await runCommand(
                builtExecutable("themeswitch"), ["schedule", "set", "--light", "07:00", "--dark", "19:30"], environment: bus.environment)
            #expect(schedule.status != 0)
            #expect(schedule.standardError.contains("schedule is locked by \(file)"))
            let config = bus.root.appendingPathComponent("config/themeswitch/config.yaml").path
            #expect(!FileManager.default.fileExists(atPath: config))

            #expect(try await property(client, "ThemeId") == .string("forest"))
            let current = try await cli(bus, "current")
            #expect(current.standardOutput.contains("theme: forest (locked)"))
            #expect(current.standardOutput.contains("locked: theme, scheme, schedule, color.accent"))
        }
    }

    @Test(.enabled(if: isRoot, "policy files must be owned by root"))
    func aLockAddedWhileRunningHoldsAndTheUsersChoiceComesBackWhenItIsLifted() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try await withPolicyDaemon(directories) { bus, _, client async throws in
            _ = try await call(client, "SetColorScheme", [.string("light")])
            try directories.write("scheme: dark\n", to: "locks.yaml", in: directories.second)
            #expect(await eventually { (try? await property(client, "ColorScheme")) == .string("dark") })
            #expect(try await locks(client) == ["scheme"])
            // The portal backend, which desktops and Flatpak apps read, shows the value in force.
            let portal = try await client.call(
                destination: PortalBus.name, path: PortalBus.path, interface: PortalBus.interface, method: "Read",
                arguments: [.string(PortalBus.appearanceNamespace), .string("color-scheme")]).arguments[0].unwrapped
            #expect(portal.unwrapped == .uint32(1))
            let stored = try String(contentsOfFile: bus.root.appendingPathComponent("config/themeswitch/settings.json").path, encoding: .utf8)
            #expect(stored.contains("\"colorScheme\" : \"light\""))

            try FileManager.default.removeItem(at: directories.second.appendingPathComponent("locks.yaml"))
            #expect(await eventually { (try? await property(client, "ColorScheme")) == .string("light") })
            #expect(try await locks(client).isEmpty)
        }
    }

    @Test(.enabled(if: isRoot, "policy files must be owned by root"))
    func aMalformedLocksFileIsRefusedWholeAndTheLocksOfAGoodOneHold() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try directories.write("scheme: dark\ntheme: [unclosed\n", to: "locks.yaml", in: directories.first)
        try directories.write("theme: forest\n", to: "locks.yaml", in: directories.second)
        try await withPolicyDaemon(directories) { _, daemon, client async throws in
            #expect(try await locks(client) == ["theme"])
            #expect(try await property(client, "ThemeId") == .string("forest"))
            #expect(try await property(client, "ColorScheme") == .string("system"))
            let path = directories.first.appendingPathComponent("locks.yaml").path
            #expect(await eventually { daemon.log.contains(path) })
            #expect(daemon.log.components(separatedBy: "\(path):").count == 2, "logged once: \(daemon.log)")
        }
    }

    @Test(.enabled(if: isRoot, "policy files must be owned by root; as root the test makes a world-writable one"))
    func aWorldWritablePolicyFileIsIgnored() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try directories.write("scheme: dark\n", to: "locks.yaml", in: directories.first, mode: 0o666)
        try await withPolicyDaemon(directories) { _, daemon, client async throws in
            #expect(try await locks(client).isEmpty)
            _ = try await call(client, "SetColorScheme", [.string("light")])
            #expect(daemon.log.contains("is writable by every user"))
        }
    }

    @Test(.enabled(if: isRoot, "chown to nobody needs root"))
    func aPolicyFileOwnedByAnotherUserIsIgnored() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try directories.write("scheme: dark\n", to: "locks.yaml", in: directories.first)
        #expect(chown(directories.first.appendingPathComponent("locks.yaml").path, 65534, 65534) == 0)
        try await withPolicyDaemon(directories) { _, daemon, client async throws in
            #expect(try await locks(client).isEmpty)
            _ = try await call(client, "SetColorScheme", [.string("light")])
            #expect(daemon.log.contains("not root"))
        }
    }

    @Test(.enabled(if: !isRoot, "as root the test's own files are root's"))
    func notAsRootThePolicyFilesTheUserWroteAreIgnored() async throws {
        let directories = try SystemDirectories()
        defer { directories.remove() }
        try directories.write("scheme: dark\n", to: "locks.yaml", in: directories.first)
        try await withPolicyDaemon(directories) { _, daemon, client async throws in
            #expect(try await locks(client).isEmpty)
            #expect(daemon.log.contains("not root"))
        }
    }
}
