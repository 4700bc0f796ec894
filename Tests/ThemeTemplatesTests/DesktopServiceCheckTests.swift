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

extension DesktopServiceCheckTests {
    /// mako 1.7 parses its configuration before it connects to Wayland (and after it owns the
    /// notification name, so it runs on a bus of its own from dbus-run-session): with no
    /// compositor here a good file gets as far as `failed to create display`; a bad one is
    /// `Failed to parse config` first, naming the line.
    private func makoLoad(_ path: String, runtime: URL) async throws -> String {
        try await loadWithoutCompositor("dbus-run-session", ["--", "mako", "-c", path], runtime: runtime)
    }

    @Test(arguments: ColorScheme.allCases)
    func makoParsesTheConfigUpToTheMissingCompositor(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.mako, scheme: scheme)
        defer { file.remove() }
        let log = try await makoLoad(file.path, runtime: file.directory)
        #expect(log.contains("failed to create display") && !log.contains("Failed to parse"), "\(log)")
        #expect(file.text.contains("\n[urgency=critical]\nborder-color=\(file.hex("color.destructive"))\n"))
        try write(file.text + "border-colour=#123456\n", to: file.path)
        let broken = try await makoLoad(file.path, runtime: file.directory)
        #expect(broken.contains("Failed to parse config") && !broken.contains("failed to create display"), "\(broken)")
    }
}

extension DesktopServiceCheckTests {
    /// SwayNotificationCenter draws only on a Wayland compositor with layer-shell: its style is
    /// GTK 3 CSS, loaded by GTK 4's CSS parser (Debian 12 has no GTK 3 introspection data here);
    /// every color it defines is one that swaync's own style sheet from the package uses.
    @Test(arguments: ColorScheme.allCases)
    func swayncColorsParseInGTK4sCSSParserAndAreTheNamesSwayncsStyleUses(scheme: ColorScheme) async throws {
        let file = try RenderedFile(.swaync, scheme: scheme)
        defer { file.remove() }
        let system = try String(contentsOfFile: "/etc/xdg/swaync/style.css", encoding: .utf8)
        let defined = file.text.split(separator: "\n").filter { $0.hasPrefix("@define-color ") }.map { $0.split(separator: " ")[1] }
        #expect(defined.count == 8)
        for name in defined {
            #expect(system.contains("@define-color \(name) ") && system.contains("@\(name)"), "\(name) is not a color swaync's style.css defines and uses")
        }
        #expect(file.text.contains("@define-color bg-selected \(file.hex("color.accent"));"))
        try await expectStyleSheetParses(file, refusing: "@define-color noti-bg #12;\n")
    }
}
