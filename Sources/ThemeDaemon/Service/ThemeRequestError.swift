import DBus
import ThemeConfiguration
import ThemeContract

/// The errors of `org.themeswitch.Theme1` (docs/dbus-api.md), each with a one-sentence message.
public enum ThemeRequestError {
    static func unknownTheme(_ message: String) -> DBusError { error(.unknownTheme, message) }
    static func invalidArgument(_ message: String) -> DBusError { error(.invalidArgument, message) }
    static func tooLarge(_ message: String) -> DBusError { error(.tooLarge, message) }
    static func notFound(_ message: String) -> DBusError { error(.notFound, message) }
    static func saveFailed(_ message: String) -> DBusError { error(.saveFailed, message) }
    static func invalidTheme(_ message: String) -> DBusError { error(.invalidTheme, message) }
    static func readOnly(_ message: String) -> DBusError { error(.readOnly, message) }
    static func locked(_ refusal: LockedSetting) -> DBusError { error(.locked, refusal.description) }

    /// A theme id that does not match `[a-z0-9][a-z0-9-]{0,63}`.
    static func malformedID(_ id: String) -> DBusError {
        invalidArgument("theme id \(quoted(id)) is malformed: ids are 1–64 characters of a-z, 0-9 and '-', starting with a letter or digit")
    }

    private static func error(_ name: ThemeErrorName, _ message: String) -> DBusError {
        DBusError(name: name.fullName, message: message)
    }

    /// Text from a request, shortened so that an error message never echoes a huge argument.
    static func quoted(_ text: String) -> String {
        text.count <= 64 ? "'\(text)'" : "'\(text.prefix(40))…' (\(text.utf8.count) bytes)"
    }
}
