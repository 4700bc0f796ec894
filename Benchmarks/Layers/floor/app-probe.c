/* The per-app delivery probe: one process holding N libdbus connections, each following its own
 * app with overrides, timing "a C client process applies a theme" → "the LAST app connection
 * holds its own new set" (a unicast signal applied to the set it held), R rounds.
 *
 *   app-probe MODE DELIVERY N WARMUP ROUNDS VALUES -- TRIGGER ARG...
 *
 * Before "ready", from one more connection, the probe gives app i (org.example.App<i>) an
 * override of its own, shape.medium = i % 40 (so 40 distinct layer stacks among 100 apps), and
 * connection i registers org.example.App<i> and stores the set the reply carries.
 * DELIVERY
 *   changes  RegisterAppForChanges: each change comes as AppTokenChanges (what changed, numbered),
 *            applied to the held set; a number out of sequence is an error
 *   sets     RegisterApp: each change comes as AppTokensChanged (the whole set), stored whole
 * MODE
 *   apps   each round starts TRIGGER (VALUES: one per round, "{}" in its arguments replaced) and
 *          waits until every connection received its signal and stored every token it carries in
 *          its held set (a hash table, as a client keeps one); all must carry the same serial
 *   floor  after one triggered change, each connection's signal captured, the probe sends each
 *          connection a byte-identical copy of its own signal from one more connection (N unicast
 *          signals from a C program): what the bus and the receivers cost without the daemon and
 *          without a process start
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
static int changes_only;
static int connections;
static DBusConnection **conns;
static struct pollfd *fds;
static DBusMessage **captured;
static unsigned long long last_size;
static DBusConnection *control;

/* A blocking method call on the daemon; dies on an error reply; returns the reply. */
static DBusMessage *call(DBusConnection *connection, DBusMessage *message) {
    DBusError error = DBUS_ERROR_INIT;
    DBusMessage *reply = dbus_connection_send_with_reply_and_block(connection, message, 10000, &error);
    if (!reply) die(dbus_message_get_member(message), error.message);
    dbus_message_unref(message);
    return reply;
}

/* One app's set as the probe holds it: key → value, open addressing over a power of two (a
 * removed token keeps its slot with type DBUS_TYPE_INVALID). */
#define SLOTS 1024
struct token {
    char *key;
    int type;
    DBusBasicValue value;
    char *text;
};
struct held_set {
    struct token slots[SLOTS];
};
static struct held_set *sets;
/* The number of the last AppTokenChanges each connection applied. */
static dbus_uint64_t *sequences;

static struct token *slot(struct held_set *set, const char *key) {
    unsigned hash = 2166136261u;
    for (const char *c = key; *c; c++) hash = (hash ^ (unsigned char)*c) * 16777619u;
    for (unsigned i = hash & (SLOTS - 1);; i = (i + 1) & (SLOTS - 1)) {
        if (!set->slots[i].key || strcmp(set->slots[i].key, key) == 0) return &set->slots[i];
    }
}

static void forget(struct token *token) {
    token->type = DBUS_TYPE_INVALID;
    free(token->text);
    token->text = NULL;
}

/* Stores every entry of the a{sv} at `array` in `set`. */
static void store(struct held_set *set, DBusMessageIter *array) {
    if (dbus_message_iter_get_arg_type(array) != DBUS_TYPE_ARRAY) die("tokens are not a{sv}", NULL);
    DBusMessageIter entry;
    dbus_message_iter_recurse(array, &entry);
    while (dbus_message_iter_get_arg_type(&entry) == DBUS_TYPE_DICT_ENTRY) {
        DBusMessageIter pair, variant;
        dbus_message_iter_recurse(&entry, &pair);
        const char *key;
        dbus_message_iter_get_basic(&pair, &key);
        dbus_message_iter_next(&pair);
        dbus_message_iter_recurse(&pair, &variant);
        struct token *token = slot(set, key);
        if (!token->key) token->key = strdup(key);
        forget(token);
        token->type = dbus_message_iter_get_arg_type(&variant);
        if (token->type == DBUS_TYPE_STRING) {
            const char *text;
            dbus_message_iter_get_basic(&variant, &text);
            token->text = strdup(text);
        } else {
            dbus_message_iter_get_basic(&variant, &token->value);
        }
        dbus_message_iter_next(&entry);
    }
}

/* Forgets every key of the `as` at `array` in `set`. */
static void remove_keys(struct held_set *set, DBusMessageIter *array) {
    DBusMessageIter key_iter;
    dbus_message_iter_recurse(array, &key_iter);
    while (dbus_message_iter_get_arg_type(&key_iter) == DBUS_TYPE_STRING) {
        const char *key;
        dbus_message_iter_get_basic(&key_iter, &key);
        struct token *token = slot(set, key);
        if (token->key) forget(token);
        dbus_message_iter_next(&key_iter);
    }
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
    dbus_message_unref(call(control, message));
}

/* Registers connection `app` for its app and stores the set the reply carries (b own, s, s, t,
 * a{sv} tokens, then RegisterAppForChanges' t sequence). */
