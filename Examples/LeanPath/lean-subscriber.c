/* Follows the theme on the lean path: TokensChanged, then the snapshot file.
 * cc lean-subscriber.c $(pkg-config --cflags --libs dbus-1) -o lean-subscriber */
#include <dbus/dbus.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THEME "org.themeswitch.Theme1"

/* The whole file, NUL-terminated, or NULL. */
static char *read_file(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) return NULL;
    char *text = calloc(1, 1 << 20);
    size_t length = text ? fread(text, 1, (1 << 20) - 1, file) : 0;
    fclose(file);
    if (length == 0) { free(text); return NULL; }
    return text;
}

int main(void) {
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *bus = dbus_bus_get(DBUS_BUS_SESSION, &error);
    if (!bus) { fprintf(stderr, "lean-subscriber: %s\n", error.message); return 1; }
    dbus_bus_add_match(bus, "type='signal',sender='" THEME "',interface='" THEME "',member='TokensChanged'", &error);
    if (dbus_error_is_set(&error)) { fprintf(stderr, "lean-subscriber: %s\n", error.message); return 1; }
    char path[4096];
    snprintf(path, sizeof path, "%s/themeswitch/tokens.json", getenv("XDG_RUNTIME_DIR") ? getenv("XDG_RUNTIME_DIR") : "");
    printf("ready\n");
    fflush(stdout);
    while (dbus_connection_read_write(bus, -1)) {
        DBusMessage *message;
        while ((message = dbus_connection_pop_message(bus))) {
            dbus_uint64_t serial;
            const char *theme, *scheme;
            if (dbus_message_is_signal(message, THEME, "TokensChanged") &&
                dbus_message_get_args(message, NULL, DBUS_TYPE_UINT64, &serial, DBUS_TYPE_STRING, &theme,
                                      DBUS_TYPE_STRING, &scheme, DBUS_TYPE_INVALID)) {
                /* The file starts {"serial":N — a file older than the signal (or none) means: call GetTokens. */
                char *json = read_file(path);
                unsigned long long file_serial = json ? strtoull(json + strlen("{\"serial\":"), NULL, 10) : 0;
                const char *accent = json ? strstr(json, "\"color.accent\":\"") : NULL;
                if (file_serial < serial || !accent) printf("%llu stale: call GetTokens\n", (unsigned long long)serial);
                else printf("%llu %s %s %.7s\n", (unsigned long long)serial, theme, scheme, accent + strlen("\"color.accent\":\""));
                fflush(stdout);
                free(json);
            }
            dbus_message_unref(message);
        }
    }
    return 0;
}
