// The floor for bench-settings: the least a libadwaita app can do to show a window, an empty
// AdwApplicationWindow of the settings window's size, under an application id of its own. With
// --follow it also does the least a window can do to follow the theme daemon: on each
// ThemeChanged signal (GDBus, the session bus) it swaps its background between two colors, so
// the next frame differs.
#include <adwaita.h>

static GtkCssProvider *provider;
static gboolean follow, dark;

static void theme_changed(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                          const char *signal, GVariant *parameters, gpointer data) {
    (void)connection; (void)sender; (void)path; (void)interface; (void)signal; (void)parameters; (void)data;
    dark = !dark;
    gtk_css_provider_load_from_data(provider, dark ? "window { background: #1E1E1E; }" : "window { background: #FAFAFA; }", -1);
}

static void activate(GtkApplication *application, gpointer data) {
    (void)data;
    GtkWidget *window = adw_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Bare Window");
    gtk_window_set_default_size(GTK_WINDOW(window), 760, 760);
    if (follow) {
        provider = gtk_css_provider_new();
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        GDBusConnection *bus = g_application_get_dbus_connection(G_APPLICATION(application));
        g_dbus_connection_signal_subscribe(bus, "org.themeswitch.Theme1", "org.themeswitch.Theme1", "ThemeChanged",
                                           "/org/themeswitch/Theme1", NULL, G_DBUS_SIGNAL_FLAGS_NONE, theme_changed, NULL, NULL);
    }
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    follow = argc > 1 && g_strcmp0(argv[1], "--follow") == 0;
    AdwApplication *application = adw_application_new("org.themeswitch.BenchFloor", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), 1, argv);
    g_object_unref(application);
    return status;
}
