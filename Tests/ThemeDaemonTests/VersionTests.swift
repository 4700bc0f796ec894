import Foundation
import Testing
import TestSupport

/// The version is written once (Sources/ThemeswitchRelease/ThemeswitchVersion.swift): `themeswitch
/// --version` and `themeswitchd --version` print what scripts/version.sh reads there, which names the
/// Debian package and the tarball (DebianPackageTests, ReleaseTarballTests check those).
@Suite(.timeLimit(.minutes(1))) struct VersionTests {
    /// The release's version, as scripts/version.sh reads it from its one place.
    static func release() async throws -> String {
        let result = try await runCommand(SystemdUnitTests.repository.appendingPathComponent("scripts/version.sh").path, [])
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func executablesPrintTheReleaseVersion() async throws {
        let version = try await VersionTests.release()
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "'\(version)'")
        for executable in ["themeswitch", "themeswitchd", "themeswitch-cli"] {
            let printed = try await runCommand(builtExecutable(executable), ["--version"])
            #expect(printed.status == 0 && printed.standardOutput == "\(version)\n", "\(executable) --version: \(printed.standardOutput)\(printed.standardError)")
        }
    }

    /// The install commands in the README and docs/INSTALL.md name the files `make deb` and `make dist`
    /// build now, so that they can be run as they stand.
    @Test func installCommandsNameThisVersionsFiles() async throws {
        let version = try await VersionTests.release()
        for document in ["README.md", "docs/INSTALL.md"] {
            let text = try String(contentsOf: SystemdUnitTests.repository.appendingPathComponent(document), encoding: .utf8)
            #expect(text.contains("apt install ./themeswitch_\(version)-1_amd64.deb"), "\(document) names another package")
            #expect(text.contains("tar -xzf themeswitch-\(version)-x86_64-linux.tar.gz && themeswitch-\(version)-x86_64-linux/install.sh"),
                    "\(document) names another tarball")
        }
    }
}
