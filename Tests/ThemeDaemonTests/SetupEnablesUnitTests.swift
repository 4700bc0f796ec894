import FoundationEssentials
import Testing
import TestSupport

/// `themeswitch setup` on an installed account with a real systemd user manager: it enables
/// the installed `themeswitchd.service`, and a second run finds it enabled and changes nothing.
@Suite struct SetupEnablesUnitTests {
    @Test func setupEnablesTheInstalledUnitOnceWithARealUserManager() async throws {
        let account = try FreshAccount("themeswitch-setup-unit")
        defer { account.remove() }
        let (scratch, home) = (account.scratch, account.home)
        let installed = try await account.install()
        try #require(installed.status == 0, "\(installed.standardError)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/tmux"), withIntermediateDirectories: true)

        let manager = try await UserManager(environment: account.environment, logPath: scratch.url.appendingPathComponent("manager.log").path)
        defer { manager.stop() }
        let before = try await manager.systemctl(["is-enabled", "themeswitchd.service"])
        #expect(before.standardOutput == "disabled\n", "\(before)")
        let first = try await manager.run("themeswitch", ["setup", "--yes"])
        #expect(first.status == 0, "\(first)\(manager.log)")
        #expect(first.standardOutput.contains("themeswitchd.service: enable (systemctl --user enable)\n"), "\(first.standardOutput)")
        let after = try await manager.systemctl(["is-enabled", "themeswitchd.service"])
        #expect(after.standardOutput == "enabled\n", "\(after)")
        let second = try await manager.run("themeswitch", ["setup", "--yes"])
        #expect(second.standardOutput.contains("themeswitchd.service: enabled already\n"), "\(second.standardOutput)")
        #expect(second.standardOutput.hasSuffix("nothing to do: everything found is set up\n"), "\(second.standardOutput)")
    }
}
