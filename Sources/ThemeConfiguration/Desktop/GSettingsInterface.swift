import ThemeCore

/// GSettings `org.gnome.desktop.interface`, read and written with `gsettings` (so through the
/// real dconf), values as GVariant text (`'prefer-light'`), each run killed after ``timeout``.
package struct GSettingsInterface: Sendable {
    /// A `gsettings` run that failed, in one sentence.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static let schema = "org.gnome.desktop.interface"
    /// How long one `gsettings` run may take.
    package static let timeout: Duration = .seconds(5)

    /// What `gsettings` runs with (it must reach the desktop's bus and dconf).
    package let environment: [String: String]

    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The value of `key` as `gsettings get` prints it.
    package func get(_ key: String) async throws -> String {
        try await run(["get", GSettingsInterface.schema, key])
    }

    /// Sets `key` to `value` (GVariant text, or a plain string).
    package func set(_ key: String, _ value: String) async throws {
        _ = try await run(["set", GSettingsInterface.schema, key, value])
    }

    /// The scheme a `color-scheme` value stands for: `'prefer-dark'` is dark, anything else light
    /// (``GSettingsSchemeSource`` follows it; ``OwnSchemeWrites`` expects it back).
    package static func scheme(of value: String) -> ColorScheme {
        value.trimmed == "'prefer-dark'" ? .dark : .light
    }

    private func run(_ arguments: [String]) async throws -> String {
        let result: CommandRunner.Result
        do {
            result = try await CommandRunner.run("gsettings", arguments, environment: environment, timeout: GSettingsInterface.timeout)
        } catch {
            throw Failure(description: "\(error)")
        }
        guard result.status == 0 else {
            let said = result.errorOutput.trimmed
            throw Failure(description: said.isEmpty ? "gsettings exited with status \(result.status)" : said)
        }
        return result.output.trimmed
    }
}
