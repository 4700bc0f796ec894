import Foundation
import Testing
import TestSupport
@testable import ThemeDaemon

/// The wallpaper copies' names: SHA-256 as `sha256sum` (coreutils) prints it, at every length
/// around the 64-byte block and its 56-byte padding boundary.
@Suite(.timeLimit(.minutes(1))) struct ContentHashTests {
    @Test(arguments: [0, 1, 3, 55, 56, 63, 64, 65, 119, 120, 1000, 100_003])
    func matchesSha256sum(length: Int) async throws {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("content-hash-\(getpid())-\(length)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let printed = try await runCommand("sha256sum", [file.path]).standardOutput.split(separator: " ").first.map(String.init)
        #expect(ContentHash.sha256(bytes) == printed)
    }
}
