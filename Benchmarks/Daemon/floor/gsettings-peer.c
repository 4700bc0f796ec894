/* The dconf path, the incumbent for live switching: one process writes a GSettings key,
 * another receives GSettings "changed" and reads the new value. Both stamp CLOCK_MONOTONIC
 * (one clock for every process on the machine), so the bench subtracts stamps taken in
 * two processes and no pipe latency is counted.
 *
 *   gsettings-peer monitor SCHEMA KEY   prints "ready", then "<ns> <value>" per change
 *   gsettings-peer writer  SCHEMA KEY   per stdin line VALUE: stamps, sets, syncs, prints "<ns>"
 *
 * Needs GSETTINGS_BACKEND=dconf and DBUS_SESSION_BUS_ADDRESS of a bus that activates dconf.
 * Built by bench-daemon with: cc -O2 gsettings-peer.c $(pkg-config --cflags --libs gio-2.0)
 */
#include <gio/gio.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static unsigned long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static void changed(GSettings *settings, const char *key, gpointer user_data) {
    (void)user_data;
    gchar *value = g_settings_get_string(settings, key);
    unsigned long long stamp = now_ns();
    printf("%llu %s\n", stamp, value);
    fflush(stdout);
    g_free(value);
}

static gboolean stdin_closed(GIOChannel *channel, GIOCondition condition, gpointer loop) {
    (void)channel; (void)condition;
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: gsettings-peer monitor|writer SCHEMA KEY\n");
        return 2;
    }
    GSettings *settings = g_settings_new(argv[2]);
    const char *key = argv[3];
    /* Reading the key once makes GSettings watch it. */
    g_free(g_settings_get_string(settings, key));

    if (strcmp(argv[1], "monitor") == 0) {
        char signal_name[256];
        snprintf(signal_name, sizeof signal_name, "changed::%s", key);
        g_signal_connect(settings, signal_name, G_CALLBACK(changed), NULL);
        GMainLoop *loop = g_main_loop_new(NULL, FALSE);
        GIOChannel *input = g_io_channel_unix_new(0);
        g_io_add_watch(input, G_IO_IN | G_IO_HUP | G_IO_ERR, stdin_closed, loop);
        g_settings_sync();
        printf("ready\n");
        fflush(stdout);
        g_main_loop_run(loop);
        return 0;
    }
    if (strcmp(argv[1], "writer") == 0) {
        char line[256];
        printf("ready\n");
        fflush(stdout);
        while (fgets(line, sizeof line, stdin)) {
            line[strcspn(line, "\n")] = 0;
            unsigned long long stamp = now_ns();
            if (!g_settings_set_string(settings, key, line)) {
                fprintf(stderr, "gsettings-peer: cannot set %s to '%s'\n", key, line);
                return 1;
            }
            g_settings_sync();
            printf("%llu\n", stamp);
            fflush(stdout);
        }
        return 0;
    }
    fprintf(stderr, "gsettings-peer: unknown mode '%s' (accepted: monitor, writer)\n", argv[1]);
    return 2;
}
