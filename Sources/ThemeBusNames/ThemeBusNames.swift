/// The daemon's names on the bus as plain text, for a program that must not link the DBus layer
/// (the `themeswitch` front's quick path, docs/PERFORMANCE.md "CLI"). ``ThemeContract``'s
/// `ThemeBus` is built from them: this is their one place.
public enum ThemeBusNames {
    /// The well-known bus name, `org.themeswitch.Theme1`.
    public static let name = "org.themeswitch.Theme1"
    /// The object path, `/org/themeswitch/Theme1`.
    public static let path = "/org/themeswitch/Theme1"
    /// The main interface, `org.themeswitch.Theme1`.
    public static let interface = "org.themeswitch.Theme1"
}
