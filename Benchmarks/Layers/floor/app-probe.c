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
 * Built by bench-layers with: cc -O2 app-probe.c $(pkg-config --cflags --libs dbus-1)
 */
#define _GNU_SOURCE
#include <dbus/dbus.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define NAME "org.themeswitch.Theme1"
#define PATH "/org/themeswitch/Theme1"

static unsigned long long sink;
static int floor_mode;
static int connections;
static DBusConnection **conns;
static struct pollfd *fds;
static DBusMessage **captured;
static unsigned long long last_size;

static unsigned long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

static void die(const char *message, const char *detail) {
    fprintf(stderr, "app-probe: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

/* Reads every basic value under `iter`, recursing into containers, as a decoding client would. */
static void walk(DBusMessageIter *iter) {
    do {
        int type = dbus_message_iter_get_arg_type(iter);
        if (type == DBUS_TYPE_INVALID) return;
        if (dbus_type_is_container(type)) {
            DBusMessageIter inner;
            dbus_message_iter_recurse(iter, &inner);
            walk(&inner);
        } else if (type == DBUS_TYPE_STRING || type == DBUS_TYPE_OBJECT_PATH || type == DBUS_TYPE_SIGNATURE) {
            const char *text;
            dbus_message_iter_get_basic(iter, &text);
            sink += strlen(text);
        } else {
            DBusBasicValue value;
            dbus_message_iter_get_basic(iter, &value);
            sink += value.u64;
        }
    } while (dbus_message_iter_next(iter));
}

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

static pid_t start_trigger(char **trigger, int count, const char *value) {
    char *argv[count + 1];
    for (int i = 0; i < count; i++) {
        char *mark = strstr(trigger[i], "{}");
        if (!mark) { argv[i] = trigger[i]; continue; }
        if (asprintf(&argv[i], "%.*s%s%s", (int)(mark - trigger[i]), trigger[i], value, mark + 2) < 0) die("out of memory", NULL);
    }
    argv[count] = NULL;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    pid_t pid;
    int status = posix_spawnp(&pid, argv[0], &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (status != 0) die("cannot start the trigger", strerror(status));
    for (int i = 0; i < count; i++) if (argv[i] != trigger[i]) free(argv[i]);
    return pid;
}

static void wait_trigger(pid_t pid) {
    int status;
    while (waitpid(pid, &status, 0) < 0) if (errno != EINTR) die("waitpid failed", strerror(errno));
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) die("the trigger failed", NULL);
}

/* Waits until every connection has handled its AppTokensChanged; returns when the last one did. */
static unsigned long long wait_all(int round) {
    int pending = connections;
    unsigned long long serial = 0, last = now_ns(), deadline = last + 20000000000ull;
    for (int i = 0; i < connections; i++) {
        int fd = -1;
        if (!dbus_connection_get_unix_fd(conns[i], &fd)) die("a connection without a socket", NULL);
        fds[i].fd = fd;
    }
    while (pending > 0) {
        int ready = poll(fds, (nfds_t)connections, 1000);
        if (ready < 0 && errno != EINTR) die("poll failed", strerror(errno));
        if (now_ns() > deadline) {
            fprintf(stderr, "app-probe: round %d: %d of %d connections still waiting after 20 s\n", round, pending, connections);
            exit(1);
        }
        for (int i = 0; i < connections && ready > 0; i++) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLERR | POLLHUP))) continue;
            ready--;
            for (int reads = 0; reads < 8 && dbus_connection_get_dispatch_status(conns[i]) != DBUS_DISPATCH_DATA_REMAINS; reads++) {
                if (!dbus_connection_read_write(conns[i], 0)) die("a connection closed", NULL);
            }
            DBusMessage *message;
            while ((message = dbus_connection_pop_message(conns[i])) != NULL) {
                if (fds[i].fd >= 0 && dbus_message_is_signal(message, NAME, "AppTokensChanged")) {
                    DBusMessageIter iter;
                    if (!dbus_message_iter_init(message, &iter)) die("AppTokensChanged without arguments", NULL);
                    walk(&iter);
                    dbus_message_iter_init(message, &iter);
                    for (int skip = 0; skip < 4; skip++) dbus_message_iter_next(&iter);
                    if (dbus_message_iter_get_arg_type(&iter) != DBUS_TYPE_UINT64) die("AppTokensChanged without a serial fifth", NULL);
                    dbus_uint64_t got = 0;
                    dbus_message_iter_get_basic(&iter, &got);
                    if (serial == 0) serial = got;
                    else if (got != serial) die("connections received different changes", NULL);
                    char *bytes; int length;
                    if (i == 0 && dbus_message_marshal(message, &bytes, &length)) { last_size = (unsigned long long)length; free(bytes); }
                    if (floor_mode && !captured[i]) captured[i] = dbus_message_copy(message);
                    fds[i].fd = -1;
                    pending--;
                    last = now_ns();
                }
                dbus_message_unref(message);
            }
        }
    }
    return last;
}

