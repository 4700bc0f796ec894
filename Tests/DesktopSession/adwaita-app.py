"""A libadwaita app for the desktop end-to-end test (docs/desktop-e2e.md).

A window with one suggested-action button, whose background is libadwaita's accent. libadwaita
follows the settings portal's color-scheme by itself; the window title says which scheme it
shows ("light" or "dark"), so the test reads it from sway's tree.

GTK 4.8 reads $XDG_CONFIG_HOME/gtk-4.0/gtk.css once, when the app starts. libadwaita 1.6 and
later also follow the portal's accent-color, but Debian 12 has libadwaita 1.2, which does not;
so this app watches gtk.css and themeswitch.css (the `gtk` template's output, with libadwaita's
named colors window_bg_color, accent_bg_color, ..., which gtk.css @imports: `themeswitch setup`
wrote that line) and loads gtk.css, and with it the import, again whenever either is rewritten,
as an app that follows the theme live would.
"""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Gdk, Gio, Gtk  # noqa: E402

APP_ID = "org.themeswitch.DesktopTest"
CSS_NAME = "gtk.css"
# What a change to either name makes the app load gtk.css again (themeswitch.css through its @import).
WATCHED = {CSS_NAME, "themeswitch.css"}


def main():
    config_home = os.environ.get("XDG_CONFIG_HOME") or os.path.expanduser("~/.config")
    css_directory = Gio.File.new_for_path(os.path.join(config_home, "gtk-4.0"))
    css_file = css_directory.get_child(CSS_NAME)
    app = Adw.Application(application_id=APP_ID, flags=Gio.ApplicationFlags.NON_UNIQUE)
    provider = Gtk.CssProvider()
    keep = []

    def reload_css(_monitor, changed, other, _event):
        names = {changed.get_basename(), other.get_basename() if other else None}
        if names & WATCHED and css_file.query_exists(None):
            provider.load_from_file(css_file)

    def activate(app):
        # Above GTK's own load of the same file (GTK_STYLE_PROVIDER_PRIORITY_USER), so the
        # rewritten file wins over the one read at start.
        Gtk.StyleContext.add_provider_for_display(
            Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_USER + 1)
        monitor = css_directory.monitor_directory(Gio.FileMonitorFlags.WATCH_MOVES, None)
        monitor.connect("changed", reload_css)
        keep.append(monitor)

        window = Adw.ApplicationWindow(application=app)
        button = Gtk.Button(label="Accent", halign=Gtk.Align.CENTER, valign=Gtk.Align.CENTER)
        button.add_css_class("suggested-action")
        button.set_size_request(200, 80)
        window.set_content(button)

        style = Adw.StyleManager.get_default()

        def show_scheme(*_):
            window.set_title("dark" if style.get_dark() else "light")

        style.connect("notify::dark", show_scheme)
        show_scheme()
        window.present()

    app.connect("activate", activate)
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
