/*
 * The floor for bench-dbus: the same method calls made with raw libdbus, blocking,
 * on one thread, as a C client written by hand would make them.
 *
 *   ping client ADDRESS DESTINATION PATH INTERFACE MEMBER ARG WARMUP COUNT
 *       Calls MEMBER (with one string argument ARG, or none when ARG is "-") WARMUP
 *       times untimed, then COUNT times, each with dbus_connection_send_with_reply_and_block,
 *       and prints each timed round trip in nanoseconds, one per line.
 *   ping serve ADDRESS PATH INTERFACE
 *       Exports PATH answering INTERFACE.Echo(s) -> s, prints its unique name, and
 *       serves until the bus goes away.
 *
 * Build: cc -O2 ping.c -o ping $(pkg-config --cflags --libs dbus-1)
 */
#include <dbus/dbus.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static DBusConnection *connect_to(const char *address) {
    DBusError error;
    dbus_error_init(&error);
    DBusConnection *connection = dbus_connection_open_private(address, &error);
    if (connection == NULL || !dbus_bus_register(connection, &error)) {
        fprintf(stderr, "ping: cannot connect to %s: %s\n", address, error.message);
        exit(1);
    }
    dbus_connection_set_exit_on_disconnect(connection, FALSE);
    return connection;
}

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int client(int argc, char **argv) {
    if (argc != 10) {
        fprintf(stderr, "usage: ping client ADDRESS DESTINATION PATH INTERFACE MEMBER ARG WARMUP COUNT\n");
        return 2;
    }
    DBusConnection *connection = connect_to(argv[2]);
    const char *argument = strcmp(argv[7], "-") == 0 ? NULL : argv[7];
    long warmup = atol(argv[8]), count = atol(argv[9]);
    long long *samples = malloc(sizeof *samples * (size_t)count);
    for (long i = 0; i < warmup + count; i++) {
        long long start = now_ns();
        DBusMessage *call = dbus_message_new_method_call(argv[3], argv[4], argv[5], argv[6]);
        if (argument != NULL) {
            dbus_message_append_args(call, DBUS_TYPE_STRING, &argument, DBUS_TYPE_INVALID);
        }
        DBusError error;
        dbus_error_init(&error);
        DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, call, 5000, &error);
        dbus_message_unref(call);
        if (reply == NULL) {
            fprintf(stderr, "ping: %s.%s failed: %s: %s\n", argv[5], argv[6], error.name, error.message);
            return 1;
        }
        if (argument != NULL) {
            const char *echoed = NULL;
            if (!dbus_message_get_args(reply, &error, DBUS_TYPE_STRING, &echoed, DBUS_TYPE_INVALID)) {
                fprintf(stderr, "ping: bad reply: %s\n", error.message);
                return 1;
            }
        }
        dbus_message_unref(reply);
        long long elapsed = now_ns() - start;
        if (i >= warmup) samples[i - warmup] = elapsed;
    }
    for (long i = 0; i < count; i++) printf("%lld\n", samples[i]);
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
    free(samples);
    return 0;
}

static const char *served_interface;

static DBusHandlerResult answer(DBusConnection *connection, DBusMessage *message, void *data) {
    (void)data;
    DBusMessage *reply;
    const char *text = NULL;
    DBusError error;
    dbus_error_init(&error);
    if (dbus_message_is_method_call(message, served_interface, "Echo")
        && dbus_message_get_args(message, &error, DBUS_TYPE_STRING, &text, DBUS_TYPE_INVALID)) {
        reply = dbus_message_new_method_return(message);
        dbus_message_append_args(reply, DBUS_TYPE_STRING, &text, DBUS_TYPE_INVALID);
    } else {
        dbus_error_free(&error);
        reply = dbus_message_new_error(message, DBUS_ERROR_UNKNOWN_METHOD, "only Echo(s) is served here");
    }
    dbus_connection_send(connection, reply, NULL);
    dbus_message_unref(reply);
    return DBUS_HANDLER_RESULT_HANDLED;
}

static int serve(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: ping serve ADDRESS PATH INTERFACE\n");
        return 2;
    }
    DBusConnection *connection = connect_to(argv[2]);
    served_interface = argv[4];
    DBusObjectPathVTable table = { .message_function = answer };
    if (!dbus_connection_register_object_path(connection, argv[3], &table, NULL)) return 1;
    printf("%s\n", dbus_bus_get_unique_name(connection));
    fflush(stdout);
    while (dbus_connection_read_write_dispatch(connection, -1)) {}
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "client") == 0) return client(argc, argv);
    if (argc > 1 && strcmp(argv[1], "serve") == 0) return serve(argc, argv);
    fprintf(stderr, "usage: ping client ... | ping serve ...\n");
    return 2;
}
