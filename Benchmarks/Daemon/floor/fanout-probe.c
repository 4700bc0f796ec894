/* The fan-out probe: one process holding N libdbus connections to the session bus, each
 * subscribed with the same match rule, timing "a C client process triggers a change" →
 * "the LAST connection holds the change", R rounds.
 *
 *   fanout-probe MODE N WARMUP ROUNDS RULE FILE VALUES -- TRIGGER ARG...
 *
 * MODE        what each connection does with a matching signal, like a client would:
 *   themechanged  ThemeChanged(s, s, t serial, a{sv}): iterates every argument and every token
 *   lean          TokensChanged(t serial, s, s): reads FILE (the snapshot) whole and checks that
 *                 its first member, {"serial":N, is the signal's serial
 *   dconf         ca.desrt.dconf.Writer Notify: reads FILE (the dconf database) whole, as a
 *                 GSettings reader maps it
 *   floor         as themechanged, but after one triggered change is captured the probe sends a
 *                 byte-identical copy of that signal itself from one more connection, so no
 *                 process start and no daemon work is timed: the bus's copy cost per subscriber
 * RULE        the match rule every connection adds
 * VALUES      comma-separated; round i runs TRIGGER with "{}" in its arguments replaced by
 *             value i (the floor takes one value, for its captured change)
 * TRIGGER     started with posix_spawnp at t0 of each round; must exit 0
 *
 * N may be 0: each round then lasts until the trigger has exited (for dbus-send --print-reply,
 * a method call's round trip from a new process).
 *
 * Prints "ready" once connected, waits for a line on stdin, runs WARMUP + ROUNDS rounds, then
 * prints one line per timed round (nanoseconds from t0 to the last connection done), "size B"
 * (bytes of the last matching message as marshalled) and "end". Reads DBUS_SESSION_BUS_ADDRESS.
 * Built by bench-daemon with: cc -O2 fanout-probe.c $(pkg-config --cflags --libs dbus-1); the shared
 * parts are in Benchmarks/Probes/probe.h.
 */
#include "../../Probes/probe.h"

enum mode { THEMECHANGED, LEAN, DCONF, FLOOR };

static enum mode mode;
static const char *file;
static unsigned long long last_size;
static DBusMessage *captured;

/* Reads the whole file into `buffer`; returns its length. */
static size_t read_file(char *buffer, size_t capacity) {
    int fd = open(file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) die("cannot open", file);
    size_t length = 0;
    for (;;) {
        ssize_t count = read(fd, buffer + length, capacity - 1 - length);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) die("cannot read", file);
        if (count == 0 || length + (size_t)count >= capacity - 1) { length += count > 0 ? (size_t)count : 0; break; }
        length += (size_t)count;
    }
    close(fd);
    buffer[length] = 0;
    return length;
}

/* Handles one matching signal; returns the change's serial (themechanged, lean, floor) or 1. */
static unsigned long long handle_change(DBusMessage *message) {
    static char buffer[1 << 20];
    DBusMessageIter iter;
    if (mode == DCONF) {
        sink += read_file(buffer, sizeof buffer);
        return 1;
    }
    if (!dbus_message_iter_init(message, &iter)) die("a signal without arguments", dbus_message_get_member(message));
    if (mode == LEAN) {
        dbus_uint64_t serial = 0;
        if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("TokensChanged without a serial first", NULL);
        dbus_message_iter_get_basic(&iter, &serial);
        sink += read_file(buffer, sizeof buffer);
        if (strncmp(buffer, "{\"serial\":", 10) != 0) die("the snapshot does not start with {\"serial\":", file);
        unsigned long long held = strtoull(buffer + 10, NULL, 10);
        if (held != serial) {
            fprintf(stderr, "fanout-probe: the snapshot holds serial %llu, the signal says %llu\n", held, (unsigned long long)serial);
            exit(1);
        }
        return serial;
    }
    walk(&iter);
    dbus_message_iter_init(message, &iter);
    dbus_message_iter_next(&iter);
    dbus_message_iter_next(&iter);
    if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("ThemeChanged without a serial third", NULL);
    dbus_uint64_t serial = 0;
    dbus_message_iter_get_basic(&iter, &serial);
    return serial;
}

