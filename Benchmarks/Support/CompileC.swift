import Foundation
import TestSupport

/// Compiles the C program `source` (a benchmark's floor or probe) with `cc -O2` against the
/// pkg-config `packages`, into a file in the temporary directory; returns its path. Fails
/// the benchmark, naming the Debian packages to install, when it cannot.
public func compileC(_ source: String, packages: [String]) async -> String {
    let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
    let binary = FileManager.default.temporaryDirectory.appendingPathComponent("\(benchmarkName)-\(name)-\(getpid())").path
    let script = "cc -O2 \"$1\" -o \"$2\" $(pkg-config --cflags --libs \(packages.joined(separator: " ")))"
    let result = try? await runCommand("/bin/sh", ["-c", script, "sh", source, binary])
    guard let result, result.status == 0 else {
        fail("cannot compile \(source) with cc (scripts/install-deps.sh --bench): \(result?.standardError ?? "sh did not start")")
    }
    return binary
}
