import FoundationEssentials
import TestSupport

/// A fresh account for an installed-daemon test: a scratch directory beside the build
/// (``SandboxedInstallTests/accountParent()``) with a home, a private runtime directory and the
/// environment naming them; removed by ``remove()``.
struct FreshAccount {
    let scratch: ScratchDirectory
    let home: URL
    let runtime: URL
    /// PATH (the installed `~/.local/bin` first), HOME, the XDG directories under the home and
    /// `XDG_RUNTIME_DIR`.
    let environment: [String: String]

    init(_ name: String) throws {
        scratch = try ScratchDirectory(name, in: SandboxedInstallTests.accountParent())
        home = try scratch.path("home", create: true)
        runtime = try scratch.path("runtime", create: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
        environment = [
            "PATH": home.appendingPathComponent(".local/bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
            "XDG_RUNTIME_DIR": runtime.path,
        ]
    }

    /// Installs the built products under `~/.local` (units in ~/.local/share/systemd/user).
    func install() async throws -> CommandResult {
        try await InstallScript.install(prefix: home.appendingPathComponent(".local").path, environment: environment)
    }

    func remove() { scratch.remove() }
}
