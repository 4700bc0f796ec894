import DBus

/// The fixed D-Bus names of the daemon (INTERFACE.md, "Where").
public enum ThemeBus {
    /// The well-known bus name, `org.themeswitch.Theme1`.
    public static let name = "org.themeswitch.Theme1"
    /// The object path, `/org/themeswitch/Theme1`.
    public static let path: ObjectPath = "/org/themeswitch/Theme1"
    /// The main interface, `org.themeswitch.Theme1`.
    public static let interface = "org.themeswitch.Theme1"
    /// The prefix of the daemon's error names.
    public static let errorPrefix = "org.themeswitch.Theme1.Error."
    /// The standard properties interface.
    static let properties = "org.freedesktop.DBus.Properties"
}
