import Foundation
import Testing
import TestSupport

/// The quick parts of the reliability suite (`Tests/Reliability/reliability.py --quick`), one
/// test per part, so that `swift test` reports which one failed and why. `make reliability`
/// runs the whole suite in full.
@Suite(.serialized, .timeLimit(.minutes(6))) struct ReliabilityTests {
    static let python = "/usr/bin/python3"

    @Test(arguments: ["crash", "api-fuzz", "marshal", "bad-files"])
    func quickReliabilityPart(_ part: String) async throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/dbus/__init__.py"),
                     "python3-dbus is missing: install it with scripts/install-deps.sh")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let binaries = URL(fileURLWithPath: builtExecutable("themeswitchd")).deletingLastPathComponent().path
        // After 5 minutes the part is killed with every bus and daemon it started (runCommand kills its group).
        let result = try await runCommand(Self.python, [
            root.appendingPathComponent("Reliability/reliability.py").path, "--quick", "--only", part, "--bin", binaries,
        ], timeout: .seconds(300))
        let failures = result.standardOutput.split(separator: "\n").filter { $0.contains("FAIL") }.joined(separator: "\n")
        #expect(result.status == 0, "reliability part \(part) failed (status \(result.status)):\n\(failures.isEmpty ? result.standardOutput + result.standardError : failures)")
    }
}