/* A signal the connection subscribed to (not the bus's own, NameAcquired after Hello), handled
 * as its kind of client does; its serial. */
static unsigned long long handle(int index, DBusMessage *message) {
    if (dbus_message_get_type(message) != DBUS_MESSAGE_TYPE_SIGNAL || dbus_message_has_sender(message, DBUS_SERVICE_DBUS)) return 0;
    unsigned long long serial = handle_change(message);
    if (index == 0) {
        last_size = marshalled_size(message);
        if (mode == FLOOR && !captured) captured = dbus_message_copy(message);
    }
    return serial;
}

static int connections;
static DBusConnection **conns;
static struct pollfd *fds;
static DBusConnection *publisher;

/* The floor's round: a byte-identical copy of the captured signal, sent from one more connection. */
static void resend(void) {
    DBusMessage *copy = dbus_message_copy(captured);
    if (!copy || !dbus_connection_send(publisher, copy, NULL)) die("cannot send the captured signal", NULL);
    dbus_connection_flush(publisher);
    dbus_message_unref(copy);
}

int main(int argc, char **argv) {
    probe_name = "fanout-probe";
    if (argc < 10 || strcmp(argv[8], "--") != 0) {
        fprintf(stderr, "usage: fanout-probe themechanged|lean|dconf|floor N WARMUP ROUNDS RULE FILE VALUES -- TRIGGER ARG...\n");
        return 2;
    }
    if (strcmp(argv[1], "themechanged") == 0) mode = THEMECHANGED;
    else if (strcmp(argv[1], "lean") == 0) mode = LEAN;
    else if (strcmp(argv[1], "dconf") == 0) mode = DCONF;
    else if (strcmp(argv[1], "floor") == 0) mode = FLOOR;
    else die("unknown mode (themechanged, lean, dconf, floor)", argv[1]);
    connections = atoi(argv[2]);
    int warmup = atoi(argv[3]), rounds = atoi(argv[4]);
    const char *rule = argv[5];
    file = argv[6];
    char *values = argv[7];
    char **trigger = argv + 9;
    int trigger_count = argc - 9;
    if (connections < (mode == FLOOR) || warmup < 0 || rounds < 1) die("ROUNDS must be at least 1, N and WARMUP at least 0 (the floor needs N ≥ 1)", NULL);

    int value_count = count_values(values);
    char *value_list[value_count];
    value_count = split_values(values, value_list, value_count);
    if (value_count < (mode == FLOOR ? 1 : warmup + rounds)) die("fewer VALUES than rounds", NULL);

    raise_file_limit(connections);

    conns = calloc((size_t)connections + 1, sizeof *conns);
    fds = calloc((size_t)connections + 1, sizeof *fds);
    DBusError error = DBUS_ERROR_INIT;
    for (int i = 0; i < connections; i++) {
        conns[i] = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
        if (!conns[i]) die("cannot connect", error.message);
        dbus_connection_set_exit_on_disconnect(conns[i], FALSE);
        dbus_bus_add_match(conns[i], rule, &error);
        if (dbus_error_is_set(&error)) die("cannot add the match rule", error.message);
    }
    if (mode == FLOOR) {
        publisher = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
        if (!publisher) die("cannot connect", error.message);
    }
    if (!ready_for_rounds()) return 0;

    struct probe_rounds run = {.count = connections, .conns = conns, .fds = fds, .handle = handle, .trigger = trigger,
                               .trigger_count = trigger_count, .values = value_list, .resend = mode == FLOOR ? resend : NULL};
    if (mode == FLOOR) {
        capture_change(&run);
        if (!captured) die("no signal captured", NULL);
    }
    unsigned long long *samples = run_rounds(&run, warmup, rounds);
    print_rounds(samples, rounds, last_size);
    close_all(conns, connections);
    if (publisher) close_all(&publisher, 1);
    return 0;
}
