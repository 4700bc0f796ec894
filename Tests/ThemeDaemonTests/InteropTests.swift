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

    /// Issue 21: busctl sends a Base16 scheme (Gruvbox dark, medium, as tinted-theming publishes
    /// it) to ImportTheme and reads it back from ExportTheme as a scheme file.
    @Test func busctlImportsAndExportsABase16Scheme() async throws {
        let palette = ["282828", "3c3836", "504945", "665c54", "bdae93", "d5c4a1", "ebdbb2", "fbf1c7",
                       "fb4934", "fe8019", "fabd2f", "b8bb26", "8ec07c", "83a598", "d3869b", "d65d0e"]
        let scheme = "system: \"base16\"\nname: \"Gruvbox dark, medium\"\nauthor: \"morhetz\"\nvariant: \"dark\"\npalette:\n"
            + palette.enumerated().map { "  base0\(String($0.offset, radix: 16, uppercase: true)): \"\($0.element)\"\n" }.joined()
        try await withDaemon { fixture in
            let busctl = ["--address=\(fixture.bus.address)", "call", DaemonFixture.name, DaemonFixture.path.rawValue, DaemonFixture.name]
            let imported = try await fixture.run("busctl", busctl + ["ImportTheme", "ss", scheme, "auto"])
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput == "s \"gruvbox-dark-medium\"\n")
            let exported = try await fixture.run("busctl", busctl + ["ExportTheme", "ss", "gruvbox-dark-medium", "base16-dark"])
            #expect(exported.status == 0, "\(exported.standardError)")
            #expect(exported.standardOutput.contains("system: \\\"base16\\\""), "\(exported.standardOutput)")
            for slot in ["base00: \\\"282828\\\"", "base0D: \\\"83a598\\\"", "base0F: \\\"d65d0e\\\""] {
                #expect(exported.standardOutput.contains(slot), "\(slot) in \(exported.standardOutput)")
            }
            let bad = try await fixture.run("busctl", busctl + ["ImportTheme", "ss", scheme.replacingOccurrences(of: "  base0F: \"d65d0e\"\n", with: ""), "base16"])
            #expect(bad.status != 0)
            #expect(bad.standardError.contains("the palette has no base0F"), "\(bad.standardError)")
        }
    }

    /// busctl registers an app for its changes and reads the reply as JSON: the app's own set and
    /// the number of the last changes sent (none yet).
    @Test func busctlRegistersAnAppForItsChanges() async throws {
        try await withDaemon { fixture in
            try await fixture.call("SetOverride", [.string("color.accent"), .variant(.string("#FF3B30")), .string("both"),
                                                   .string("org.example.Mail"), .string("")])
            let reply = try await fixture.run("busctl", ["--address=\(fixture.bus.address)", "--json=short", "call", DaemonFixture.name,
                                                         DaemonFixture.path.rawValue, DaemonFixture.name, "RegisterAppForChanges", "ss", "org.example.Mail", ""])
            #expect(reply.status == 0, "\(reply.standardError)")
            let json = try JSONSerialization.jsonObject(with: Data(reply.standardOutput.utf8)) as? [String: Any]
            #expect(json?["type"] as? String == "bssta{sv}t")
            let data = try #require(json?["data"] as? [Any])
            #expect(data.count == 6)
            #expect(data.first as? Bool == true, "the app has a set of its own")
            #expect((data.last as? NSNumber)?.intValue == 0, "no changes sent yet")
            let tokens = data.count == 6 ? data[4] as? [String: Any] : nil
            #expect((tokens?["color.accent"] as? [String: Any])?["data"] as? String == "#FF3B30")
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
