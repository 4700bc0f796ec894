import DBus
import ThemeCore

/// Alacritty's YAML config (before 0.13; Debian 12 ships 0.11) with the daemon's YAML reader: its
/// scalars by dotted key (`colors.primary.background`) go to ``AlacrittyTheme`` in ThemeCore,
/// which reads the TOML form the same way.
enum AlacrittyYAML {
    /// The scheme of an Alacritty YAML config; `InvalidTheme` (one sentence) for anything else.
    static func scheme(from contents: String) throws(DBusError) -> TerminalScheme {
        let fields = try YAMLScalars.fields(contents, title: "the Alacritty config", expected: "a colors mapping")
        do throws(TerminalSchemeError) {
            return try AlacrittyTheme.scheme(fields: fields)
        } catch {
            throw ThemeRequestError.invalidTheme(error.description)
        }
    }
}
