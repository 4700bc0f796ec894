import Foundation
import Glibc
import TestSupport

/// What `make deb` and `make dist` package, as the packaging tests take it: the release executables
/// that `make test` builds before the tests run (scripts/check-lean.sh installs them as `make install`
/// does, the Swift runtime linked statically) and the man pages of the debug build (scripts/man.sh).
/// The tests build no Swift themselves: `swift test` holds the build directory while the tests run.
enum ReleaseBuild {
    static let executables = ["themeswitch", "themeswitchd", "themeswitch-cli", "themeswitch-settings"]

    /// The release build's bin directory: beside the debug build's, or the checkout's `.build/release`.
    static var binDirectory: URL {
        let beside = InstallScript.buildDirectory.deletingLastPathComponent().appendingPathComponent("release")
        let candidates = [beside, SystemdUnitTests.repository.appendingPathComponent(".build/release")]
        return candidates.first { directory in
            executables.allSatisfy { FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent($0).path) }
        } ?? beside
    }

    /// Throws, naming what builds them, when the release executables are missing.
    static func requireBuilt() throws {
        for name in executables where !FileManager.default.isExecutableFile(atPath: binDirectory.appendingPathComponent(name).path) {
            throw ReleaseBuildMissing(path: binDirectory.appendingPathComponent(name).path)
        }
    }

    /// Runs `scripts/<script>` (deb.sh or dist.sh) on the release build with `--output directory` and
    /// `arguments`, for at most `timeout`.
    static func package(_ script: String, into directory: URL, _ arguments: [String] = [], timeout: Duration) async throws -> CommandResult {
        try requireBuilt()
        let manPages = InstallScript.buildDirectory.appendingPathComponent("man").path
        return try await runCommand(
            SystemdUnitTests.repository.appendingPathComponent("scripts/\(script)").path,
            ["--from", binDirectory.path, "--man", manPages, "--output", directory.path] + arguments, timeout: timeout)
    }

    /// What makes an installed `executable` need the Swift toolchain, checked with the toolchain out of
    /// every search path (`env -i`, PATH of the system's directories only, no LD_LIBRARY_PATH): each
    /// library `ldd` lists must be a file of a Debian package (`dpkg -S`), none the toolchain's
    /// (`/opt/swift…`) or missing; and `executable --version` must print `version`. Empty when none.
    static func toolchainNeeds(of executable: String, version: String) async throws -> [String] {
        var problems: [String] = []
        let clean = ["-i", "PATH=/usr/bin:/bin"]
        let linked = try await runCommand("env", clean + ["ldd", executable])
        if linked.status != 0 { problems.append("ldd \(executable): \(linked.standardError)") }
        for line in linked.standardOutput.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !line.hasPrefix("linux-vdso") {
            let resolved = line.components(separatedBy: " => ").last?.components(separatedBy: " (").first ?? line
            let packaged = try await isPackagedByDebian(resolved)
            if line.contains("not found") || line.contains("swift") || !packaged {
                problems.append("\(executable) links \(line), not a library of a Debian package")
            }
        }
        let printed = try await runCommand("env", clean + [executable, "--version"])
        if printed.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) != version {
            problems.append("\(executable) --version printed '\(printed.standardOutput)' (status \(printed.status)), not '\(version)': \(printed.standardError)")
        }
        return problems
    }

    /// Whether dpkg knows `path` as a file of an installed package; with /usr merged into /, under either name.
    private static func isPackagedByDebian(_ path: String) async throws -> Bool {
        let other = path.hasPrefix("/usr/") ? String(path.dropFirst(4)) : "/usr" + path
        for name in [path, other] where try await runCommand("dpkg", ["-S", name]).status == 0 { return true }
        return false
    }

    /// `paths` without the directories among them (files and symbolic links only).
    static func withoutDirectories(_ paths: [String]) -> [String] {
        paths.filter { path in
            var status = stat()
            return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
        }
    }

    /// The process id of the connection owning the daemon's name on the bus at `address`, or nil; asked
    /// through `run` (a bus lets in only its own user: run the command as that user).
    static func daemonProcessID(
        onBus address: String, run: ([String]) async throws -> CommandResult = { try await runCommand($0[0], Array($0.dropFirst())) }
    ) async throws -> Int32? {
        let reply = try await run([
            "gdbus", "call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", DaemonProcess.busName,
        ])
        // "(uint32 1234,)"
        return reply.standardOutput.split(separator: " ").dropFirst().first.flatMap { Int32($0.filter(\.isNumber)) }
    }
}

/// The release executables the packaging tests package are not built.
struct ReleaseBuildMissing: Error, CustomStringConvertible {
    let path: String
    var description: String {
        "\(path) is missing: `make test` builds the release executables first (scripts/check-lean.sh); by hand: scripts/release-build.sh"
    }
}

/// Runs `body`, then `cleanup` whether or not `body` threw, then rethrows what `body` threw: a test that
/// installs something system-wide takes it away again even when it fails.
func withCleanup(_ body: () async throws -> Void, cleanup: () async -> Void) async throws {
    do {
        try await body()
    } catch {
        await cleanup()
        throw error
    }
    await cleanup()
}
