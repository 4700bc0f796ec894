/// The error names of `org.themeswitch.Theme1`: `org.themeswitch.Theme1.Error.` + the case.
public enum ThemeErrorName: String, Sendable, CaseIterable {
    /// No theme has that id.
    case unknownTheme = "UnknownTheme"
    /// An argument is malformed or out of range.
    case invalidArgument = "InvalidArgument"
    /// A theme failed validation; the message lists each field and why.
    case invalidTheme = "InvalidTheme"
    /// A built-in theme cannot be edited or deleted.
    case readOnly = "ReadOnly"
    /// An argument or file is larger than accepted.
    case tooLarge = "TooLarge"
    /// The thing asked for does not exist.
    case notFound = "NotFound"
    /// The change could not be written to disk; nothing changed.
    case saveFailed = "SaveFailed"
    /// A machine policy locks what the request would change; the message names it and the file.
    case locked = "Locked"

    /// The full D-Bus error name.
    public var fullName: String { ThemeBus.errorPrefix + rawValue }
}
