import Foundation
import Glibc
import Testing
import TestSupport

/// `make deb`'s packages, the daemon's and the settings app's (issue 41), installed and removed for real
/// with apt-get (issue 39 §2): lintian finds no error in them; the daemon's needs no GTK; installed, their
/// executables need nothing of the Swift toolchain; D-Bus activation from the installed
/// `/usr/share/dbus-1/services` file starts the daemon for `themeswitch apply`, and a real `systemd --user`
/// starts it from the installed unit; `apt-get remove` takes away every file `dpkg -L` listed and leaves
/// the user's settings. Root only (apt-get, and the user manager's namespace): CI runs as root. 60 s on an
/// idle machine (150 s while builds ran beside it), most of it lintian; the packages are purged even when
/// the test fails.
@Suite(.serialized, .timeLimit(.minutes(10)), .enabled(if: geteuid() == 0, "installing a .deb with apt-get needs root (CI runs as root)"))
struct DebianPackageTests {
    static let package = "themeswitch"
    static let settingsPackage = "themeswitch-settings"

    @Test func installsActivatesAndRemovesCleanly() async throws {
        for package in [Self.package, Self.settingsPackage] {
            let installed = try await runCommand("dpkg-query", ["-W", "-f=${Status}", package])
            try #require(!installed.standardOutput.contains("ok installed"),
                         "\(package) is installed on this machine already; the test would remove it: remove it first")
        }
        let scratch = try ScratchDirectory("deb")
        defer { scratch.remove() }
        let version = try await VersionTests.release()

