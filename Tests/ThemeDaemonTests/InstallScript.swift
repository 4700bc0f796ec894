import Foundation
import TestSupport

/// `scripts/install.sh` and `scripts/uninstall.sh` run for a test: with the products and man
/// pages of this build (`--from`, so nothing is built), a clean environment holding only
/// `PATH` and what the test gives, and a time limit.
enum InstallScript {
    /// The bin directory of this build: the executables, and `man/` as scripts/man.sh fills it.
    static var buildDirectory: URL {
        URL(fileURLWithPath: builtExecutable("themeswitchd")).deletingLastPathComponent()
    }

    /// Runs `scripts/install.sh --from <build> prefix` with `environment` (HOME, DESTDIR, XDG_*).
    static func install(prefix: String, environment: [String: String]) async throws -> CommandResult {
        try await run("install.sh", ["--from", buildDirectory.path, prefix], environment: environment)
    }

    /// Runs `scripts/uninstall.sh prefix` with `environment`.
    static func uninstall(prefix: String, environment: [String: String]) async throws -> CommandResult {
        try await run("uninstall.sh", [prefix], environment: environment)
    }

    private static func run(_ script: String, _ arguments: [String], environment: [String: String]) async throws -> CommandResult {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let assignments = (["PATH": path].merging(environment) { $1 }).map { "\($0.key)=\($0.value)" }
        let script = SystemdUnitTests.repository.appendingPathComponent("scripts/\(script)").path
        return try await runCommand("env", ["-i"] + assignments + [script] + arguments, timeout: .seconds(120))
    }
}
