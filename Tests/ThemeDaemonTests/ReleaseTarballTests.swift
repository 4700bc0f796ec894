import Foundation
import Glibc
import Testing
import TestSupport

/// `make dist`'s tarball in the hands of an unprivileged user with no Swift (issue 39 §3): `nobody`, in
/// a fresh home of its own, unpacks it, runs its `install.sh` (into ~/.local), applies a theme through
/// D-Bus activation on a private session bus that runs as that user, runs every installed executable with
/// the toolchain out of every search path, and uninstalls, leaving nothing of the package behind but the
/// settings; and where a systemd user manager runs, install.sh enables the unit. Root only (to become
/// `nobody`, and for the user manager's namespace); CI runs as root. About 15 s a test.
@Suite(.timeLimit(.minutes(3)), .enabled(if: geteuid() == 0, "becoming the unprivileged user `nobody` and starting a user manager need root (CI runs as root)"))
struct ReleaseTarballTests {
    @Test func unprivilegedUserInstallsActivatesAndUninstalls() async throws {
        let user = try #require(getpwnam("nobody")?.pointee).pw_uid
        let group = try #require(getpwnam("nobody")?.pointee).pw_gid
        let scratch = try ScratchDirectory("dist")
        defer { scratch.remove() }
        let version = try await VersionTests.release()

        let built = try await ReleaseBuild.package("dist.sh", into: scratch.url, timeout: .seconds(120))
        try #require(built.status == 0, "make dist failed: \(built.standardError)")
        let name = "themeswitch-\(version)-x86_64-linux"
        let tarball = built.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(tarball == scratch.url.appendingPathComponent("\(name).tar.gz").path, "\(tarball)")
        let listing = try await runCommand("tar", ["-tzf", tarball]).standardOutput.split(separator: "\n").map(String.init)
        for expected in ["install.sh", "bin/themeswitch", "bin/themeswitchd", "bin/themeswitch-cli", "share/man/man1/themeswitch.1",
                         "share/man/man1/themeswitchd.1", "share/completions/bash", "share/completions/zsh", "share/completions/fish",
                         "systemd/themeswitchd.service", "systemd/org.themeswitch.Theme1.service", "systemd/themeswitch.portal", "LICENSE"] {
            #expect(listing.contains("\(name)/\(expected)"), "the tarball has no \(expected): \(listing)")
        }

        // The user's fresh home: only the tarball in it, all of it the user's.
        let home = try scratch.path("home", create: true)
        let copy = home.appendingPathComponent("\(name).tar.gz")
        try FileManager.default.copyItem(atPath: tarball, toPath: copy.path)
        for path in [home.path, copy.path] { try #require(chown(path, user, group) == 0) }
        try #require(chmod(home.path, 0o700) == 0)
        let bus = try PrivateBus(extraEnvironment: [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path, "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
            "PATH": home.appendingPathComponent(".local/bin").path + ":/usr/bin:/bin",
        ], user: (user, group))
        defer { bus.stop() }
        let keys = ["DBUS_SESSION_BUS_ADDRESS", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "PATH"]
        let environment = keys.compactMap { key in bus.environment[key].map { "\(key)=\($0)" } }
        /// Runs `command` as the user, in its home, with its environment and nothing of ours.
        func asUser(_ command: [String]) async throws -> CommandResult {
            try await runCommand("setpriv", ["--reuid=\(user)", "--regid=\(group)", "--clear-groups", "env", "-i"] + environment
                + ["/bin/sh", "-c", "cd \"$HOME\" && exec \"$@\"", "sh"] + command, timeout: .seconds(60))
        }

        let unpacked = try await asUser(["tar", "-xzf", copy.lastPathComponent])
        try #require(unpacked.status == 0, "\(unpacked.standardError)")
        let before = Set(files(in: home))
        let installed = try await asUser(["./\(name)/install.sh"])
        try #require(installed.status == 0, "install.sh: \(installed.standardOutput)\(installed.standardError)")
        #expect(installed.standardOutput.contains("D-Bus activation starts themeswitchd"), "\(installed.standardOutput)")
        let package = Set(files(in: home)).subtracting(before)
        for expected in [".local/bin/themeswitch", ".local/bin/themeswitchd", ".local/libexec/themeswitch/themeswitch-cli",
                         ".local/share/systemd/user/themeswitchd.service", ".local/share/dbus-1/services/org.themeswitch.Theme1.service",
                         ".local/share/man/man1/themeswitch.1", ".local/share/bash-completion/completions/themeswitch"] {
            #expect(package.contains(expected), "install.sh put no \(expected): \(package.sorted())")
        }
        for executable in ["bin/themeswitch", "bin/themeswitchd", "libexec/themeswitch/themeswitch-cli"] {
            let needs = try await ReleaseBuild.toolchainNeeds(of: home.appendingPathComponent(".local/\(executable)").path, version: version)
            #expect(needs.isEmpty, "\(needs)")
        }

        let applied = try await asUser(["themeswitch", "apply", "forest"])
        #expect(applied.status == 0, "themeswitch apply forest: \(applied.standardError)")
        let current = try await asUser(["themeswitch", "current"])
        #expect(current.status == 0 && current.standardOutput.contains("forest"), "themeswitch current: \(current.standardOutput)\(current.standardError)")
        let pid = try #require(try await ReleaseBuild.daemonProcessID(onBus: bus.address, run: asUser), "no daemon owns \(DaemonProcess.busName)")
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
        #expect(executable == home.appendingPathComponent(".local/bin/themeswitchd").path, "the bus started \(executable)")
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        #expect(status.contains("\nUid:\t\(user)\t"), "the daemon does not run as the user: \(status)")

        let removed = try await asUser(["./\(name)/install.sh", "--uninstall"])
        #expect(removed.status == 0, "install.sh --uninstall: \(removed.standardError)")
        bus.stop()
        let left = Set(files(in: home)).intersection(package)
        #expect(left.isEmpty, "left behind by --uninstall: \(left.sorted())")
        // What stays is the user's own: the unpacked tarball, and the daemon's settings and data.
        let others = Set(files(in: home)).subtracting(before).filter { path in
            ![".config/themeswitch/", ".local/share/themeswitch/", ".local/state/themeswitch/"].contains { path.hasPrefix($0) }
        }
        #expect(others.isEmpty, "left in the home: \(others.sorted())")
        #expect(files(in: home).contains(".config/themeswitch/settings.json"), "the user's settings went with the package")
    }

    /// Where a systemd user manager runs (a real one, as SandboxedInstallTests starts it), the tarball's
    /// install.sh enables and starts the unit it installed, and `--uninstall` stops and disables it.
    @Test func installEnablesTheUnitWhereAUserManagerRuns() async throws {
        let account = try FreshAccount("themeswitch-dist")
        defer { account.remove() }
        let built = try await ReleaseBuild.package("dist.sh", into: account.scratch.url, timeout: .seconds(120))
        try #require(built.status == 0, "make dist failed: \(built.standardError)")
        let tarball = URL(fileURLWithPath: built.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        let unpacked = try await runCommand("tar", ["-xzf", tarball.path, "-C", account.scratch.url.path])
        try #require(unpacked.status == 0, "\(unpacked.standardError)")
        let installer = tarball.deletingPathExtension().deletingPathExtension().appendingPathComponent("install.sh").path
        let unit = account.home.appendingPathComponent(".local/share/systemd/user/themeswitchd.service")

        let manager = try await UserManager(environment: account.environment, logPath: account.scratch.url.appendingPathComponent("manager.log").path)
        defer { manager.stop() }
        let installed = try await manager.run(installer, [])
        #expect(installed.status == 0 && installed.standardOutput.contains("enabled and started themeswitchd.service"),
                "\(installed.standardOutput)\(installed.standardError)\(manager.log)")
        let enabled = try await manager.systemctl(["is-enabled", "themeswitchd.service"]).standardOutput
        let active = try await manager.systemctl(["is-active", "themeswitchd.service"]).standardOutput
        #expect(enabled == "enabled\n" && active == "active\n", "is-enabled: \(enabled), is-active: \(active)")

        let removed = try await manager.run(installer, ["--uninstall"])
        #expect(removed.status == 0, "\(removed.standardError)")
        let after = try await manager.systemctl(["is-active", "themeswitchd.service"]).standardOutput
        #expect(after != "active\n", "the daemon still runs after --uninstall")
        #expect(!FileManager.default.fileExists(atPath: unit.path), "the unit is left")
        let links = account.home.appendingPathComponent(".config/systemd/user/graphical-session.target.wants/themeswitchd.service")
        #expect(!FileManager.default.fileExists(atPath: links.path), "the unit is still enabled")
    }

    /// Every file and symbolic link below `directory`, relative to it.
    private func files(in directory: URL) -> [String] {
        let paths = FileManager.default.subpaths(atPath: directory.path) ?? []
        return ReleaseBuild.withoutDirectories(paths.map { directory.path + "/" + $0 }).map { String($0.dropFirst(directory.path.count + 1)) }
    }
}
