import Foundation
import Testing
import TestSupport

/// The installed daemon, started by a real systemd user manager from the installed unit, with
/// the unit's own sandbox (ProtectSystem=strict and the rest), on a fresh account: no
/// ~/.config, ~/.local/state or runtime directory of its own until systemd creates them.
@Suite(.timeLimit(.minutes(4))) struct SandboxedInstallTests {
    /// Where the fake account lives: beside the build, unless the checkout itself is under /tmp or
    /// /var/tmp (a clean clone), which a service may get privately — then in /var/lib (from /run
    /// the unit's sandbox failed to execute the daemon: status 203/EXEC).
    static func accountParent() -> URL {
        let buildRoot = InstallScript.buildDirectory.deletingLastPathComponent().deletingLastPathComponent().resolvingSymlinksInPath()
        let hidden = ["/tmp/", "/var/tmp/"].contains { buildRoot.path.hasPrefix($0) }
        return hidden ? URL(fileURLWithPath: "/var/lib") : buildRoot
    }

    @Test func freshAccountSavesUnderTheUnitsSandbox() async throws {
        let account = try FreshAccount("themeswitch-sandbox")
        defer { account.remove() }
        let (scratch, home, runtime, environment) = (account.scratch, account.home, account.runtime, account.environment)

        // ~/.local/share/systemd/user: where the user manager reads the unit from.
        let installed = try await account.install()
        try #require(installed.status == 0, "\(installed.standardError)")
        try #require(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".config").path), "the account is not fresh")

        let manager = try await UserManager(environment: environment, logPath: scratch.url.appendingPathComponent("manager.log").path)
        defer { manager.stop() }
        let started = try await manager.systemctl(["start", "themeswitchd.service"])
        let status = try await manager.systemctl(["status", "--no-pager", "themeswitchd.service"]).standardOutput
        try #require(started.status == 0, "\(started.standardError)\(status)\(manager.log)")
        #expect(status.contains("\(home.path)/.local/share/systemd/user/themeswitchd.service"), "\(status)")

        // The sandbox is in force: the daemon sees / read-only.
        let mainPID = try await manager.systemctl(["show", "--property=MainPID", "--value", "themeswitchd.service"])
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let mounts = try String(contentsOfFile: "/proc/\(mainPID)/mountinfo", encoding: .utf8)
        let root = mounts.split(separator: "\n").map { $0.split(separator: " ") }.last { $0.count > 5 && $0[4] == "/" }
        #expect(root.map { $0[5].hasPrefix("ro") } == true, "/ is not read-only for the daemon: \(root.map { $0.joined(separator: " ") } ?? "no / mount")")

        let applied = try await manager.run("gdbus", [
            "call", "--address", manager.busAddress, "--dest", DaemonProcess.busName, "--object-path", "/org/themeswitch/Theme1",
            "--method", "org.themeswitch.Theme1.Apply", "forest",
        ])
        #expect(applied.status == 0, "Apply failed: \(applied.standardError)\(manager.log)")
        let settings = home.appendingPathComponent(".config/themeswitch/settings.json")
        let saved = (try? String(contentsOf: settings, encoding: .utf8)) ?? ""
        #expect(saved.contains("\"forest\""), "settings.json: \(saved)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/themeswitch").path), "no data directory")
        // The lean path's snapshot is written inside the sandbox too (RuntimeDirectory=).
        let snapshot = (try? String(contentsOf: runtime.appendingPathComponent("themeswitch/tokens.json"), encoding: .utf8)) ?? ""
        #expect(snapshot.contains("\"theme\":\"forest\""), "tokens.json: \(snapshot.prefix(200))")

        // ReadWritePaths=%h: a template output in another program's directory of the home is written
        // (config.yaml is read live; a new configuration renders its templates at once).
        let kitty = home.appendingPathComponent(".config/kitty")
        try FileManager.default.createDirectory(at: kitty, withIntermediateDirectories: true)
        let output = kitty.appendingPathComponent("themeswitch.conf")
        try Data("templates:\n  - builtin: kitty\n    output: \(output.path)\n".utf8)
            .write(to: home.appendingPathComponent(".config/themeswitch/config.yaml"))
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline, !FileManager.default.fileExists(atPath: output.path) {
            try await Task.sleep(for: .milliseconds(50))
        }
        let rendered = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(rendered.contains("background"), "no kitty output under the unit: \(rendered.prefix(200))\(manager.log)")

        // RuntimeDirectoryPreserve=yes: the snapshot's directory outlives the daemon.
        let stopped = try await manager.systemctl(["stop", "themeswitchd.service"])
        #expect(stopped.status == 0, "\(stopped.standardError)")
        #expect(FileManager.default.fileExists(atPath: runtime.appendingPathComponent("themeswitch").path), "no runtime directory after stop")
    }
}
