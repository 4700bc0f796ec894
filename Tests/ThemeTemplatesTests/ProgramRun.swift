import Foundation
import Testing
import TestSupport

/// What the program checks share: running under a fresh Xvfb, GTK's CSS parser, files and colors.

/// `text` written to `path`.
func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// `program` run with `DISPLAY` set to a fresh Xvfb, stopped afterwards.
func underXvfb(_ program: String, _ arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(30)) async throws -> CommandResult {
    let server = try await XvfbServer()
    return try await server.stopping {
        try await runCommand(program, arguments, environment: environment.merging(["DISPLAY": server.display]) { $1 }, timeout: timeout)
    }
}

/// The red, green and blue bytes of `#RRGGBB`, read here independently of the code under test.
func channels(_ hex: String) -> [Int] {
    let value = Int(hex.dropFirst(), radix: 16) ?? -1
    return [value >> 16, (value >> 8) & 0xFF, value & 0xFF]
}

/// A JSON object printed by a check script.
func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// GTK 4's CSS parser on `path`, and (unless `parseOnly`) the pixels of a libadwaita window
/// drawn with `configHome/gtk-4.0/gtk.css`.
func gtkCheck(_ path: String, configHome: String, parseOnly: Bool) async throws -> [String: Any] {
    let server = try await XvfbServer()
    let result = try await server.stopping {
        try await runCommand(
            "/usr/bin/python3", ["-c", GTKCheckScript.source, path] + (parseOnly ? ["--parse-only"] : []),
            environment: ["DISPLAY": server.display, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo",
                          "XDG_CONFIG_HOME": configHome, "NO_AT_BRIDGE": "1", "GTK_A11Y": "none"],
            timeout: .seconds(60))
    }
    #expect(result.status == 0, "\(result.standardError)")
    return try json(result.standardOutput)
}

/// Expects GTK 4's CSS parser to read the GTK 3 style sheet `file` (wofi's, swaync's: Debian 12
/// has no GTK 3 introspection data here, and GTK 4 parses these rules by the same grammar)
/// without errors, and with one error once `brokenRule` is appended to it.
func expectStyleSheetParses(_ file: RenderedFile, refusing brokenRule: String,
                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let errors = { try await gtkCheck(file.path, configHome: file.directory.path, parseOnly: true)["errors"] as? [String] }
    #expect(try await errors() == [], sourceLocation: sourceLocation)
    try write(file.text + brokenRule, to: file.path)
    #expect(try await errors()?.count == 1, sourceLocation: sourceLocation)
}

/// What `program` reports on standard error when it loads its configuration with no Wayland
/// compositor to connect to (fuzzel and mako load it first): XDG_RUNTIME_DIR is `runtime` and
/// WAYLAND_DISPLAY names no socket.
func loadWithoutCompositor(_ program: String, _ arguments: [String], runtime: URL) async throws -> String {
    let result = try await runCommand(program, arguments, environment: ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": "themeswitch-none"],
                                      timeout: .seconds(10))
    return result.standardError
}
