import DBus
import ThemeCore

/// A Tinted8 scheme (issue 40 §1) with the daemon's YAML reader: its scalars by dotted key
/// (`palette.red-bright`, `ui.global.background.normal`) go to ``Tinted8Scheme`` in ThemeCore.
enum Tinted8YAML {
    /// Whether a YAML text is a Tinted8 scheme: a `system:` line naming `tinted8`.
    static func looksLikeScheme(_ contents: String) -> Bool {
        contents.split(separator: "\n").contains { line in
            line.drop { $0 == " " }.hasPrefix("system:") && line.contains("tinted8")
        }
    }

    /// The scheme of a Tinted8 file; `InvalidTheme` (one sentence) for anything else.
    static func scheme(from contents: String) throws(DBusError) -> TerminalScheme {
        let fields = try YAMLScalars.fields(contents, title: "the Tinted8 scheme", expected: "a scheme mapping and a palette")
        do throws(TerminalSchemeError) {
            return try Tinted8Scheme.scheme(fields: fields)
        } catch {
            throw ThemeRequestError.invalidTheme(error.description)
        }
    }
}
