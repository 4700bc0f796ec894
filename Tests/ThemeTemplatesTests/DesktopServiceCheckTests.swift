import Foundation
import Testing
import TestSupport
import ThemeCore
@testable import ThemeTemplates

/// The built-in templates for notification daemons and X settings (issue 23), rendered for light
/// and dark and loaded by the program each targets (Debian 12 packages from
/// scripts/install-deps.sh), each under a time limit; a broken file is refused by the same check.
@Suite("Notification and settings daemon templates in the real programs", .timeLimit(.minutes(2)))
struct DesktopServiceCheckTests {
    /// xsettingsd 1.0 on `path` under Xvfb for a second, then `dump_xsettings` (the same package)
    /// reads the XSETTINGS it serves.
    private func xsettingsServed(_ path: String) async throws -> CommandResult {
        let script = """
        xsettingsd -c "$1" & daemon=$!
        sleep 1
        dump_xsettings
        kill $daemon 2>/dev/null
        wait $daemon 2>/dev/null
        exit 0
        """
        return try await underXvfb("sh", ["-c", script, "sh", path], timeout: .seconds(20))
    }

    @Test(arguments: ColorScheme.allCases)
    func xsettingsdServesTheSchemesGTKTheme(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.xsettingsd, scheme: scheme)
        defer { file.remove() }
        let served = try await xsettingsServed(file.path)
        #expect(served.standardOutput == "Net/ThemeName \"\(scheme == .dark ? "Adwaita-dark" : "Adwaita")\"\n", "\(served.standardOutput)\(served.standardError)")
        #expect(served.standardError.contains("Loaded 1 setting from \(file.path)"), "\(served.standardError)")
        try write("Net/ThemeName Adwaita\"\n", to: file.path)
        #expect(try await xsettingsServed(file.path).standardError.contains("Unable to parse \(file.path)"))
    }
}
