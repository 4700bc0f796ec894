import DBus

/// The errors of `org.themeswitch.Theme1` (INTERFACE.md), each with a one-sentence message.
public enum ThemeRequestError {
    static let prefix = "org.themeswitch.Theme1.Error."

    static func unknownTheme(_ message: String) -> DBusError { DBusError(name: prefix + "UnknownTheme", message: message) }
    static func invalidArgument(_ message: String) -> DBusError { DBusError(name: prefix + "InvalidArgument", message: message) }
    static func tooLarge(_ message: String) -> DBusError { DBusError(name: prefix + "TooLarge", message: message) }
    static func notFound(_ message: String) -> DBusError { DBusError(name: prefix + "NotFound", message: message) }

    /// Text from a request, shortened so that an error message never echoes a huge argument.
    static func quoted(_ text: String) -> String {
        text.count <= 64 ? "'\(text)'" : "'\(text.prefix(40))…' (\(text.utf8.count) bytes)"
    }
}
