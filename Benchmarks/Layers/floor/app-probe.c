/* The per-app delivery probe: one process holding N libdbus connections, each following its own
 * app with overrides, timing "a C client process applies a theme" → "the LAST app connection
 * holds its own new set" (AppTokensChanged, a unicast signal), R rounds.
 *
 *   app-probe MODE N WARMUP ROUNDS VALUES -- TRIGGER ARG...
 *
 * Before "ready", from one more connection, the probe gives app i (org.example.App<i>) an
 * override of its own, shape.medium = i % 40 (so 40 distinct layer stacks among 100 apps), and
 * connection i calls RegisterApp(org.example.App<i>, "").
 * MODE
 *   apps   each round starts TRIGGER (VALUES: one per round, "{}" in its arguments replaced) and
 *          waits until every connection received its AppTokensChanged and iterated every
 *          argument and token, as a client decodes it; all must carry the same serial
 *   floor  after one triggered change, each connection's AppTokensChanged captured, the probe
 *          sends each connection a byte-identical copy of its own signal from one more
 *          connection (N unicast signals from a C program): what the bus and the receivers cost
 *          without the daemon and without a process start
 * Prints "ready", waits for a line on stdin, runs WARMUP + ROUNDS rounds, then prints one line
 * per timed round (nanoseconds from t0 to the last connection done), "size B" (bytes of the last
 * signal as marshalled) and "end". Reads DBUS_SESSION_BUS_ADDRESS.
 * Built by bench-layers with: cc -O2 app-probe.c $(pkg-config --cflags --libs dbus-1); the shared
 * parts are in Benchmarks/Probes/probe.h.
 */
#include "../../Probes/probe.h"

#define NAME "org.themeswitch.Theme1"
#define PATH "/org/themeswitch/Theme1"

static int floor_mode;
static int connections;
static DBusConnection **conns;
static struct pollfd *fds;
static DBusMessage **captured;
static unsigned long long last_size;
static DBusConnection *control;

/* A blocking method call on the daemon; dies on an error reply. */
static void call(DBusConnection *connection, DBusMessage *message) {
    DBusError error = DBUS_ERROR_INIT;
    DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, message, 10000, &error);
    if (!reply) die(dbus_message_get_member(message), error.message);
    dbus_message_unref(reply);
    dbus_message_unref(message);
}

static void set_override(DBusConnection *control, int app) {
    char id[64];
    snprintf(id, sizeof id, "org.example.App%d", app);
    const char *key = "shape.medium", *scheme = "both", *app_id = id, *context = "";
    double value = app % 40;
    DBusMessage *message = dbus_message_new_method_call(NAME, PATH, NAME, "SetOverride");
    DBusMessageIter iter, variant;
    dbus_message_iter_init_append(message, &iter);
    dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &key);
    dbus_message_iter_open_container(&iter, DBUS_TYPE_VARIANT, "d", &variant);
    dbus_message_iter_append_basic(&variant, DBUS_TYPE_DOUBLE, &value);
    dbus_message_iter_close_container(&iter, &variant);
    dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &scheme);
    dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &app_id);
    dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &context);
    call(control, message);
}

static void register_app(DBusConnection *connection, int app) {
    char id[64];
    snprintf(id, sizeof id, "org.example.App%d", app);
    const char *app_id = id, *context = "";
    DBusMessage *message = dbus_message_new_method_call(NAME, PATH, NAME, "RegisterApp");
    dbus_message_append_args(message, DBUS_TYPE_STRING, &app_id, DBUS_TYPE_STRING, &context, DBUS_TYPE_INVALID);
    call(connection, message);
}

/* The floor's round: each connection sent a byte-identical copy of its own captured signal, from
 * the control connection. */
static void resend(void) {
    for (int i = 0; i < connections; i++) {
        DBusMessage *copy = dbus_message_copy(captured[i]);
        if (!copy || !dbus_message_set_destination(copy, dbus_bus_get_unique_name(conns[i]))
            || !dbus_connection_send(control, copy, NULL)) die("cannot send a captured signal", NULL);
        dbus_message_unref(copy);
    }
    dbus_connection_flush(control);
}

/* An AppTokensChanged, iterated as a client decodes it: its serial (the fifth argument). */
static unsigned long long handle(int index, DBusMessage *message) {
    if (!dbus_message_is_signal(message, NAME, "AppTokensChanged")) return 0;
    DBusMessageIter iter;
    if (!dbus_message_iter_init(message, &iter)) die("AppTokensChanged without arguments", NULL);
    walk(&iter);
    dbus_message_iter_init(message, &iter);
    for (int skip = 0; skip < 4; skip++) dbus_message_iter_next(&iter);
    if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("AppTokensChanged without a serial fifth", NULL);
    dbus_uint64_t serial = 0;
    dbus_message_iter_get_basic(&iter, &serial);
    if (index == 0) last_size = marshalled_size(message);
    if (floor_mode && !captured[index]) captured[index] = dbus_message_copy(message);
    return serial;
}

int main(int argc, char **argv) {
    probe_name = "app-probe";
    if (argc < 8 || strcmp(argv[6], "--") != 0) {
        fprintf(stderr, "usage: app-probe apps|floor N WARMUP ROUNDS VALUES -- TRIGGER ARG...\n");
        return 2;
    }
    if (strcmp(argv[1], "floor") == 0) floor_mode = 1;
    else if (strcmp(argv[1], "apps") != 0) die("unknown mode (apps, floor)", argv[1]);
    connections = atoi(argv[2]);
    int warmup = atoi(argv[3]), rounds = atoi(argv[4]);
    char *values = argv[5];
    char **trigger = argv + 7;
    int trigger_count = argc - 7;
    if (connections < 1 || warmup < 0 || rounds < 1) die("N and ROUNDS must be at least 1, WARMUP at least 0", NULL);
    int value_count = count_values(values);
    char *value_list[value_count];
    value_count = split_values(values, value_list, value_count);
    if (value_count < (floor_mode ? 1 : warmup + rounds)) die("fewer VALUES than rounds", NULL);

    raise_file_limit(connections);

    conns = calloc((size_t)connections, sizeof *conns);
    fds = calloc((size_t)connections, sizeof *fds);
    captured = calloc((size_t)connections, sizeof *captured);
    DBusError error = DBUS_ERROR_INIT;
    control = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
    if (!control) die("cannot connect", error.message);
    for (int i = 0; i < connections; i++) {
        set_override(control, i);
        conns[i] = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
        if (!conns[i]) die("cannot connect", error.message);
        dbus_connection_set_exit_on_disconnect(conns[i], FALSE);
        register_app(conns[i], i);
    }
    /* Drop what arrived while registering (NameAcquired, sets of earlier overrides). */
    for (int i = 0; i < connections; i++) {
        DBusMessage *message;
        dbus_connection_read_write(conns[i], 0);
        while ((message = dbus_connection_pop_message(conns[i])) != NULL) dbus_message_unref(message);
    }
    if (!ready_for_rounds()) return 0;

    struct probe_rounds run = {.count = connections, .conns = conns, .fds = fds, .handle = handle, .trigger = trigger,
                               .trigger_count = trigger_count, .values = value_list, .resend = floor_mode ? resend : NULL};
    if (floor_mode) capture_change(&run);
    unsigned long long *samples = run_rounds(&run, warmup, rounds);
    print_rounds(samples, rounds, last_size);
    close_all(conns, connections);
    close_all(&control, 1);
    return 0;
}