        let built = try await ReleaseBuild.package("deb.sh", into: scratch.url, ["--lintian"], timeout: .seconds(360))
        try #require(built.status == 0, "make deb failed or lintian found an error: \(built.standardError)")
        let tags = built.standardError.split(separator: "\n").filter { $0.hasPrefix("E: ") || $0.hasPrefix("W: ") }
        #expect(!tags.contains { $0.hasPrefix("E: ") }, "lintian: \(built.standardError)")
        // Every warning left is explained in docs/INSTALL.md, by its tag's name.
        let install = try String(contentsOf: SystemdUnitTests.repository.appendingPathComponent("docs/INSTALL.md"), encoding: .utf8)
        for tag in tags.compactMap({ $0.split(separator: " ").dropFirst(2).first }) {
            #expect(install.contains("`\(tag)`"), "docs/INSTALL.md does not explain lintian's \(tag)")
        }
        let debs = built.standardOutput.split(separator: "\n").map(String.init)
        let deb = scratch.url.appendingPathComponent("\(Self.package)_\(version)-1_amd64.deb").path
        let settingsDeb = scratch.url.appendingPathComponent("\(Self.settingsPackage)_\(version)-1_amd64.deb").path
        #expect(debs == [deb, settingsDeb], "\(debs)")
        let fields = try await runCommand("dpkg-deb", ["-f", deb, "Version", "Depends", "Recommends"]).standardOutput
        #expect(fields.contains("Version: \(version)-1\n"), "\(fields)")
        #expect(fields.contains("libdbus-1-3") && fields.contains("libyaml-0-2") && fields.contains("libc6"), "Depends: \(fields)")
        #expect(fields.contains("xdg-desktop-portal") && !fields.contains("libgtk") && !fields.contains("libadwaita"), "\(fields)")
        // The settings app's own package (issue 41): GTK 4 and libadwaita, and the daemon's package of the same version.
        let settingsFields = try await runCommand("dpkg-deb", ["-f", settingsDeb, "Depends"]).standardOutput
        #expect(settingsFields.contains("libgtk-4-1") && settingsFields.contains("libadwaita-1-0")
                && settingsFields.contains("\(Self.package) (= \(version)-1)"), "Depends: \(settingsFields)")

        try await withCleanup {
            // Recommends are what install-deps.sh installs already; without them apt needs no package list.
            let install = try await apt(["install", "--no-install-recommends", deb, settingsDeb])
            try #require(install.status == 0, "apt-get install: \(install.standardOutput)\(install.standardError)")
            let listed = try await runCommand("dpkg", ["-L", Self.package]).standardOutput.split(separator: "\n").map(String.init)
            let files = ReleaseBuild.withoutDirectories(listed)
            let settingsListed = try await runCommand("dpkg", ["-L", Self.settingsPackage]).standardOutput.split(separator: "\n").map(String.init)
            let settingsFiles = ReleaseBuild.withoutDirectories(settingsListed)
            for expected in ["/usr/bin/themeswitch-settings", "/usr/share/man/man1/themeswitch-settings.1.gz",
                             "/usr/share/applications/org.themeswitch.Settings.desktop",
                             "/usr/share/icons/hicolor/scalable/apps/org.themeswitch.Settings.svg",
                             "/usr/share/doc/themeswitch-settings/copyright"] {
                #expect(settingsFiles.contains(expected), "the settings package has no \(expected): \(settingsFiles)")
            }
            #expect(!files.contains { $0.contains("themeswitch-settings") || $0.contains("org.themeswitch.Settings") }, "\(files)")
            for expected in ["/usr/bin/themeswitch", "/usr/bin/themeswitchd", "/usr/libexec/themeswitch/themeswitch-cli",
                             "/usr/lib/systemd/user/themeswitchd.service", "/usr/share/dbus-1/services/org.themeswitch.Theme1.service",
                             "/usr/share/dbus-1/interfaces/org.themeswitch.Theme1.xml", "/usr/share/xdg-desktop-portal/portals/themeswitch.portal",
                             "/usr/share/man/man1/themeswitch.1.gz", "/usr/share/man/man1/themeswitchd.1.gz",
                             "/usr/share/bash-completion/completions/themeswitch", "/usr/share/zsh/vendor-completions/_themeswitch",
                             "/usr/share/fish/vendor_completions.d/themeswitch.fish", "/usr/share/doc/themeswitch/copyright",
                             "/usr/share/doc/themeswitch/changelog.Debian.gz"] {
                #expect(files.contains(expected), "the package has no \(expected): \(files)")
            }
            for executable in ["/usr/bin/themeswitch", "/usr/bin/themeswitchd", "/usr/libexec/themeswitch/themeswitch-cli",
                               "/usr/bin/themeswitch-settings"] {
                let needs = try await ReleaseBuild.toolchainNeeds(of: executable, version: version)
                #expect(needs.isEmpty, "\(needs)")
            }

            let home = try scratch.path("home", create: true)
            try await activatesOnSessionBus(home: home)
            try await userManagerStartsTheInstalledUnit()

            let removed = try await apt(["remove", Self.package, Self.settingsPackage])
            #expect(removed.status == 0, "apt-get remove: \(removed.standardError)")
            let left = (files + settingsFiles).filter { FileManager.default.fileExists(atPath: $0) }
            #expect(left.isEmpty, "left behind by apt-get remove: \(left)")
            let settings = home.appendingPathComponent(".config/themeswitch/settings.json")
            #expect(((try? String(contentsOf: settings, encoding: .utf8)) ?? "").contains("\"forest\""), "the user's settings went with the package")
        } cleanup: {
            _ = try? await apt(["purge", Self.package, Self.settingsPackage])
        }
    }

    /// Runs `apt-get -y arguments` without questions, waiting up to a minute for another apt to finish.
    private func apt(_ arguments: [String]) async throws -> CommandResult {
        try await runCommand("apt-get", ["-y", "-o", "DPkg::Lock::Timeout=60"] + arguments, environment: ["DEBIAN_FRONTEND": "noninteractive"],
                             timeout: .seconds(180))
    }

    /// `themeswitch apply forest` on a private session bus, for a user whose home is `home`, with the
    /// toolchain out of PATH: the bus starts `/usr/bin/themeswitchd` from the installed activation file;
    /// `themeswitch current` answers; the settings are written in the home's configuration directory.
    private func activatesOnSessionBus(home: URL) async throws {
        let bus = try PrivateBus(extraEnvironment: [
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path, "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
            "PATH": "/usr/bin:/bin",
        ])
        defer { bus.stop() }
        let environment = bus.environment
        let assignments = ["DBUS_SESSION_BUS_ADDRESS", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "PATH"]
            .compactMap { key in environment[key].map { "\(key)=\($0)" } }
        let applied = try await runCommand("env", ["-i"] + assignments + ["themeswitch", "apply", "forest"], timeout: .seconds(30))
        #expect(applied.status == 0, "themeswitch apply forest: \(applied.standardError)")
        let current = try await runCommand("env", ["-i"] + assignments + ["themeswitch", "current"], timeout: .seconds(30))
        #expect(current.status == 0 && current.standardOutput.contains("forest"), "themeswitch current: \(current.standardOutput)\(current.standardError)")
        let pid = try #require(try await ReleaseBuild.daemonProcessID(onBus: bus.address), "no daemon owns \(DaemonProcess.busName)")
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
        #expect(executable == "/usr/bin/themeswitchd", "the bus started \(executable)")
    }

    /// `systemctl --user start themeswitchd` on a real user manager (as SandboxedInstallTests starts one):
    /// systemd finds the unit in /usr/lib/systemd/user, and the daemon answers `Apply` on the manager's bus.
    private func userManagerStartsTheInstalledUnit() async throws {
        let account = try FreshAccount("themeswitch-deb")
        defer { account.remove() }
        let manager = try await UserManager(environment: account.environment, logPath: account.scratch.url.appendingPathComponent("manager.log").path)
        defer { manager.stop() }
        let started = try await manager.systemctl(["start", "themeswitchd.service"])
        try #require(started.status == 0, "\(started.standardError)\(manager.log)")
        let unit = try await manager.systemctl(["show", "--property=FragmentPath", "--value", "themeswitchd.service"])
        #expect(unit.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "/usr/lib/systemd/user/themeswitchd.service", "\(unit.standardOutput)")
        let applied = try await manager.run("gdbus", [
            "call", "--address", manager.busAddress, "--dest", DaemonProcess.busName, "--object-path", "/org/themeswitch/Theme1",
            "--method", "org.themeswitch.Theme1.Apply", "forest",
        ])
        #expect(applied.status == 0, "Apply failed: \(applied.standardError)\(manager.log)")
        let stopped = try await manager.systemctl(["stop", "themeswitchd.service"])
        #expect(stopped.status == 0, "\(stopped.standardError)")
    }
}
