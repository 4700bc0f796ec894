import Foundation
import Testing
import ThemeDaemon

/// The start-up code's pages leave the resident set, and the code still runs afterwards (its
/// pages are mapped again from the page cache on their next use).
@Suite(.timeLimit(.minutes(1))) struct StartupCodeTests {
    /// The executable's resident pages, from `/proc/self/smaps` (KiB).
    private func residentCode() throws -> Int {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let smaps = try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)
        var inCode = false
        var total = 0
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), fields.count >= 2, range.first?.isHexDigit == true {
                inCode = fields[1] == "r-xp" && fields.count >= 6 && fields[5...].joined(separator: " ") == executable
            } else if inCode, fields.first == "Rss:", fields.count >= 2, let kibibytes = Int(fields[1]) {
                total += kibibytes
            }
        }
        return total
    }

    @Test func releasesTheExecutablesCodeAndRunsOn() throws {
        let before = try residentCode()
        #expect(before > 0)
        #expect(StartupCode.release() > 0)
        let after = try residentCode()
        #expect(after < before, "resident code \(after) KiB after, \(before) KiB before")
        // Code used before runs again.
        #expect(try residentCode() > 0)
        #expect(ProcessInfo.processInfo.processIdentifier == getpid())
    }
}