static void register_app(DBusConnection *connection, int app) {
    char id[64];
    snprintf(id, sizeof id, "org.example.App%d", app);
    const char *app_id = id, *context = "";
    DBusMessage *message = dbus_message_new_method_call(NAME, PATH, NAME, changes_only ? "RegisterAppForChanges" : "RegisterApp");
    dbus_message_append_args(message, DBUS_TYPE_STRING, &app_id, DBUS_TYPE_STRING, &context, DBUS_TYPE_INVALID);
    DBusMessage *reply = call(connection, message);
    DBusMessageIter iter;
    dbus_message_iter_init(reply, &iter);
    for (int skip = 0; skip < 4; skip++) dbus_message_iter_next(&iter);
    store(&sets[app], &iter);
    if (changes_only) {
        dbus_message_iter_next(&iter);
        if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("RegisterAppForChanges without a sequence", NULL);
        dbus_message_iter_get_basic(&iter, &sequences[app]);
    }
    dbus_message_unref(reply);
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

/* The argument after `iter` of the type `type`; dies otherwise. */
static void next_of_type(DBusMessageIter *iter, int type, const char *what) {
    if (!dbus_message_iter_next(iter) || dbus_message_iter_get_arg_type(iter) != type) die("a signal without its", what);
}

/* AppTokensChanged (s app_id, s context, s theme_id, s resolved_scheme, t serial, b own, a{sv} tokens)
 * or AppTokenChanges (s, s, s, s, t sequence, t serial, b own, b complete, as removed, a{sv} changed),
 * applied to the connection's held set as a client does; returns its serial. */
static unsigned long long handle(int index, DBusMessage *message) {
    if (!dbus_message_is_signal(message, NAME, changes_only ? "AppTokenChanges" : "AppTokensChanged")) return 0;
    DBusMessageIter iter;
    if (!dbus_message_iter_init(message, &iter)) die("a signal without arguments", NULL);
    for (int skip = 0; skip < 3; skip++) dbus_message_iter_next(&iter);
    struct held_set *set = &sets[index];
    if (changes_only) {
        next_of_type(&iter, DBUS_TYPE_UINT64, "sequence");
        dbus_uint64_t sequence = 0;
        dbus_message_iter_get_basic(&iter, &sequence);
        /* The floor resends one captured signal, whose number is then no longer the next. */
        if (!floor_mode && sequence != sequences[index] + 1) die("AppTokenChanges out of sequence: a change was missed", NULL);
        sequences[index] = sequence;
    }
    next_of_type(&iter, DBUS_TYPE_UINT64, "serial");
    dbus_uint64_t serial = 0;
    dbus_message_iter_get_basic(&iter, &serial);
    next_of_type(&iter, DBUS_TYPE_BOOLEAN, "own");
    if (changes_only) {
        next_of_type(&iter, DBUS_TYPE_BOOLEAN, "complete");
        dbus_bool_t complete = FALSE;
        dbus_message_iter_get_basic(&iter, &complete);
        if (complete) {
            for (int i = 0; i < SLOTS; i++) if (set->slots[i].key) forget(&set->slots[i]);
        }
        next_of_type(&iter, DBUS_TYPE_ARRAY, "removed keys");
        remove_keys(set, &iter);
    }
    next_of_type(&iter, DBUS_TYPE_ARRAY, "tokens");
    store(set, &iter);
    if (index == 0) last_size = marshalled_size(message);
    if (floor_mode && !captured[index]) captured[index] = dbus_message_copy(message);
    return serial;
}

int main(int argc, char **argv) {
    probe_name = "app-probe";
    if (argc < 9 || strcmp(argv[7], "--") != 0) {
        fprintf(stderr, "usage: app-probe apps|floor changes|sets N WARMUP ROUNDS VALUES -- TRIGGER ARG...\n");
        return 2;
    }
    if (strcmp(argv[1], "floor") == 0) floor_mode = 1;
    else if (strcmp(argv[1], "apps") != 0) die("unknown mode (apps, floor)", argv[1]);
    if (strcmp(argv[2], "changes") == 0) changes_only = 1;
    else if (strcmp(argv[2], "sets") != 0) die("unknown delivery (changes, sets)", argv[2]);
    connections = atoi(argv[3]);
    int warmup = atoi(argv[4]), rounds = atoi(argv[5]);
    char *values = argv[6];
    char **trigger = argv + 8;
    int trigger_count = argc - 8;
    if (connections < 1 || warmup < 0 || rounds < 1) die("N and ROUNDS must be at least 1, WARMUP at least 0", NULL);
    int value_count = count_values(values);
    char *value_list[value_count];
    value_count = split_values(values, value_list, value_count);
    if (value_count < (floor_mode ? 1 : warmup + rounds)) die("fewer VALUES than rounds", NULL);

    raise_file_limit(connections);

    conns = calloc((size_t)connections, sizeof *conns);
    fds = calloc((size_t)connections, sizeof *fds);
    captured = calloc((size_t)connections, sizeof *captured);
    sets = calloc((size_t)connections, sizeof *sets);
    sequences = calloc((size_t)connections, sizeof *sequences);
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
