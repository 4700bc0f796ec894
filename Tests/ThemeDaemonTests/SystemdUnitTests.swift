import Foundation
import Testing
import TestSupport

/// The shipped unit and activation file, as systemd and dbus-daemon read them.
@Suite(.timeLimit(.minutes(1))) struct SystemdUnitTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The unit with `@PREFIX@` replaced so that ExecStart names the built daemon.
    func installedCopy(_ name: String, into directory: URL) throws -> URL {
        let prefix = URL(fileURLWithPath: daemonExecutable()).deletingLastPathComponent().deletingLastPathComponent().path
        let text = try String(contentsOf: SystemdUnitTests.repository.appendingPathComponent("systemd/\(name)"), encoding: .utf8)
        let resolved = text.replacingOccurrences(of: "@PREFIX@/bin/themeswitchd", with: daemonExecutable())
            .replacingOccurrences(of: "@PREFIX@", with: prefix)
        let target = directory.appendingPathComponent(name)
        try resolved.write(to: target, atomically: true, encoding: .utf8)
        return target
    }

    @Test func systemdAnalyzeAcceptsTheUnit() async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("unit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let unit = try installedCopy("themeswitchd.service", into: directory)
        let result = try await runCommand("systemd-analyze", ["verify", unit.path])
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: unit, encoding: .utf8)
        for line in ["Type=dbus", "BusName=org.themeswitch.Theme1", "Restart=on-failure", "NoNewPrivileges=yes", "ProtectSystem=strict", "ReadWritePaths=%h"] {
            #expect(text.contains(line), "missing \(line)")
        }
    }

    @Test func dbusActivationStartsTheDaemon() async throws {
        let services = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("services-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: services) }
        let file = try installedCopy("org.themeswitch.Theme1.service", into: services)
        let activation = try String(contentsOf: file, encoding: .utf8)
        #expect(activation.contains("SystemdService=themeswitchd.service"))
        // dbus-daemon without systemd runs Exec= itself.
        try activation.replacingOccurrences(of: "SystemdService=themeswitchd.service\n", with: "")
            .write(to: file, atomically: true, encoding: .utf8)
        let bus = try PrivateBus(serviceDirectories: [services])
        defer { bus.stop() }
        let result = try await runCommand("gdbus", ["call", "--session", "--dest", "org.themeswitch.Theme1", "--object-path", "/org/themeswitch/Theme1",
                                                    "--method", "org.freedesktop.DBus.Properties.Get", "org.themeswitch.Theme1", "ThemeId"],
                                          environment: bus.environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("'default'"))
        _ = try await runCommand("gdbus", ["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                                           "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.themeswitch.Theme1"],
                                 environment: bus.environment).standardOutput
            .split(whereSeparator: { !$0.isNumber }).first.flatMap { Int32($0) }.map { kill($0, SIGTERM) }
    }
}