int main(int argc, char **argv) {
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
    int value_count = 1;
    for (char *c = values; *c; c++) value_count += *c == ',';
    char *value_list[value_count];
    value_count = 0;
    for (char *token = strtok(values, ","); token; token = strtok(NULL, ",")) value_list[value_count++] = token;
    if (value_count < (floor_mode ? 1 : warmup + rounds)) die("fewer VALUES than rounds", NULL);

    struct rlimit limit;
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);

    conns = calloc((size_t)connections, sizeof *conns);
    fds = calloc((size_t)connections, sizeof *fds);
    captured = calloc((size_t)connections, sizeof *captured);
    DBusError error = DBUS_ERROR_INIT;
    DBusConnection *control = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
    if (!control) die("cannot connect", error.message);
    for (int i = 0; i < connections; i++) {
        set_override(control, i);
        conns[i] = dbus_bus_get_private(DBUS_BUS_SESSION, &error);
        if (!conns[i]) die("cannot connect", error.message);
        dbus_connection_set_exit_on_disconnect(conns[i], FALSE);
        register_app(conns[i], i);
        fds[i].events = POLLIN;
    }
    /* Drop what arrived while registering (NameAcquired, sets of earlier overrides). */
    for (int i = 0; i < connections; i++) {
        DBusMessage *message;
        dbus_connection_read_write(conns[i], 0);
        while ((message = dbus_connection_pop_message(conns[i])) != NULL) dbus_message_unref(message);
    }
    printf("ready\n");
    fflush(stdout);
    char line[64];
    if (!fgets(line, sizeof line, stdin)) return 0;

    unsigned long long *samples = calloc((size_t)rounds, sizeof *samples);
    if (floor_mode) {
        pid_t pid = start_trigger(trigger, trigger_count, value_list[0]);
        wait_all(-1);
        wait_trigger(pid);
    }
    for (int round = 0; round < warmup + rounds; round++) {
        unsigned long long start = now_ns();
        pid_t pid = 0;
        if (floor_mode) {
            for (int i = 0; i < connections; i++) {
                DBusMessage *copy = dbus_message_copy(captured[i]);
                if (!copy || !dbus_message_set_destination(copy, dbus_bus_get_unique_name(conns[i]))
                    || !dbus_connection_send(control, copy, NULL)) die("cannot send a captured signal", NULL);
                dbus_message_unref(copy);
            }
            dbus_connection_flush(control);
        } else {
            pid = start_trigger(trigger, trigger_count, value_list[round]);
        }
        unsigned long long last = wait_all(round);
        if (pid) wait_trigger(pid);
        if (round >= warmup) samples[round - warmup] = last - start;
        usleep(2000);
    }
    for (int i = 0; i < rounds; i++) printf("%llu\n", samples[i]);
    printf("size %llu\nend\n", last_size);
    fflush(stdout);
    if (sink == 42) fprintf(stderr, " ");
    for (int i = 0; i < connections; i++) { dbus_connection_close(conns[i]); dbus_connection_unref(conns[i]); }
    dbus_connection_close(control);
    dbus_connection_unref(control);
    return 0;
}
