import Foundation
import Testing
import TestSupport

/// Where `scripts/install.sh` puts things: only under `$DESTDIR$PREFIX`, the user unit where
/// systemd looks for that prefix, and `scripts/uninstall.sh` takes it all away again.
@Suite(.timeLimit(.minutes(3))) struct InstallLayoutTests {
    @Test func stagedSystemInstallWritesOnlyUnderDestdirPrefix() async throws {
        let scratch = try ScratchDirectory("install-destdir")
        defer { scratch.remove() }
        let home = try scratch.path("home", create: true)
        let stage = try scratch.path("stage", create: true)
        let environment = ["HOME": home.path, "DESTDIR": stage.path]

        let installed = try await InstallScript.install(prefix: "/usr", environment: environment)
        #expect(installed.status == 0, "\(installed.standardError)")
        let files = scratch.files()
        #expect(files.allSatisfy { $0.hasPrefix("stage/usr/") }, "outside DESTDIR/usr: \(files.filter { !$0.hasPrefix("stage/usr/") })")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "install wrote into HOME")
        for expected in ["bin/themeswitchd", "bin/themeswitch", "libexec/themeswitch/themeswitch-cli", "lib/systemd/user/themeswitchd.service",
                         "share/man/man1/themeswitch.1", "share/man/man1/themeswitchd.1",
                         "share/dbus-1/services/org.themeswitch.Theme1.service",
                         // The settings app, which this build has (issue 41).
                         "bin/themeswitch-settings", "share/man/man1/themeswitch-settings.1", "share/applications/org.themeswitch.Settings.desktop",
                         "share/icons/hicolor/scalable/apps/org.themeswitch.Settings.svg"] {
            #expect(files.contains("stage/usr/\(expected)"), "missing \(expected)")
        }
        // The desktop entry starts the installed app and passes freedesktop's validator.
        let entry = stage.appendingPathComponent("usr/share/applications/org.themeswitch.Settings.desktop")
        #expect(try String(contentsOf: entry, encoding: .utf8).contains("\nExec=/usr/bin/themeswitch-settings %f\n"))
        let validated = try await runCommand("desktop-file-validate", [entry.path])
        #expect(validated.status == 0 && validated.standardOutput.isEmpty, "\(validated.standardOutput)\(validated.standardError)")
        let unit = try String(contentsOf: stage.appendingPathComponent("usr/lib/systemd/user/themeswitchd.service"), encoding: .utf8)
        #expect(unit.contains("ExecStart=/usr/bin/themeswitchd\n"), "the unit names the final path, not the staging one")
        #expect(installed.standardOutput.contains("systemd looks for user units in /usr/lib/systemd/user"), "\(installed.standardOutput)")

        // The installed front finds the commands in ../libexec/themeswitch/ and runs them.
        let version = try await runCommand(stage.appendingPathComponent("usr/bin/themeswitch").path, ["--version"])
        #expect(version.status == 0 && !version.standardOutput.isEmpty, "\(version.standardError)")
        // ... and those find the daemon in ../../bin/ (config check runs it), with none on PATH.
        let configHome = try scratch.path("config", create: true)
        let check = try await runCommand(
            "env", ["-i", "PATH=/usr/bin:/bin", "HOME=\(home.path)", "XDG_CONFIG_HOME=\(configHome.path)",
                    stage.appendingPathComponent("usr/bin/themeswitch").path, "config", "check"])
        #expect(check.status == 0 && check.standardOutput.contains("config.yaml does not exist"), "\(check.standardError)")

        let removed = try await InstallScript.uninstall(prefix: "/usr", environment: environment)
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(scratch.files().isEmpty, "left behind: \(scratch.files())")
    }

    @Test func homePrefixPutsTheUnitInTheUserDataDirectory() async throws {
        let scratch = try ScratchDirectory("install-home")
        defer { scratch.remove() }
        let home = try scratch.path("home", create: true)
        let prefix = home.appendingPathComponent(".local").path
        // No manager listens here, so the daemon-reload of a DESTDIR-less install reaches nothing.
        let environment = ["HOME": home.path, "XDG_RUNTIME_DIR": scratch.url.appendingPathComponent("no-runtime").path]

        let installed = try await InstallScript.install(prefix: prefix, environment: environment)
        #expect(installed.status == 0, "\(installed.standardError)")
        let files = scratch.files()
        #expect(files.allSatisfy { $0.hasPrefix("home/.local/") }, "outside the prefix: \(files.filter { !$0.hasPrefix("home/.local/") })")
        #expect(files.contains("home/.local/share/systemd/user/themeswitchd.service"))
        let searched = try await runCommand("env", ["-i", "HOME=\(home.path)", "systemd-analyze", "--user", "unit-paths"])
        #expect(searched.standardOutput.split(separator: "\n").contains("\(prefix)/share/systemd/user"),
                "systemd does not search the unit's directory: \(searched.standardOutput)")

        let removed = try await InstallScript.uninstall(prefix: prefix, environment: environment)
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(scratch.files().isEmpty, "left behind: \(scratch.files())")
    }

    @Test func relativePrefixIsRefusedByName() async throws {
        let result = try await InstallScript.install(prefix: "usr/local", environment: ["HOME": "/nonexistent"])
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("absolute") && lines[0].contains("'usr/local'"), "\(result.standardError)")
    }
}
