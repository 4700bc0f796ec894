/// xsettingsd: a configuration (`xsettingsd -c FILE`; it has no include) giving
/// X11 GTK programs the scheme's GTK theme through XSETTINGS (`Net/ThemeName`: Adwaita or
/// Adwaita-dark), which they switch to live when xsettingsd re-reads it on SIGHUP.
enum XsettingsdTemplate {
    static let source = """
    # Themeswitch: the {{#light}}light{{/light}}{{#dark}}dark{{/dark}} scheme for X11 GTK programs through xsettingsd. Generated; edits are overwritten.
    Net/ThemeName "{{#light}}Adwaita{{/light}}{{#dark}}Adwaita-dark{{/dark}}"

    """
}
