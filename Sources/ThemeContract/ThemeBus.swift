import DBus
import ThemeBusNames

/// The fixed D-Bus names of the daemon (docs/dbus-api.md, "Where"): the one place the
/// daemon, `ThemeClient`, the CLI, the tests and the benchmarks take them from.
public enum ThemeBus {
    /// The well-known bus name, `org.themeswitch.Theme1`.
    public static let name = ThemeBusNames.name
    /// The object path, `/org/themeswitch/Theme1`.
    public static let path = ObjectPath(stringLiteral: ThemeBusNames.path)
    /// The main interface, `org.themeswitch.Theme1`.
    public static let interface = ThemeBusNames.interface
    /// The prefix of the daemon's error names.
    public static let errorPrefix = "org.themeswitch.Theme1.Error."
    /// The standard properties interface.
    public static let properties = "org.freedesktop.DBus.Properties"

    /// The broadcast carrying the whole token set: `(s theme_id, s resolved_scheme, t serial, a{sv} tokens)`.
    public static let themeChanged = "ThemeChanged"
    /// The small broadcast of the lean path: `(t serial, s theme_id, s resolved_scheme)`.
    public static let tokensChanged = "TokensChanged"
    /// The unicast to a caller that registered an app: `(s app_id, s context, s theme_id,
    /// s resolved_scheme, t serial, b own, a{sv} tokens)`, sent when that app's set changed.
    public static let appTokensChanged = "AppTokensChanged"
    /// The unicast to a caller that registered an app for its changes (`RegisterAppForChanges`):
    /// `(s app_id, s context, s theme_id, s resolved_scheme, t sequence, t serial, b own,
    /// b complete, as removed, a{sv} changed)`, sent when that app's set changed, and after every
    /// global change while the app has a set of its own.
    public static let appTokenChanges = "AppTokenChanges"
    /// Sent with the new catalog, `(a(sssbs) catalog)`, when a theme is created, imported,
    /// deleted, renamed or its preview color changes.
    public static let catalogChanged = "CatalogChanged"
    /// Sent, with no arguments, when the schedule's coming transitions change (a new place, a new
    /// configuration, another time zone): call `GetForecast` again.
    public static let forecastChanged = "ForecastChanged"
}

/// The names of the desktop portal backend the daemon also serves.
public enum PortalBus {
    /// The backend's well-known name.
    public static let name = "org.freedesktop.impl.portal.desktop.themeswitch"
    /// The backend interface.
    public static let interface = "org.freedesktop.impl.portal.Settings"
    /// The object path xdg-desktop-portal calls.
    public static let path: ObjectPath = "/org/freedesktop/portal/desktop"
    /// The portal's own error for a namespace or key that is not there.
    public static let notFoundError = "org.freedesktop.portal.Error.NotFound"
    /// The standard appearance namespace.
    public static let appearanceNamespace = "org.freedesktop.appearance"
    /// Themeswitch's own namespace: `theme-id`, `serial`, `tokens`.
    public static let themeswitchNamespace = "org.themeswitch"
}
