import DBus
import Foundation
import TestSupport
import Testing

/// busctl, gdbus and dbus-send against the daemon.
@Suite(.timeLimit(.minutes(1))) struct DaemonInteropTests {
    @Test func busctlReadsEveryProperty() async throws {
        try await withDaemon { fixture in
            let plain = try await fixture.run("busctl", ["--address=\(fixture.bus.address)", "introspect", DaemonFixture.name, DaemonFixture.path.rawValue])
            #expect(plain.status == 0, "\(plain.standardError)")
            for property in ["ThemeId", "ColorScheme", "ResolvedScheme", "Serial", "HighContrast", "ReduceTransparency", "ReducedMotion"] {
                let value = try await fixture.run("busctl", ["--address=\(fixture.bus.address)", "get-property", DaemonFixture.name, DaemonFixture.path.rawValue, DaemonFixture.name, property])
                #expect(value.status == 0, "\(property): \(value.standardError)")
                #expect(plain.standardOutput.contains(".\(property)"))
            }
        }
    }

    @Test func gdbusAndDBusSendCallEveryMethod() async throws {
        try await withDaemon { fixture in
            let calls: [[String]] = [
                ["Apply", "sunset"], ["SetColorScheme", "dark"], ["SetAccessibility", "{'reduced-motion': <true>}"],
                ["ListThemes"], ["GetTokens", "''"], ["GetThemeTokens", "forest", "light"],
            ]
            for call in calls {
                let result = try await fixture.run("gdbus", ["call", "--session", "--dest", DaemonFixture.name, "--object-path", DaemonFixture.path.rawValue,
                                                            "--method", "\(DaemonFixture.name).\(call[0])"] + call.dropFirst())
                #expect(result.status == 0, "\(call[0]): \(result.standardError)")
            }
            #expect(try await fixture.property("ReducedMotion") == .bool(true))
            let sent = try await fixture.run("dbus-send", ["--session", "--print-reply", "--dest=\(DaemonFixture.name)", DaemonFixture.path.rawValue,
                                                          "\(DaemonFixture.name).Apply", "string:lavender"])
            #expect(sent.status == 0, "\(sent.standardError)")
            #expect(try await fixture.property("ThemeId") == .string("lavender"))
        }
    }

    @Test func dbusMonitorStyleMatchSeesThemeChanged() async throws {
        try await withDaemon { fixture in
            let monitor = try await BusMonitor(
                address: fixture.bus.address, rules: ["type='signal',interface='org.themeswitch.Theme1',member='ThemeChanged'"],
                environment: fixture.bus.environment)
            try await fixture.call("Apply", [.string("midnight")])
            let seen = await monitor.wait { $0.contains("string \"midnight\"") }
            let output = await monitor.stop()
            #expect(seen && output.contains("member=ThemeChanged"), "\(output)")
        }
    }

    @Test func shippedIntrospectionXMLIsWhatTheDaemonAnswers() async throws {
        try await withDaemon { fixture in
            let answered = try await fixture.client.call(
                destination: DaemonFixture.name, path: DaemonFixture.path, interface: "org.freedesktop.DBus.Introspectable",
                method: "Introspect").arguments[0].string
            let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("systemd/org.themeswitch.Theme1.xml")
            #expect(try String(contentsOf: shipped, encoding: .utf8) == answered)
        }
    }
}
