import DBus
import Foundation
import Testing
import TestSupport
import ThemeConfiguration
import ThemeContract
@testable import ThemeDaemon

/// `themeswitch status` and `GetDeliveryStatus` against the real daemon and real programs
/// (issue 37 §2–4): which outputs hold the change in force, which failed and why, and which apps
/// acknowledged it.
@Suite(.timeLimit(.minutes(3))) struct DeliveryStatusTests {
    /// `themeswitch status --json`, read back with jq: `name state` per output.
    private func outputStates(_ fixture: FollowFixture) async throws -> String {
        let json = try await runCommand(builtExecutable("themeswitch"), ["status", "--json"], environment: fixture.bus.environment)
        return try await runCommand("jq", ["-r", ".outputs[] | select(.kind == \"template\") | \"\\(.name) \\(.state)\""], input: json.standardOutput)
            .standardOutput
    }

    /// Five templates, one of which cannot be written (its directory is a file): the four follow
    /// every change and `status` names the fifth with the reason; once fixed, the next change
    /// writes all five and `status` is clean.
    @Test func fourOfFiveTemplatesFollowAndStatusNamesTheFifthUntilItIsFixed() async throws {
        let blocked = FileManager.default.temporaryDirectory.appendingPathComponent("blocked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: blocked) }
        try Data("a file where a directory should be\n".utf8).write(to: blocked)
        let waybar = blocked.appendingPathComponent("style.css")
        try await withFollowingDaemon(prepare: { paths in
            try FollowFixture.writeConfiguration("""
                templates:
                  - builtin: kitty
                  - builtin: foot
                  - builtin: alacritty
                  - builtin: tmux
                  - builtin: waybar
                    output: \(waybar.path)
                """, in: paths)
        }) { fixture in
            try await fixture.call("Apply", [.string("forest")])
            let serial = try await fixture.call("GetTokens", [.string("")])[2].uint64 ?? 0
            let home = fixture.configHome.path
            let expected = """
                template alacritty → \(home)/alacritty/themeswitch.toml current
                template foot → \(home)/foot/themeswitch.ini current
                template kitty → \(home)/kitty/themeswitch.conf current
                template tmux → \(home)/tmux/themeswitch.conf current
                template waybar → \(waybar.path) failed

                """
            var states = ""
            #expect(await eventually { states = try await outputStates(fixture); return states == expected }, "\(states)")
            let status = try await runCommand(builtExecutable("themeswitch"), ["status"], environment: fixture.bus.environment)
            #expect(status.status == 0)
            #expect(status.standardOutput.hasPrefix("not followed: template waybar → \(waybar.path): template waybar: not written to \(waybar.path): "),
                    "\(status)")
            #expect(status.standardOutput.contains("serial in force: \(serial)\n"), "\(status)")
            let waited = try await runCommand(builtExecutable("themeswitch"), ["status", "--wait", "1"], environment: fixture.bus.environment)
            #expect(waited.status == 1, "\(waited)")

            try FileManager.default.removeItem(at: blocked)
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
            try await fixture.call("Apply", [.string("rose")])
            #expect(await eventually { try await outputStates(fixture) == expected.replacingOccurrences(of: " failed", with: " current") })
            #expect(contents(waybar)?.isEmpty == false)
            let clean = try await runCommand(builtExecutable("themeswitch"), ["status", "--wait", "5"], environment: fixture.bus.environment)
            #expect(clean.status == 0 && !clean.standardOutput.contains("not followed") && clean.standardOutput.hasPrefix("everything that can confirm holds serial "),
                    "\(clean)")
        }
    }

    /// A real kitty under Xvfb, started with `listen_on` a socket named in config.yaml's
    /// `kitty-sockets`, first with remote control off (kitty then opens no socket), then on:
    /// `status` says the reload failed with kitty's own words, then that it holds the serial.
    @Test func aRealKittyWithRemoteControlOffIsAFailureAndOnIsFollowed() async throws {
        for remoteControl in ["no", "yes"] {
            let socket = FileManager.default.temporaryDirectory.appendingPathComponent("kitty-\(UUID().uuidString.prefix(8)).sock").path
            defer { try? FileManager.default.removeItem(atPath: socket) }
            try await withFollowingDaemon(prepare: { paths in
                try FileManager.default.createDirectory(at: paths.configHome.appendingPathComponent("kitty"), withIntermediateDirectories: true)
                try FollowFixture.writeConfiguration(
                    "templates:\n  - builtin: kitty\nlive-reload:\n  kitty-sockets: [unix:\(socket)]\n", in: paths)
            }) { fixture in
                let xvfb = try await XvfbServer()
                try await xvfb.stopping { () async throws in
                    let environment = fixture.bus.environment.merging(["DISPLAY": xvfb.display]) { $1 }
                    let arguments = ["--config", "NONE", "-o", "allow_remote_control=\(remoteControl)", "--listen-on", "unix:\(socket)", "sleep", "60"]
                    try await withChild("kitty", arguments, environment: environment) { _, _ in
                        if remoteControl == "yes" {
                            #expect(await eventually(within: .seconds(30)) { FileManager.default.fileExists(atPath: socket) }, "kitty did not listen")
                        } else {
                            // kitty is up (its window exists) and, remote control off, listens on nothing.
                            let up = await eventually(within: .seconds(30)) {
                                try await runCommand("xwininfo", ["-root", "-tree"], environment: environment).standardOutput.contains("\"kitty\"")
                            }
                            #expect(up && !FileManager.default.fileExists(atPath: socket), "kitty did not start")
                        }
                        try await fixture.call("Apply", [.string(remoteControl == "yes" ? "forest" : "rose")])
                        let serial = try await fixture.call("GetTokens", [.string("")])[2].uint64 ?? 0
                        var line = ""
                        let settled = await eventually(within: .seconds(20)) {
                            let status = try await runCommand(builtExecutable("themeswitch"), ["status"], environment: fixture.bus.environment)
                            line = status.standardOutput.split(separator: "\n").first { $0.hasPrefix("kitty unix:\(socket): ") }.map(String.init) ?? ""
                            return line.contains("holds this serial") || line.contains("failed")
                        }
                        #expect(settled, "no line for kitty's reload: \(line)")
                        if remoteControl == "yes" {
                            #expect(line == "kitty unix:\(socket): holds this serial (exit status 0)", "\(line)")
                            let json = try await runCommand(builtExecutable("themeswitch"), ["status", "--json"], environment: fixture.bus.environment)
                            let reload = try await runCommand("jq", ["-r", ".outputs[] | select(.kind == \"reload\") | \"\\(.serial) \\(.exitStatus)\""],
                                                              input: json.standardOutput)
                            #expect(reload.standardOutput == "\(serial) 0\n", "\(json)")
                        } else {
                            // kitty's own sentence, its first line, after ours.
                            #expect(line.hasPrefix("kitty unix:\(socket): failed: live reload of kitty unix:\(socket) failed: kitty exited with status 1: "),
                                    "\(line)")
                        }
                    }
                }
            }
        }
    }

    /// Two python3-dbus apps register; one acknowledges each change, one never does.
    /// `status --wait 1` and `apply --wait 1` name the second by its process name and exit 1.
    @Test func statusWaitNamesTheAppThatDidNotAcknowledgeByItsProcessName() async throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString).py")
        defer { try? FileManager.default.removeItem(at: script) }
        try Data(Self.pythonApp.utf8).write(to: script)
        try await withFollowingDaemon { fixture in
            try await withChild("/usr/bin/python3", [script.path, "acks", "org.example.Acks", "yes"], environment: fixture.bus.environment) { acks, _ in
                try await withChild("/usr/bin/python3", [script.path, "never-acks", "org.example.Silent", "no"], environment: fixture.bus.environment) { silent, _ in
                    let lines = (OutputLines(acks.output), OutputLines(silent.output))
                    try await lines.0.wait(for: "ready")
                    try await lines.1.wait(for: "ready")
                    try await fixture.call("Apply", [.string("forest")])
                    let serial = try await fixture.call("GetTokens", [.string("")])[2].uint64 ?? 0
                    let status = try await runCommand(builtExecutable("themeswitch"), ["status", "--wait", "1"], environment: fixture.bus.environment)
                    #expect(status.status == 1, "\(status)")
                    let appLines = status.standardOutput.split(separator: "\n").filter { $0.hasPrefix("app ") }
                    #expect(appLines.count == 2, "\(status)")
                    #expect(appLines.contains { $0.hasPrefix("app acks (pid \(acks.pid), org.example.Acks, :") && $0.hasSuffix("): holds this serial") },
                            "\(status)")
                    #expect(appLines.contains {
                        $0.hasPrefix("app never-acks (pid \(silent.pid), org.example.Silent, :") && $0.hasSuffix("): cannot confirm: it has never acknowledged a change")
                    }, "\(status)")
                    #expect(status.standardOutput.contains("serial in force: \(serial)\n"))

                    let applied = try await runCommand(builtExecutable("themeswitch"), ["apply", "rose", "--wait", "1"], environment: fixture.bus.environment)
                    #expect(applied.status == 1 && applied.standardOutput.hasPrefix("did not follow: app never-acks (pid \(silent.pid)"), "\(applied)")
                    #expect(!applied.standardOutput.contains("app acks"), "\(applied)")
                }
            }
            // Both left the bus: the daemon forgot them.
            #expect(await eventually { DeliveryStatus(try await fixture.call("GetDeliveryStatus")[0]).clients.isEmpty })
        }
    }

    /// The shell example of docs/dbus-api.md ("Who followed"), run as it is: busctl and jq list
    /// each output with the serial it holds.
    @Test func theDocumentsBusctlExampleListsEachOutputWithItsSerial() async throws {
        let document = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/dbus-api.md"), encoding: .utf8)
        let blocks = document.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        let example = try #require(blocks.first { $0.contains("GetDeliveryStatus") })
        let script = example.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        try await withFollowingDaemon { fixture in
            try await fixture.call("Apply", [.string("forest")])
            let serial = try await fixture.call("GetTokens", [.string("")])[2].uint64 ?? 0
            let listed = try await runCommand("/bin/sh", ["-c", script], environment: fixture.bus.environment)
            #expect(listed.status == 0 && listed.standardOutput.hasPrefix("the token snapshot file \(serial)\nD-Bus signals and properties \(serial)\n"),
                    "\(listed)")
        }
    }

    /// A python3-dbus app: registers its app id, sets its process name, and acknowledges each
    /// TokensChanged when told to (arguments: process name, app id, yes|no).
    private static let pythonApp = """
        import ctypes, sys
        import dbus
        from dbus.mainloop.glib import DBusGMainLoop
        from gi.repository import GLib

        name, app, acknowledges = sys.argv[1], sys.argv[2], sys.argv[3] == "yes"
        ctypes.CDLL(None).prctl(15, name.encode(), 0, 0, 0)  # PR_SET_NAME: /proc/PID/comm
        DBusGMainLoop(set_as_default=True)
        bus = dbus.SessionBus()
        daemon = bus.get_object("org.themeswitch.Theme1", "/org/themeswitch/Theme1")

        def changed(serial, theme, scheme):
            if acknowledges:
                daemon.Acknowledge(serial, dbus_interface="org.themeswitch.Theme1")

        bus.add_signal_receiver(changed, "TokensChanged", "org.themeswitch.Theme1", "org.themeswitch.Theme1", "/org/themeswitch/Theme1")
        daemon.RegisterApp(app, "", dbus_interface="org.themeswitch.Theme1")
        print("ready", flush=True)
        GLib.MainLoop().run()
        """
}
