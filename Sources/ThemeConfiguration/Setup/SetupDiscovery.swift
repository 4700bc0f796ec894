import FoundationEssentials
import Glibc

/// Which of ``SetupProgram/all`` are installed here: an executable on `PATH`, GTK's library in the
/// system's library directories, and for a program whose version decides the template
/// (Alacritty) the entry serving the version its `--version` prints.
package enum SetupDiscovery {
    /// The installed programs, in ``SetupProgram/all``'s order.
    static func installed(_ environment: [String: String]) async -> [SetupProgram] {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        var versions: [String: SetupVersion?] = [:]
        var installed: [SetupProgram] = []
        for program in SetupProgram.all {
            if let library = program.library {
                if hasLibrary(library) { installed.append(program) }
                continue
            }
            guard ([program.executable] + program.otherExecutables).contains(where: { isExecutable($0, path: path) }) else { continue }
            guard let range = program.versions else {
                installed.append(program)
                continue
            }
            if versions[program.executable] == nil {
                let result = try? await CommandRunner.run(program.executable, ["--version"], environment: environment, timeout: .seconds(10))
                versions[program.executable] = result.flatMap { SetupVersion($0.output) }
            }
            if let version = versions[program.executable] ?? nil, range.contains(version) { installed.append(program) }
        }
        return installed
    }

    package static func isExecutable(_ name: String, path: String) -> Bool {
        path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
    }

    /// Whether the shared library `name` is in `/usr/lib`, `/usr/lib64`, `/lib` or a multiarch
    /// directory of `/usr/lib` (`x86_64-linux-gnu`).
    static func hasLibrary(_ name: String) -> Bool {
        let multiarch = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
            .filter { $0.contains("-linux-") }.map { "/usr/lib/\($0)" }
        return (["/usr/lib", "/usr/lib64", "/lib"] + multiarch).contains { access("\($0)/\(name)", F_OK) == 0 }
    }
}
