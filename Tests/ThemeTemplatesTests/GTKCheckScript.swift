/// A Python program (python3-gi, GTK 4, libadwaita) that loads a CSS file with `Gtk.CssProvider`
/// and reports every `parsing-error`; unless `--parse-only`, it then opens a libadwaita window
/// (GTK loads `$XDG_CONFIG_HOME/gtk-4.0/gtk.css` itself), once GTK has painted it screenshots the X screen with
/// ImageMagick's `import` and reports the pixel at the middle of a header bar (its top edge),
/// a suggested-action button, a `.view` box and the bare window. Prints JSON.
enum GTKCheckScript {
    static let source = #"""
    import json, os, subprocess, sys, tempfile
    import gi
    gi.require_version("Gtk", "4.0")
    gi.require_version("Adw", "1")
    gi.require_version("GdkPixbuf", "2.0")
    from gi.repository import Adw, GdkPixbuf, Gio, GLib, Gtk

    errors = []
    provider = Gtk.CssProvider()
    provider.connect("parsing-error", lambda _p, section, error: errors.append(section.to_string() + ": " + error.message))
    provider.load_from_path(sys.argv[1])
    result = {"errors": errors, "pixels": {}}

    def sample(app, window, widgets):
        shot = os.path.join(tempfile.mkdtemp(), "shot.png")
        subprocess.run(["import", "-window", "root", shot], check=True, timeout=20)
        pixbuf = GdkPixbuf.Pixbuf.new_from_file(shot)
        os.remove(shot)
        pixels, stride, channels = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()
        for name, widget in widgets.items():
            _, bounds = widget.compute_bounds(window)
            x = int(bounds.get_x() + bounds.get_width() / 2)
            y = int(bounds.get_y() + (4 if name == "headerbar" else bounds.get_height() / 2))
            offset = y * stride + x * channels
            result["pixels"][name] = "#%02X%02X%02X" % tuple(pixels[offset:offset + 3])
        app.quit()
        return False

    def activate(app):
        window = Adw.ApplicationWindow(application=app, default_width=320, default_height=320)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=20)
        header = Adw.HeaderBar(show_end_title_buttons=False, show_start_title_buttons=False)
        header.set_title_widget(Gtk.Label(label=""))
        button = Gtk.Button(label="", css_classes=["suggested-action"], halign=Gtk.Align.CENTER)
        button.set_size_request(200, 60)
        view = Gtk.Box(css_classes=["view"], halign=Gtk.Align.CENTER)
        view.set_size_request(200, 60)
        empty = Gtk.Box(vexpand=True)
        for child in (header, button, view, empty):
            box.append(child)
        window.set_content(box)
        window.present()
        widgets = {"headerbar": header, "suggested": button, "view": view, "window": empty}
        # No fixed delay: the screenshot is taken once GTK has painted a frame of the laid-out window
        # and the X server has processed its drawing (a round trip); 20 s without one fails the check.
        def painted(clock):
            if empty.get_height() <= 0:
                return
            clock.disconnect(handler)
            window.get_display().sync()
            GLib.idle_add(sample, app, window, widgets)
        def no_frame():
            result["errors"].append("GTK drew no frame of the window within 20 s")
            app.quit()
            return False
        clock = window.get_frame_clock()
        handler = clock.connect("after-paint", painted)
        GLib.timeout_add(20000, no_frame)

    if "--parse-only" not in sys.argv:
        app = Adw.Application(application_id="org.themeswitch.TemplateCheck", flags=Gio.ApplicationFlags.NON_UNIQUE)
        app.connect("activate", activate)
        app.run([])
    print(json.dumps(result))
    """#
}
